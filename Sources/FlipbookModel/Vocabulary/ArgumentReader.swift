/// A built-in construct made from the arguments of a call in the scene (`blur(radius: 4)`).
public protocol ArgumentConstructible {
    /// Reads the call's arguments. Whatever is left unread is reported as an extra argument.
    static func make(_ arguments: any ArgumentReader) throws(ArgumentError) -> Self
}

/// The arguments of one call, read one at a time by label; implemented by the interpreter,
/// which evaluates each argument with the type its reader asks for (so `.red`, `.degrees(45)`
/// and `.top` resolve as in Swift).
public protocol ArgumentReader: AnyObject {
    /// How the call is named in messages (`blur(radius:)`).
    var callee: String { get }
    /// The labels of the arguments not read yet, in call order (nil: unlabelled).
    var remainingLabels: [String?] { get }
    /// Reads the first unread argument labelled `label` (nil: the first unlabelled one) as a
    /// value of `type`; nil when there is none.
    func take(_ label: String?, as type: ArgumentType) throws(ArgumentError) -> ArgumentValue?
    /// Reports what SwiftUI logs as a runtime issue and goes on from (a negative frame
    /// dimension), at `label`'s argument.
    func warn(_ message: String, at label: String?)
}

extension ArgumentReader {
    public func warn(_ message: String, at label: String?) {}
}

/// An error in a call's arguments; the interpreter locates it at `label`'s argument (or the
/// call when nil).
public struct ArgumentError: Error, Hashable, Sendable {
    public var message: String
    public var label: String??

    public init(_ message: String, at label: String?? = nil) {
        self.message = message
        self.label = label
    }
}

/// The types a built-in construct asks its arguments to have.
public indirect enum ArgumentType: Hashable, Sendable, CustomStringConvertible {
    case double, int, bool, string
    /// An `Int`, or a range of them (`2...4`, `3...`, `...2`).
    case intRange
    /// A width-to-height ratio: a number, or a `CGSize` (read as width / height).
    case ratio
    /// A scale: a number (both axes), or a `CGSize` (read as a size: x and y).
    case scale
    case color, style, gradient
    case angle, unitPoint, alignment, horizontalAlignment, verticalAlignment
    case edge, edgeSet, axisSet
    case font, fontWeight, animation
    case size, point, rect, edgeInsets, strokeStyle
    case shape
    /// A value of a Swift enum declared by SwiftUI (`ContentMode`, `BlendMode`…): its case.
    case enumeration(String)
    /// A value of a SwiftUI struct (`GridItem`): its fields.
    case record(String)
    case array(ArgumentType)

    public var description: String {
        switch self {
        case .double: "Double"
        case .int: "Int"
        case .bool: "Bool"
        case .string: "String"
        case .intRange: "Int or a range of Int"
        case .ratio, .scale: "CGFloat or CGSize"
        case .color: "Color"
        case .style: "ShapeStyle"
        case .gradient: "Gradient"
        case .angle: "Angle"
        case .unitPoint: "UnitPoint"
        case .alignment: "Alignment"
        case .horizontalAlignment: "HorizontalAlignment"
        case .verticalAlignment: "VerticalAlignment"
        case .edge: "Edge"
        case .edgeSet: "Edge.Set"
        case .axisSet: "Axis.Set"
        case .font: "Font"
        case .fontWeight: "Font.Weight"
        case .animation: "Animation"
        case .size: "CGSize"
        case .point: "CGPoint"
        case .rect: "CGRect"
        case .edgeInsets: "EdgeInsets"
        case .strokeStyle: "StrokeStyle"
        case .shape: "Shape"
        case .enumeration(let name), .record(let name): name
        case .array(let element): "[\(element)]"
        }
    }
}

/// An argument's value, converted to model types.
public indirect enum ArgumentValue: Hashable, Sendable {
    case double(Double)
    case int(Int)
    case bool(Bool)
    case string(String)
    /// A range of `Int`, by its inclusive bounds (nil: open on that side).
    case intRange(lower: Int?, upper: Int?)
    case color(ColorValue)
    case style(StyleValue)
    case gradient(GradientValue)
    case angle(Angle)
    case unitPoint(UnitPoint)
    case alignment(Alignment)
    case horizontalAlignment(HorizontalAlignment)
    case verticalAlignment(VerticalAlignment)
    case edge(Edge)
    case edgeSet(Set<Edge>)
    case axisSet(Set<Axis>)
    case font(FontSpec)
    case fontWeight(FontWeight)
    case animation(Animation?)
    case size(Size)
    case point(Point)
    case rect(Rect)
    case edgeInsets(EdgeInsets)
    case strokeStyle(StrokeStyle)
    case shape(ShapeGeometry)
    case enumCase(String, payload: [ArgumentValue])
    case record([String: ArgumentValue])
    case array([ArgumentValue])
    case none
}

extension ArgumentReader {
    /// Whether an unread argument has `label`.
    public func has(_ label: String?) -> Bool { remainingLabels.contains { $0 == label } }

    public func double(_ label: String?) throws(ArgumentError) -> Double? {
        switch try take(label, as: .double) {
        case .double(let d)?: return d
        case .int(let i)?: return Double(i)
        case .none?, nil: return nil
        default: throw ArgumentError("\(callee): '\(label ?? "_")' must be a number", at: .some(label))
        }
    }

