import FlipbookModel

extension Interpreter {
    /// SwiftUI constants: `Color.blue`, `Animation.easeInOut`, `AnyTransition.slide`, `Edge.leading`…
    func builtinStaticMember(_ type: String, _ name: String, at span: SourceSpan) throws(RuntimeError) -> Value? {
        switch type {
        case "Color":
            return NamedColors.table[name].map { .color($0) }
        case "Animation":
            return animationPreset(name).map { .animation($0) }
        case "AnyTransition":
            return transitionPreset(name).map { .transition($0) }
        case "Edge":
            return Edge(rawValue: name).map { .edge($0) }
        case "Edge.Set":
            return edgeSet(name).map { .edgeSet($0) }
        case "Alignment":
            return Alignment.named[name].map { .alignment($0) }
        case "HorizontalAlignment":
            return HorizontalAlignment(rawValue: name).map { .horizontalAlignment($0) }
        case "VerticalAlignment":
            return VerticalAlignment(rawValue: name).map { .verticalAlignment($0) }
        case "UnitPoint":
            return UnitPoint.named[name].map { .unitPoint($0) }
        case "Font":
            return FontSpec.textStyles[name].map { .font($0) }
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
            return nil
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

    func transitionPreset(_ name: String) -> Transition? {
        switch name {
        case "identity": .identity
        case "opacity": .opacity
        case "scale": .scale(1e-5, anchor: .center)
        case "slide": .slide
        default: nil
        }
    }

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
