import FlipbookModel
import FlipbookSyntax

/// A value of the scene language at run time.
indirect enum Value: Sendable {
    case int(Int)
    case double(Double)
    case bool(Bool)
    case string(String)
    case array([Value])
    /// `lower..<upper` (a closed range is stored half-open).
    case range(lower: Int, upper: Int)
    case tuple([Value], labels: [String?])
    /// An instance of a plain data struct declared in the scene.
    case instance(Instance)
    /// A case of an enum declared in the scene.
    case enumCase(EnumCaseValue)
    case color(ColorValue)
    /// A gradient or another non-colour `ShapeStyle`.
    case style(StyleValue)
    /// A case of an enum SwiftUI declares (`.continuous`, `.fit`): the type and the case.
    case builtinCase(type: String, name: String)
    case view(ViewValue)
    case animation(Animation)
    case transition(TransitionValue)
    case closure(ClosureValue)
    case keyPath([String])
    case font(FontSpec)
    case fontWeight(FontWeight)
    case fontDesign(FontDesign)
    case alignment(Alignment)
    case horizontalAlignment(HorizontalAlignment)
    case verticalAlignment(VerticalAlignment)
    case edge(Edge)
    case edgeSet([Edge])
    case unitPoint(UnitPoint)
    case angle(Angle)
    /// A `Duration` such as `.seconds(0.6)`, in seconds.
    case duration(Double)
    /// A `DispatchTime` such as `.now() + 0.5`, in seconds of the clip.
    case dispatchTime(Double)
    /// A `UUID()`: drawn from a counter so that runs are deterministic.
    case uuid(Int)
    /// `.fixedLayout(width:height:)` of a `#Preview`'s traits.
    case fixedLayout(Size)
    /// `CGSize(width:height:)`.
    case size(Size)
    /// `CGPoint(x:y:)`.
    case point(Point)
    /// A type named in an expression (`Color`, `Double`, `Card.Side`, `Task`).
    case type(String)
    case nilValue
    case void

    /// The name of the value's type, for messages and for resolving implicit members.
    var typeName: String {
        switch self {
        case .int: "Int"
        case .double: "Double"
        case .bool: "Bool"
        case .string: "String"
        case .array: "Array"
        case .range: "Range<Int>"
        case .tuple: "tuple"
        case .instance(let i): i.typeName
        case .enumCase(let e): e.typeName
        case .color: "Color"
        case .style: "ShapeStyle"
        case .builtinCase(let type, _): type
        case .view: "some View"
        case .animation: "Animation"
        case .transition: "AnyTransition"
        case .closure: "closure"
        case .keyPath: "KeyPath"
        case .font: "Font"
        case .fontWeight: "Font.Weight"
        case .fontDesign: "Font.Design"
        case .alignment: "Alignment"
        case .horizontalAlignment: "HorizontalAlignment"
        case .verticalAlignment: "VerticalAlignment"
        case .edge: "Edge"
        case .edgeSet: "Edge.Set"
        case .unitPoint: "UnitPoint"
        case .angle: "Angle"
        case .duration: "Duration"
        case .dispatchTime: "DispatchTime"
        case .uuid: "UUID"
        case .fixedLayout: "PreviewTrait"
        case .size: "CGSize"
        case .point: "CGPoint"
        case .type(let name): "\(name).Type"
        case .nilValue: "nil"
        case .void: "Void"
        }
    }

    var asDouble: Double? {
        switch self {
        case .int(let i): Double(i)
        case .double(let d): d
        default: nil
        }
    }
}

/// An instance of a struct declared in the scene: its type and its stored properties.
struct Instance: Sendable {
    var typeName: String
    var fields: [String: Value]
    /// Field names in declaration order, for stable printing and equality.
    var order: [String]
}

/// A case of an enum declared in the scene.
struct EnumCaseValue: Sendable {
    var typeName: String
    var caseName: String
}

/// A closure with what it captured: the local variables and the `self` it was written in.
struct ClosureValue: Sendable {
    var closure: Closure
    var captured: Scope
    var owner: SelfContext?
    var span: SourceSpan
}