    /// A finite number, or nil when absent.
    public func finiteDouble(_ label: String?) throws(ArgumentError) -> Double? {
        guard let value = try double(label) else { return nil }
        guard value.isFinite else { throw ArgumentError("\(callee): '\(label ?? "_")' must be finite", at: .some(label)) }
        return value
    }

    /// The longest corner radius kept: `.infinity` (a capsule's corners, as SwiftUI clamps a
    /// radius to half the shorter side) becomes this, so that it still animates as a number.
    public static var largestCornerRadius: Double { 1e9 }

    /// A corner radius: a number, `.infinity` taken as `largestCornerRadius`; not NaN.
    public func cornerRadius(_ label: String?) throws(ArgumentError) -> Double? {
        guard let value = try double(label) else { return nil }
        guard !value.isNaN else {
            throw ArgumentError("\(callee): '\(label ?? "_")' must be a number, not NaN", at: .some(label))
        }
        return max(0, min(value, Self.largestCornerRadius))
    }

    public func requiredDouble(_ label: String?) throws(ArgumentError) -> Double {
        guard let value = try finiteDouble(label) else { throw missing(label) }
        return value
    }

    public func int(_ label: String?) throws(ArgumentError) -> Int? {
        switch try take(label, as: .int) {
        case .int(let i)?: return i
        case .double(let d)? where d == d.rounded() && abs(d) < 1e15: return Int(d)
        case .none?, nil: return nil
        default: throw ArgumentError("\(callee): '\(label ?? "_")' must be an Int", at: .some(label))
        }
    }

    public func bool(_ label: String?) throws(ArgumentError) -> Bool? {
        switch try take(label, as: .bool) {
        case .bool(let b)?: return b
        case .none?, nil: return nil
        default: throw ArgumentError("\(callee): '\(label ?? "_")' must be a Bool", at: .some(label))
        }
    }

    public func string(_ label: String?) throws(ArgumentError) -> String? {
        switch try take(label, as: .string) {
        case .string(let s)?: return s
        case .none?, nil: return nil
        default: throw ArgumentError("\(callee): '\(label ?? "_")' must be a String", at: .some(label))
        }
    }

    public func style(_ label: String?) throws(ArgumentError) -> StyleValue? {
        switch try take(label, as: .style) {
        case .style(let s)?: return s
        case .color(let c)?: return .color(c)
        case .none?, nil: return nil
        default:
            throw ArgumentError("\(callee): '\(label ?? "_")' must be a ShapeStyle (a colour or a gradient)", at: .some(label))
        }
    }

    public func angle(_ label: String?) throws(ArgumentError) -> Angle? {
        switch try take(label, as: .angle) {
        case .angle(let a)?: return a
        case .none?, nil: return nil
        default: throw ArgumentError("\(callee): '\(label ?? "_")' must be an Angle such as .degrees(45)", at: .some(label))
        }
    }

    public func unitPoint(_ label: String?) throws(ArgumentError) -> UnitPoint? {
        switch try take(label, as: .unitPoint) {
        case .unitPoint(let p)?: return p
        case .none?, nil: return nil
        default: throw ArgumentError("\(callee): '\(label ?? "_")' must be a UnitPoint such as .center", at: .some(label))
        }
    }

    public func alignment(_ label: String?) throws(ArgumentError) -> Alignment? {
        switch try take(label, as: .alignment) {
        case .alignment(let a)?: return a
        case .none?, nil: return nil
        default: throw ArgumentError("\(callee): '\(label ?? "_")' must be an Alignment such as .topLeading", at: .some(label))
        }
    }

    public func horizontalAlignment(_ label: String?) throws(ArgumentError) -> HorizontalAlignment? {
        switch try take(label, as: .horizontalAlignment) {
        case .horizontalAlignment(let a)?: return a
        case .none?, nil: return nil
        default: throw ArgumentError("\(callee): '\(label ?? "_")' must be .leading, .center or .trailing", at: .some(label))
        }
    }

    public func verticalAlignment(_ label: String?) throws(ArgumentError) -> VerticalAlignment? {
        switch try take(label, as: .verticalAlignment) {
        case .verticalAlignment(let a)?: return a
        case .none?, nil: return nil
        default: throw ArgumentError("\(callee): '\(label ?? "_")' must be a VerticalAlignment such as .top", at: .some(label))
        }
    }

    public func size(_ label: String?) throws(ArgumentError) -> Size? {
        switch try take(label, as: .size) {
        case .size(let s)?: return s
        case .none?, nil: return nil
        default: throw ArgumentError("\(callee): '\(label ?? "_")' must be a CGSize", at: .some(label))
        }
    }

    public func point(_ label: String?) throws(ArgumentError) -> Point? {
        switch try take(label, as: .point) {
        case .point(let p)?: return p
        case .none?, nil: return nil
        default: throw ArgumentError("\(callee): '\(label ?? "_")' must be a CGPoint", at: .some(label))
        }
    }

    /// The case name of an enumeration argument (`.fit`, `.multiply`).
    public func enumCase(_ label: String?, _ typeName: String) throws(ArgumentError) -> String? {
        switch try take(label, as: .enumeration(typeName)) {
        case .enumCase(let name, _)?: return name
        case .none?, nil: return nil
        default: throw ArgumentError("\(callee): '\(label ?? "_")' must be a \(typeName)", at: .some(label))
        }
    }

    public func missing(_ label: String?) -> ArgumentError {
        ArgumentError("\(callee) is missing " + (label.map { "'\($0):'" } ?? "an argument"))
    }
}
