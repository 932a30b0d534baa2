import FlipbookModel
import FlipbookSyntax

/// A value of the scene language at run time: Swift's values, dynamically typed.
///
/// Value types (numbers, strings, arrays, structs, enums) are Swift value types here too, so
/// copying a `Value` copies the value; classes are `Object` references, shared by every holder.
/// An optional is the value itself, or `none` (Swift's `nil`); optionals of optionals are
/// flattened.
indirect enum Value: @unchecked Sendable {
    case int(Int)
    case double(Double)
    case bool(Bool)
    case string(String)
    case none
    case array([Value])
    case dictionary(DictionaryStorage)
    case set(SetStorage)
    case tuple([Value], labels: [String?])
    case range(RangeValue)
    /// An instance of a struct declared in the scene or in the prelude.
    case instance(Instance)
    /// An instance of a class: a reference.
    case object(Object)
    case enumCase(EnumCase)
    case function(Function)
    /// A value of a SwiftUI or Foundation type implemented natively (Color, Animation…).
    case native(Native)
    case view(ViewValue)
    /// A type used as a value (`Int.self`, `Color`, `StaggerKey.self`).
    case type(TypeValue)
    case keyPath(KeyPathValue)
    case binding(Binding)
    /// A property wrapper's storage (`State(initialValue:)`, what `_x` names); instance fields
    /// of wrapped properties hold one.
    case wrapper(PropertyWrapper)
    /// `.name` or `.name(args)` whose type was not known where it was written; the context
    /// that receives it resolves it.
    case implicitMember(ImplicitMember)
    case void

    static let `true` = Value.bool(true)
    static let `false` = Value.bool(false)

    var isNone: Bool {
        if case .none = self { return true }
        return false
    }

    var asDouble: Double? {
        switch self {
        case .int(let i): Double(i)
        case .double(let d): d
        default: nil
        }
    }

    var asInt: Int? {
        if case .int(let i) = self { return i }
        return nil
    }

    var asBool: Bool? {
        if case .bool(let b) = self { return b }
        return nil
    }

    var asString: String? {
        if case .string(let s) = self { return s }
        return nil
    }
}

/// Swift's `Range`, `ClosedRange` and the partial ranges, over any comparable values.
struct RangeValue: Sendable {
    var lower: Value?
    var upper: Value?
    var isClosed: Bool

    /// The integer bounds of a range of Int, as a half-open range; nil for other ranges.
    var intBounds: Range<Int>? {
        guard case .int(let l)? = lower, case .int(let u)? = upper else { return nil }
        let end = isClosed ? (u == Int.max ? u : u + 1) : u
        return end <= l ? l..<l : l..<end
    }

    /// How many integers the range holds, or nil when there are more than `Int.max`
    /// (`Int.min...Int.max`), where `Range.count` would trap.
    var intCount: Int? {
        guard let bounds = intBounds else { return nil }
        let (count, overflow) = bounds.upperBound.subtractingReportingOverflow(bounds.lowerBound)
        return overflow ? nil : count
    }
}

/// A `.name(arguments)` written without its type, resolved when a type is known.
struct ImplicitMember: Sendable {
    var name: String
    var arguments: [Argument]?
    var span: SourceSpan
    /// Where the arguments are evaluated when the member is resolved.
    var scope: Scope
    var typeContext: TypeInfo?
}
