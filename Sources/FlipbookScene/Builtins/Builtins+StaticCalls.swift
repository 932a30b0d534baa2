import FlipbookModel
import FlipbookSyntax

extension Interpreter {
    /// `Type.name(arguments)` for SwiftUI and Foundation types; nil when unknown.
    func builtinStaticCall(_ type: String, _ name: String, _ arguments: [Argument], _ hint: TypeHint, at span: SourceSpan, _ env: inout Env) throws(RuntimeError) -> Value? {
        var args = CallArguments(arguments, callee: "\(type == "AnyTransition" ? "" : type).\(name)(…)", span: span)
        let result: Value?
        switch (type, name) {
        case ("Animation", _):
            result = try animationFactory(name, &args, &env).map { .animation($0) }
        case ("AnyTransition", _):
            result = try transitionFactory(name, &args, &env).map { .transition($0) }
        case ("Font", "system"):
            result = .font(try systemFont(&args, &env))
        case ("Font", "custom"):
            throw RuntimeError("custom fonts are not available; Flipbook draws text with DejaVu Sans (use .system(size:weight:))", at: span)
        case ("Angle", "degrees"):
            result = .angle(Angle(degrees: try requiredDouble(&args, nil, &env)))
        case ("Angle", "radians"):
            result = .angle(Angle(radians: try requiredDouble(&args, nil, &env)))
        case ("Duration", "seconds"):
            result = .duration(try requiredDouble(&args, nil, &env))
        case ("Duration", "milliseconds"):
            result = .duration(try requiredDouble(&args, nil, &env) / 1000)
        case ("Duration", "nanoseconds"):
            result = .duration(try requiredDouble(&args, nil, &env) / 1e9)
        case ("DispatchTime", "now"):
            result = .dispatchTime(now)
        case ("PreviewTrait", "fixedLayout"):
            let width = try requiredDouble(&args, "width", &env)
            let height = try requiredDouble(&args, "height", &env)
            guard width > 0, height > 0, width <= 16384, height <= 16384 else {
                throw RuntimeError("fixedLayout needs a width and height between 1 and 16384", at: span)
            }
            result = .fixedLayout(Size(width: width, height: height))
        case ("Task", "sleep"):
            throw RuntimeError(
                "Task.sleep can only be a statement of a .task body: try? await Task.sleep(for: .seconds(1))", at: span)
        case ("DispatchQueue.main", "asyncAfter"):
            let deadline = try requiredArgument(&args, "deadline", .dispatchTime, &env)
            guard case .dispatchTime(let time) = deadline else {
                throw RuntimeError("asyncAfter needs a deadline such as .now() + 0.5", at: span)
            }
            let work = try requiredClosure(&args, "execute", &env)
            guard recorder != nil else {
                throw RuntimeError("asyncAfter can only be called from .task, .onAppear or other effect code", at: span)
            }
            scheduledClosures.append((time: max(time, now), closure: work))
            result = .void
        case ("Double", "random"), ("CGFloat", "random"), ("Int", "random"):
            result = try randomValue(type, &args, &env)
        default:
            result = nil
        }
        guard let result else { return nil }
        try args.finish()
        return result
    }

    /// `Font.system(size:weight:design:)` and `Font.system(_ style:)`.
    func systemFont(_ args: inout CallArguments, _ env: inout Env) throws(RuntimeError) -> FontSpec {
        var font = FontSpec.body
        if let style = try optionalArgument(&args, nil, .font, &env) {
            guard case .font(let base) = style else {
                throw RuntimeError("system(_:) takes a text style such as .title", at: args.span)
            }
            font = base
        } else {
            let size = try requiredDouble(&args, "size", &env)
            guard size > 0, size < 2000 else { throw RuntimeError("font size must be between 0 and 2000", at: args.span) }
            font.size = size
        }
        if let weight = try optionalArgument(&args, "weight", .fontWeight, &env) {
            guard case .fontWeight(let w) = weight else { throw RuntimeError("weight must be a Font.Weight", at: args.span) }
            font.weight = w
        }
        if let design = try optionalArgument(&args, "design", .fontDesign, &env) {
            guard case .fontDesign(let d) = design else { throw RuntimeError("design must be a Font.Design", at: args.span) }
            font.design = d
        }
        return font
    }

    /// `Double.random(in: a...b)` from the run's seeded generator.
    private func randomValue(_ type: String, _ args: inout CallArguments, _ env: inout Env) throws(RuntimeError) -> Value {
        guard let argument = args.take("in") else { throw RuntimeError("random needs 'in:' a range", at: args.span) }
        if type == "Int" {
            guard case .range(let lower, let upper) = try eval(argument.value, .int, &env), upper > lower else {
                throw RuntimeError("Int.random(in:) needs a non-empty range of Int", at: argument.span)
            }
            return .int(lower + Int(nextRandom() % UInt64(upper - lower)))
        }
        guard case .binary(_, let lowExpr, let highExpr) = argument.value.kind else {
            throw RuntimeError("Double.random(in:) needs a range written as a...b", at: argument.span)
        }
        let low = try evalDouble(lowExpr, &env), high = try evalDouble(highExpr, &env)
        let unit = Double(nextRandom() >> 11) / Double(1 << 53)
        return .double(low + (high - low) * unit)
    }
}
