import FlipbookModel
import FlipbookSyntax
import FlipbookVocabulary

extension Interpreter {
    /// `Type(arguments)` for SwiftUI views and value types; nil when the type is unknown.
    func builtinConstructor(_ type: String, _ arguments: [Argument], _ hint: TypeHint, at span: SourceSpan, _ env: inout Env) throws(RuntimeError) -> Value? {
        var args = CallArguments(arguments, callee: "\(type)(…)", span: span)
        let result: Value
        switch type {
        case _ where Registry.shapes[type] != nil || Registry.containers[type] != nil || Registry.leaves[type] != nil,
            "Text", "EmptyView", "Group", "ForEach":
            result = .view(try builtinView(type, &args, at: span, &env))
        case "Color":
            result = .color(.fixed(try colorInit(&args, &env)))
        case "Double", "CGFloat", "Float":
            let value = try requiredArgument(&args, nil, .double, &env)
            guard let number = value.asDouble else { throw RuntimeError("\(type)(_:) needs a number", at: span) }
            result = .double(number)
        case "Int":
            let value = try requiredArgument(&args, nil, .any, &env)
            switch value {
            case .int(let i): result = .int(i)
            case .double(let d) where d.isFinite && abs(d) < 9e18: result = .int(Int(d))
            default: throw RuntimeError("Int(_:) needs a finite number", at: span)
            }
        case "String":
            let value = try requiredArgument(&args, nil, .any, &env)
            result = .string(try describe(value, at: span))
        case "Array":
            result = .array(try elements(of: requiredArgument(&args, nil, .any, &env), at: span))
        case "UUID":
            uuidCounter += 1
            result = .uuid(uuidCounter)
        case "Angle":
            if let degrees = try optionalDouble(&args, "degrees", &env) {
                result = .angle(Angle(degrees: degrees))
            } else {
                result = .angle(Angle(radians: try requiredDouble(&args, "radians", &env)))
            }
        case "CGSize":
            result = .size(Size(width: try requiredDouble(&args, "width", &env), height: try requiredDouble(&args, "height", &env)))
        case "CGPoint":
            result = .point(Point(x: try requiredDouble(&args, "x", &env), y: try requiredDouble(&args, "y", &env)))
        case "UnitPoint":
            result = .unitPoint(UnitPoint(x: try requiredDouble(&args, "x", &env), y: try requiredDouble(&args, "y", &env)))
        default:
            return nil
        }
        try args.finish()
        return result
    }

    /// `Color(red:green:blue:opacity:)`, `Color(hue:saturation:brightness:opacity:)`, `Color(white:opacity:)`.
    private func colorInit(_ args: inout CallArguments, _ env: inout Env) throws(RuntimeError) -> RGBA {
        if args.labels.contains("red") {
            let r = try requiredDouble(&args, "red", &env), g = try requiredDouble(&args, "green", &env)
            let b = try requiredDouble(&args, "blue", &env), a = try optionalDouble(&args, "opacity", &env) ?? 1
            return RGBA(red: r, green: g, blue: b, alpha: a)
        }
        if args.labels.contains("hue") {
            let h = try requiredDouble(&args, "hue", &env), s = try requiredDouble(&args, "saturation", &env)
            let v = try requiredDouble(&args, "brightness", &env), a = try optionalDouble(&args, "opacity", &env) ?? 1
            return RGBA(hue: h, saturation: s, brightness: v, alpha: a)
        }
        if args.labels.contains("white") {
            let w = try requiredDouble(&args, "white", &env), a = try optionalDouble(&args, "opacity", &env) ?? 1
            return RGBA(red: w, green: w, blue: w, alpha: a)
        }
        throw RuntimeError(
            "Color(…) needs red:green:blue:, hue:saturation:brightness: or white: (asset colours are not available)",
            at: args.span)
    }
}
