/// The type an expression is expected to have, used to resolve implicit members (`.blue`,
/// `.easeInOut(duration:)`, `.trailing`) and integer literals that Swift would type as Double.
indirect enum TypeHint: Sendable, Equatable {
    case any
    case int, double, bool, string
    case color
    /// A `ShapeStyle` or a `View` (the argument of `background(_:)`, `overlay(_:)`).
    case styleOrView
    case view
    case animation, transition
    case edge, edgeSet
    case alignment, horizontalAlignment, verticalAlignment, unitPoint
    case font, fontWeight, fontDesign
    case angle, duration, dispatchTime
    case previewTrait
    /// An enum SwiftUI declares, by name (`RoundedCornerStyle`).
    case builtinEnum(String)
    /// A struct or enum declared in the scene (full dotted name).
    case named(String)
    case array(TypeHint)

    /// The hint a written type stands for; `resolve` maps a scene type name to its full name.
    static func from(typeText raw: String, resolve: (String) -> String?) -> TypeHint {
        var text = raw.trimmingCharacters(in: .whitespaces)
        if text.hasSuffix("?") { text.removeLast() }
        if text.hasPrefix("[") && text.hasSuffix("]") {
            return .array(from(typeText: String(text.dropFirst().dropLast()), resolve: resolve))
        }
        switch text {
        case "Int": return .int
        case "Double", "CGFloat", "Float", "TimeInterval": return .double
        case "Bool": return .bool
        case "String": return .string
        case "Color": return .color
        case "Animation": return .animation
        case "AnyTransition": return .transition
        case "Edge": return .edge
        case "Edge.Set": return .edgeSet
        case "Alignment": return .alignment
        case "HorizontalAlignment": return .horizontalAlignment
        case "VerticalAlignment": return .verticalAlignment
        case "UnitPoint": return .unitPoint
        case "Font": return .font
        case "Font.Weight": return .fontWeight
        case "Angle": return .angle
        case "Duration": return .duration
        default:
            if text.hasPrefix("some ") || text.hasPrefix("any ") { return .view }
            if let full = resolve(text) { return .named(full) }
            return .any
        }
    }
}

import Foundation
