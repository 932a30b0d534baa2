import FlipbookModel
import FlipbookVocabulary

extension Interpreter {
    /// SwiftUI constants: `Color.blue`, `Animation.easeInOut`, `AnyTransition.slide`, `Edge.leading`…
    func builtinStaticMember(_ type: String, _ name: String, at span: SourceSpan) throws(RuntimeError) -> Value? {
        switch type {
        case "Color":
            switch name {
            case "black": return .color(.black)
            case "white": return .color(.white)
            case "clear": return .color(.clear)
            default: return SystemColor.swiftUINames[name].map { .color(.system($0)) }
            }
        case "Animation":
            return animationPreset(name).map { .animation($0) }
        case "AnyTransition":
            guard let make = Registry.transitions[name] else { return nil }
            var args = CallArguments([], callee: ".\(name)", span: span)
            return .transition(try registry(&args, Env(owner: nil)) { arguments throws(ArgumentError) in try make(arguments) })
        case "Edge":
            return Edge(rawValue: name).map { .edge($0) }
        case "Edge.Set":
            return edgeSet(name).map { .edgeSet($0) }
        case "Alignment":
            return Interpreter.alignments[name].map { .alignment($0) }
        case "HorizontalAlignment":
            switch name {
            case "leading": return .horizontalAlignment(.leading)
            case "center": return .horizontalAlignment(.center)
            case "trailing": return .horizontalAlignment(.trailing)
            default: return nil
            }
        case "VerticalAlignment":
            switch name {
            case "top": return .verticalAlignment(.top)
            case "center": return .verticalAlignment(.center)
            case "bottom": return .verticalAlignment(.bottom)
            case "firstTextBaseline": return .verticalAlignment(.firstTextBaseline)
            case "lastTextBaseline": return .verticalAlignment(.lastTextBaseline)
            default: return nil
            }
        case "UnitPoint":
            return UnitPoint.named[name].map { .unitPoint($0) }
        case "Font":
            return TextStyle(rawValue: name).map { .font(FontSpec.textStyle($0)) }
        case "Font.Weight":
            return FontWeight.allCases.first { $0.name == name }.map { .fontWeight($0) }
        case "Font.Design":
            return FontDesign(rawValue: name).map { .fontDesign($0) }
        case "Angle":
            return name == "zero" ? .angle(.zero) : nil
        case "Double", "CGFloat", "Float":
            switch name {
            case "pi": return .double(.pi)
            case "infinity": return .double(.infinity)
            case "zero": return .double(0)
            default: return nil
            }
        case "Int":
            switch name {
            case "max": return .int(.max)
            case "min": return .int(.min)
            case "zero": return .int(0)
            default: return nil
            }
        case "CGSize":
            return name == "zero" ? .size(.zero) : nil
        case "CGPoint":
            return name == "zero" ? .point(.zero) : nil
        case "DispatchQueue":
            return name == "main" ? .type("DispatchQueue.main") : nil
        default:
            return builtinEnumCase(type, name)
        }
    }

    /// Animations named without arguments (SEMANTICS §1.1–1.3).
    func animationPreset(_ name: String) -> Animation? {
        switch name {
        case "default": .default
        case "linear": .linear()
        case "easeIn": .easeIn()
        case "easeOut": .easeOut()
        case "easeInOut": .easeInOut()
        // `.spring` resolves to the duration/bounce overload: response 0.5, ζ = 1 (SEMANTICS §1.3).
        case "spring", "smooth": .spring(duration: 0.5, bounce: 0)
        case "snappy": .spring(duration: 0.5, bounce: 0.15)
        case "bouncy": .spring(duration: 0.5, bounce: 0.3)
        case "interactiveSpring": .spring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25)
        case "interpolatingSpring": interpolatingSpring(duration: 0.5, bounce: 0, initialVelocity: 0)
        default: nil
        }
    }

    /// `interpolatingSpring(duration:bounce:initialVelocity:)`: k = (2π/d)², c = 2√k·ζ(b).
    func interpolatingSpring(duration: Double, bounce: Double, initialVelocity: Double) -> Animation {
        let stiffness = duration > 0 ? pow(2 * .pi / duration, 2) : 45_000
        let damping = 2 * stiffness.squareRoot() * Animation.dampingFraction(bounce: bounce)
        return .interpolatingSpring(mass: 1, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
    }

    /// SwiftUI's named alignments.
    static let alignments: [String: Alignment] = [
        "center": .center, "leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom,
        "topLeading": .topLeading, "topTrailing": .topTrailing,
        "bottomLeading": .bottomLeading, "bottomTrailing": .bottomTrailing,
    ]

    func edgeSet(_ name: String) -> [Edge]? {
        switch name {
        case "all": Edge.allCases
        case "horizontal": [.leading, .trailing]
        case "vertical": [.top, .bottom]
        default: Edge(rawValue: name).map { [$0] }
        }
    }
}

import Foundation

extension Interpreter {
    /// A case of an enum SwiftUI declares and Flipbook reads only by name.
    func builtinEnumCase(_ type: String, _ name: String) -> Value? {
        let cases: [String: Set<String>] = [
            "RoundedCornerStyle": ["circular", "continuous"],
            "ContentMode": ["fit", "fill"],
        ]
        guard cases[type]?.contains(name) == true else { return nil }
        return .builtinCase(type: type, name: name)
    }
}
