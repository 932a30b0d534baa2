import FlipbookModel
import FlipbookSyntax

extension Interpreter {
    /// A view modifier call: `view.name(arguments)`.
    func applyModifier(_ name: String, to view: ViewValue, _ arguments: [Argument], at span: SourceSpan, _ env: inout Env) throws(RuntimeError) -> ViewValue {
        var args = CallArguments(arguments, callee: "\(name)(…)", span: span)
        let modifier: ModifierValue
        switch name {
        case "frame":
            modifier = .plain(try frameModifier(&args, &env))
        case "padding":
            modifier = .plain(.padding(try paddingInsets(&args, &env)))
        case "offset":
            if let size = try optionalArgument(&args, nil, .any, &env) {
                guard case .size(let s) = size else { throw RuntimeError("offset(_:) takes a CGSize", at: span) }
                modifier = .plain(.offset(x: s.width, y: s.height))
            } else {
                modifier = .plain(.offset(x: try optionalDouble(&args, "x", &env) ?? 0, y: try optionalDouble(&args, "y", &env) ?? 0))
            }
        case "position":
            if let point = try optionalArgument(&args, nil, .any, &env) {
                guard case .point(let p) = point else { throw RuntimeError("position(_:) takes a CGPoint", at: span) }
                modifier = .plain(.position(x: p.x, y: p.y))
            } else {
                modifier = .plain(.position(x: try optionalDouble(&args, "x", &env) ?? 0, y: try optionalDouble(&args, "y", &env) ?? 0))
            }
        case "opacity":
            modifier = .plain(.opacity(try requiredDouble(&args, nil, &env)))
        case "scaleEffect":
            modifier = .plain(try scaleModifier(&args, &env))
        case "rotationEffect":
            guard case .angle(let angle) = try requiredArgument(&args, nil, .angle, &env) else {
                throw RuntimeError("rotationEffect(_:) needs an Angle such as .degrees(45)", at: span)
            }
            let anchor = try unitPoint(optionalArgument(&args, "anchor", .unitPoint, &env), args) ?? .center
            modifier = .plain(.rotationEffect(angle, anchor: anchor))
        case "cornerRadius":
            modifier = .plain(.clipRoundedRectangle(cornerRadius: max(0, try requiredDouble(&args, nil, &env))))
            _ = try optionalArgument(&args, "antialiased", .bool, &env)
        case "fill":
            modifier = .fill(try colorArgument(&args, nil, &env))
            _ = try optionalArgument(&args, "style", .any, &env)
        case "foregroundStyle", "foregroundColor":
            modifier = .foreground(try colorArgument(&args, nil, &env))
        case "background", "overlay":
            modifier = try attachmentModifier(name, &args, &env)
        case "font":
            guard case .font(let font) = try requiredArgument(&args, nil, .font, &env) else {
                throw RuntimeError("font(_:) needs a Font such as .title or .system(size: 20)", at: span)
            }
            modifier = .font(font)
        case "id":
            modifier = .id(try identityKey(requiredArgument(&args, nil, .any, &env), at: span))
        case "transition":
            modifier = .transition(try transitionValue(requiredArgument(&args, nil, .transition, &env), args))
        case "animation":
            let animation = try optionalAnimation(requiredArgument(&args, nil, .animation, &env), args)
            guard let valueArgument = args.take("value") else {
                throw RuntimeError("use animation(_:value:); the form without value: is deprecated and not supported", at: span)
            }
            let value = try identityKey(eval(valueArgument.value, .any, &env), at: valueArgument.span)
            modifier = .plain(.animation(animation, value: value))
        case "task":
            _ = try optionalArgument(&args, "priority", .any, &env)
            modifier = .task(try requiredClosure(&args, "operation", &env))
        case "onAppear":
            modifier = .onAppear(try requiredClosure(&args, "perform", &env))
        default:
            throw RuntimeError("modifier '\(name)' is not supported by Flipbook (see docs/scene-language.md)", at: span)
        }
        try args.finish()
        return .modified(view, modifier, span: span)
    }

