import FlipbookModel
import FlipbookSyntax
import FlipbookVocabulary

/// The interpreter's side of `ArgumentReader`: evaluates a call's arguments one by one with
/// the type a built-in construct asks for, and locates argument errors in the scene.
final class RegistryArguments: ArgumentReader {
    let interpreter: Interpreter
    var args: CallArguments
    var env: Env

    init(_ interpreter: Interpreter, _ args: CallArguments, _ env: Env) {
        self.interpreter = interpreter
        self.args = args
        self.env = env
    }

    var callee: String { args.callee }

    var remainingLabels: [String?] { args.remainingLabels }

    func take(_ label: String?, as type: ArgumentType) throws(ArgumentError) -> ArgumentValue? {
        guard let argument = args.take(label) else { return nil }
        do {
            let value = try interpreter.eval(argument.value, Self.hint(for: type), &env)
            return try convert(value, to: type, span: argument.span)
        } catch {
            // Evaluation errors keep their own location; `run` rethrows them as they are.
            failure = error
            throw ArgumentError(error.message, at: .some(label))
        }
    }

    /// The runtime error behind the last `ArgumentError`, when evaluating an argument failed.
    var failure: RuntimeError?

    /// Runs `make` with the call's arguments, then checks that none is left over.
    func run<T>(_ make: (RegistryArguments) throws(ArgumentError) -> T) throws(RuntimeError) -> T {
        let result: T
        do {
            result = try make(self)
        } catch {
            if let failure { throw failure }
            throw RuntimeError(error.message, at: span(of: error.label))
        }
        try args.finish()
        return result
    }

    private func span(of label: String??) -> SourceSpan {
        guard case .some(let label) = label,
              let argument = args.arguments.first(where: { $0.label == label }) else { return args.span }
        return argument.span
    }

    static func hint(for type: ArgumentType) -> TypeHint {
        switch type {
        case .double: .double
        case .int: .int
        case .bool: .bool
        case .string: .string
        case .color, .style, .gradient: .color
        case .angle: .angle
        case .unitPoint: .unitPoint
        case .alignment: .alignment
        case .horizontalAlignment: .horizontalAlignment
        case .verticalAlignment: .verticalAlignment
        case .edge: .edge
        case .edgeSet: .edgeSet
        case .font: .font
        case .fontWeight: .fontWeight
        case .animation: .animation
        case .enumeration(let name): .builtinEnum(name)
        case .array(let element): .array(hint(for: element))
        case .axisSet, .size, .point, .rect, .edgeInsets, .strokeStyle, .shape, .record: .any
        }
    }

    private func convert(_ value: Value, to type: ArgumentType, span: SourceSpan) throws(RuntimeError) -> ArgumentValue {
        switch value {
        case .int(let i): return type == .double ? .double(Double(i)) : .int(i)
        case .double(let d): return .double(d)
        case .bool(let b): return .bool(b)
        case .string(let s): return .string(s)
        case .color(let c): return type == .style ? .style(.color(c)) : .color(c)
        case .style(let s): return .style(s)
        case .angle(let a): return .angle(a)
        case .unitPoint(let p): return .unitPoint(p)
        case .alignment(let a): return .alignment(a)
        case .horizontalAlignment(let a): return .horizontalAlignment(a)
        case .verticalAlignment(let a): return .verticalAlignment(a)
        case .edge(let e): return .edge(e)
        case .edgeSet(let edges): return .edgeSet(Set(edges))
        case .font(let f): return .font(f)
        case .fontWeight(let w): return .fontWeight(w)
        case .animation(let a): return .animation(a)
        case .size(let s): return .size(s)
        case .point(let p): return .point(p)
        case .builtinCase(_, let name): return .enumCase(name, payload: [])
        case .nilValue: return .none
        case .array(let items):
            var out: [ArgumentValue] = []
            let element: ArgumentType = if case .array(let e) = type { e } else { .double }
            for item in items { out.append(try convert(item, to: element, span: span)) }
            return .array(out)
        default:
            throw RuntimeError("\(args.callee): expected \(type), found \(value.typeName)", at: span)
        }
    }
}

extension CallArguments {
    /// Labels of the arguments not taken yet, in call order.
    var remainingLabels: [String?] {
        arguments.indices.filter { !isUsed($0) }.map { arguments[$0].label }
    }
}
