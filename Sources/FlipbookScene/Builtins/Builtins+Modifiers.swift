import FlipbookModel
import FlipbookSyntax
import FlipbookVocabulary

extension Interpreter {
    /// A view modifier call: `view.name(arguments)`. Built-in modifiers come from the registry;
    /// those that shape identity, lifetime or attachments are the interpreter's own.
    func applyModifier(_ name: String, to view: ViewValue, _ arguments: [Argument], at span: SourceSpan, _ env: inout Env) throws(RuntimeError) -> ViewValue {
        var args = CallArguments(arguments, callee: "\(name)(…)", span: span)
        if case .shape(let shape, let shapeSpan) = view {
            if let method = Registry.shapeViewMethods[name] {
                let styled = try registry(&args, env) { arguments throws(ArgumentError) in try method(shape, arguments) }
                return .shape(styled, span: shapeSpan)
            }
            if let method = Registry.shapeMethods[name] {
                var styled = shape
                styled.shape = try registry(&args, env) { arguments throws(ArgumentError) in try method(shape.shape, arguments) }
                return .shape(styled, span: shapeSpan)
            }
        }
        let modifier: ModifierValue
        switch name {
        case "background", "overlay":
            modifier = try attachmentModifier(name, &args, &env)
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
            modifier = .node(.animation(animation, value: value))
        case "task":
            _ = try optionalArgument(&args, "priority", .any, &env)
            modifier = .task(try requiredClosure(&args, "operation", &env))
        case "onAppear":
            modifier = .onAppear(try requiredClosure(&args, "perform", &env))
        case "fill", "stroke", "strokeBorder":
            throw RuntimeError("\(name)(_:) applies to a shape (Rectangle, Circle…) directly", at: span)
        default:
            guard let entry = Registry.modifiers[name] else {
                throw RuntimeError("modifier '\(name)' is not supported by Flipbook (see docs/scene-language.md)", at: span)
            }
            switch entry {
            case .view(let make):
                modifier = .node(.effect(try registry(&args, env) { arguments throws(ArgumentError) in try make(arguments) }))
            case .environment(let make):
                modifier = .environment(try registry(&args, env) { arguments throws(ArgumentError) in try make(arguments) })
            case .trait, .inert:
                throw RuntimeError("modifier '\(name)' is not supported by Flipbook (see docs/scene-language.md)", at: span)
            }
            return .modified(view, modifier, span: span)
        }
        try args.finish()
        return .modified(view, modifier, span: span)
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
        return .attachment(name == "background" ? .background : .overlay, view, alignment: alignment)
    }
}
