import FlipbookModel

/// A written type, with its span.
public struct TypeRef: Hashable, Sendable, CustomStringConvertible {
    public var kind: TypeExpr
    public var span: SourceSpan

    public init(_ kind: TypeExpr, span: SourceSpan) {
        self.kind = kind
        self.span = span
    }

    public var description: String { kind.description }
}

/// The shape of a written type.
public indirect enum TypeExpr: Hashable, Sendable, CustomStringConvertible {
    /// `Int`, `Card.Side`, `Binding<Bool>`, `Array<Item>`: dotted components, each with its
    /// generic arguments.
    case named([TypeComponent])
    /// `T?` (and `T!`, treated alike).
    case optional(TypeExpr)
    case array(TypeExpr)
    case dictionary(key: TypeExpr, value: TypeExpr)
    case tuple([TupleTypeElement])
    case function(parameters: [TypeExpr], isAsync: Bool, isThrowing: Bool, result: TypeExpr)
    /// `some P`, `any P`: an opaque or existential type.
    case some(TypeExpr)
    case any(TypeExpr)
    /// `A & B`.
    case composition([TypeExpr])
    /// `T.Type`, `T.Protocol`.
    case metatype(TypeExpr)
    /// Valid Swift that Flipbook does not model (`~Copyable`, parameter packs, `[3 of Int]`):
    /// a warning at parse time; `message` says what it is.
    case unsupported(message: String)

    /// The last component's name for a named type (`Side` for `Card.Side`), else nil.
    public var simpleName: String? {
        if case .named(let components) = self { return components.last?.name }
        return nil
    }

    /// The dotted name of a named type without generic arguments (`Card.Side`).
    public var dottedName: String? {
        if case .named(let components) = self { return components.map(\.name).joined(separator: ".") }
        return nil
    }

    public var description: String {
        switch self {
        case .named(let components): components.map(\.description).joined(separator: ".")
        case .optional(let t): "\(t)?"
        case .array(let t): "[\(t)]"
        case .dictionary(let k, let v): "[\(k): \(v)]"
        case .tuple(let elements): "(" + elements.map(\.description).joined(separator: ", ") + ")"
        case .function(let params, let isAsync, let isThrowing, let result):
            "(" + params.map(\.description).joined(separator: ", ") + ")" + (isAsync ? " async" : "")
                + (isThrowing ? " throws" : "") + " -> \(result)"
        case .some(let t): "some \(t)"
        case .any(let t): "any \(t)"
        case .composition(let ts): ts.map(\.description).joined(separator: " & ")
        case .metatype(let t): "\(t).Type"
        case .unsupported(let message): "<\(message)>"
        }
    }
}

/// `Name<Arguments>` in a dotted type name.
public struct TypeComponent: Hashable, Sendable, CustomStringConvertible {
    public var name: String
    public var genericArguments: [TypeExpr]

    public init(name: String, genericArguments: [TypeExpr] = []) {
        self.name = name
        self.genericArguments = genericArguments
    }

    public var description: String {
        genericArguments.isEmpty ? name : name + "<" + genericArguments.map(\.description).joined(separator: ", ") + ">"
    }
}

/// `label: Type` in a tuple type.
public struct TupleTypeElement: Hashable, Sendable, CustomStringConvertible {
    public var label: String?
    public var type: TypeExpr

    public init(label: String?, type: TypeExpr) {
        self.label = label
        self.type = type
    }

    public var description: String { label.map { "\($0): \(type)" } ?? type.description }
}