    private func frameModifier(_ args: inout CallArguments, _ env: inout Env) throws(RuntimeError) -> ViewModifier {
        let flexibleLabels = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
        let alignmentValue = try optionalArgument(&args, "alignment", .alignment, &env)
        guard case .alignment(let alignment)? = alignmentValue ?? .alignment(.center) else {
            throw RuntimeError("frame alignment must be an Alignment such as .topLeading", at: args.span)
        }
        if args.labels.contains(where: { label in flexibleLabels.contains { $0 == label } }) {
            var frame = FlexibleFrame(alignment: alignment)
            frame.minWidth = try nonNegative(optionalDouble(&args, "minWidth", &env), "minWidth", args)
            frame.idealWidth = try nonNegative(optionalDouble(&args, "idealWidth", &env), "idealWidth", args)
            frame.maxWidth = try nonNegative(optionalDouble(&args, "maxWidth", &env), "maxWidth", args)
            frame.minHeight = try nonNegative(optionalDouble(&args, "minHeight", &env), "minHeight", args)
            frame.idealHeight = try nonNegative(optionalDouble(&args, "idealHeight", &env), "idealHeight", args)
            frame.maxHeight = try nonNegative(optionalDouble(&args, "maxHeight", &env), "maxHeight", args)
            return .flexibleFrame(frame)
        }
        let width = try nonNegative(optionalDouble(&args, "width", &env), "width", args)
        let height = try nonNegative(optionalDouble(&args, "height", &env), "height", args)
        if width == .infinity || height == .infinity {
            throw RuntimeError("frame(width:height:) needs finite sizes; use frame(maxWidth: .infinity) to fill", at: args.span)
        }
        return .frame(width: width, height: height, alignment: alignment)
    }

    private func nonNegative(_ value: Double?, _ label: String, _ args: CallArguments) throws(RuntimeError) -> Double? {
        if let value, value < 0 { throw RuntimeError("frame '\(label):' must not be negative", at: args.span) }
        return value
    }

    /// `padding()`, `padding(20)`, `padding(.horizontal)`, `padding(.top, 8)`.
    private func paddingInsets(_ args: inout CallArguments, _ env: inout Env) throws(RuntimeError) -> EdgeInsets {
        var edges = Edge.allCases
        var length = 16.0
        if let first = try optionalArgument(&args, nil, .edgeSet, &env) {
            switch first {
            case .edgeSet(let set): edges = set
            case .edge(let edge): edges = [edge]
            case .int, .double: length = first.asDouble ?? 16
            default: throw RuntimeError("padding takes edges (.horizontal) and/or a length", at: args.span)
            }
            if case .edgeSet = first, let second = try optionalDouble(&args, nil, &env) { length = second }
            if case .edge = first, let second = try optionalDouble(&args, nil, &env) { length = second }
        }
        var insets = EdgeInsets()
        for edge in edges {
            switch edge {
            case .top: insets.top = length
            case .leading: insets.leading = length
            case .bottom: insets.bottom = length
            case .trailing: insets.trailing = length
            }
        }
        return insets
    }

    private func scaleModifier(_ args: inout CallArguments, _ env: inout Env) throws(RuntimeError) -> ViewModifier {
        var x = 1.0, y = 1.0
        if let uniform = try optionalArgument(&args, nil, .double, &env) {
            switch uniform {
            case .size(let s): (x, y) = (s.width, s.height)
            default:
                guard let s = uniform.asDouble else { throw RuntimeError("scaleEffect needs a number", at: args.span) }
                (x, y) = (s, s)
            }
        } else {
            x = try optionalDouble(&args, "x", &env) ?? 1
            y = try optionalDouble(&args, "y", &env) ?? 1
        }
        let anchor = try unitPoint(optionalArgument(&args, "anchor", .unitPoint, &env), args) ?? .center
        return .scaleEffect(x: x, y: y, anchor: anchor)
    }

    /// `background(_:alignment:)` with a colour or a view, or `background(alignment:) { … }`.
    private func attachmentModifier(_ name: String, _ args: inout CallArguments, _ env: inout Env) throws(RuntimeError) -> ModifierValue {
        let alignmentValue = try optionalArgument(&args, "alignment", .alignment, &env)
        guard case .alignment(let alignment)? = alignmentValue ?? .alignment(.center) else {
            throw RuntimeError("\(name) alignment must be an Alignment", at: args.span)
        }
        let view: ViewValue
        if let argument = args.arguments.first(where: { $0.label == nil && !$0.isTrailingClosure }) {
            _ = args.take(nil)
            view = try asView(eval(argument.value, .styleOrView, &env), at: argument.span)
        } else {
            view = try content(&args, &env)
        }
        return name == "background" ? .background(view, alignment: alignment) : .overlay(view, alignment: alignment)
    }

    func colorArgument(_ args: inout CallArguments, _ label: String?, _ env: inout Env) throws(RuntimeError) -> RGBA {
        let value = try requiredArgument(&args, label, .color, &env)
        guard case .color(let color) = value else {
            throw RuntimeError("\(args.callee) needs a Color, found \(value.typeName)", at: args.span)
        }
        return color
    }
}
