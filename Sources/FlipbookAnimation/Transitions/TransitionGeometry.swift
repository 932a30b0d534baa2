import FlipbookModel

/// The geometry of transitions (SEMANTICS §2): each phase as a vector of atom parameters, and
/// a vector turned into drawing effects about the view's frame.
enum TransitionGeometry {
    /// The atoms of `transition`, inner first.
    static func atoms(of transition: Transition) -> [TransitionAtom] {
        switch transition {
        case .identity: []
        case .opacity: [.opacity]
        case .scale(_, let anchor): [.scale(anchor: anchor)]
        case .offset: [.offset]
        case .move, .slide: [.sizeOffset]
        case .push: [.sizeOffset, .opacity]
        case .asymmetric(let insertion, let removal): atoms(of: insertion) + atoms(of: removal)
        case .combined(let first, let second): atoms(of: first) + atoms(of: second)
        case .animation(let inner, _): atoms(of: inner)
        }
    }

    /// The parameter vector of `transition` in `phase`.
    static func vector(of transition: Transition, in phase: TransitionPhase) -> [Double] {
        switch transition {
        case .identity:
            return []
        case .opacity:
            return [phase == .identity ? 1 : 0]
        case .scale(let scale, _):
            // A scale of exactly 0 cannot be inverted; SwiftUI substitutes a tiny one.
            return [phase == .identity ? 1 : (scale == 0 ? (2 * Double.leastNormalMagnitude).squareRoot() : scale)]
        case .offset(let x, let y):
            return phase == .identity ? [0, 0] : [x, y]
        case .move(let edge):
            return phase == .identity ? [0, 0] : unitOffset(edge)
        case .slide:
            switch phase {
            case .willAppear: return unitOffset(.leading)
            case .identity: return [0, 0]
            case .didDisappear: return unitOffset(.trailing)
            }
        case .push(let edge):
            switch phase {
            case .willAppear: return unitOffset(edge) + [0]
            case .identity: return [0, 0, 1]
            case .didDisappear: return unitOffset(opposite(edge)) + [0]
            }
        case .asymmetric(let insertion, let removal):
            let inPhase: TransitionPhase = phase == .willAppear ? .willAppear : .identity
            let outPhase: TransitionPhase = phase == .didDisappear ? .didDisappear : .identity
            return vector(of: insertion, in: inPhase) + vector(of: removal, in: outPhase)
        case .combined(let first, let second):
            return vector(of: first, in: phase) + vector(of: second, in: phase)
        case .animation(let inner, _):
            return vector(of: inner, in: phase)
        }
    }

    /// Whether the transition changes anything (`.identity` does not: no animation, no delay).
    static func hasMotion(_ transition: Transition) -> Bool {
        vector(of: transition, in: .willAppear) != vector(of: transition, in: .identity)
            || vector(of: transition, in: .didDisappear) != vector(of: transition, in: .identity)
    }

    /// The animation a transition carries with `.animation(_:)`, outermost first; nil if none.
    static func animationOverride(of transition: Transition) -> Animation?? {
        switch transition {
        case .animation(_, let animation): return .some(animation)
        case .asymmetric(let a, let b), .combined(let a, let b):
            if let found = animationOverride(of: a) { return found }
            return animationOverride(of: b)
        default: return nil
        }
    }

    /// Wraps `items` in the effects of `transition` at `values`, about `frame` (the view's outer frame).
    static func apply(_ transition: Transition, values: [Double], frame: Rect, to items: [DisplayItem]) -> [DisplayItem] {
        var result = items
        var offset = 0
        for atom in atoms(of: transition) {
            guard offset + atom.dimension <= values.count else { break }
            let v = Array(values[offset..<(offset + atom.dimension)])
            offset += atom.dimension
            if v == atom.identityValues { continue }
            switch atom {
            case .opacity:
                result = DisplayEffects.opacity(v[0], result)
            case .scale(let anchor):
                let pivot = frame.point(at: anchor)
                result = DisplayEffects.transform(.about(pivot, .scale(x: v[0], y: v[0])), result)
            case .offset:
                result = DisplayEffects.transform(.translation(x: v[0], y: v[1]), result)
            case .sizeOffset:
                result = DisplayEffects.transform(.translation(x: v[0] * frame.width, y: v[1] * frame.height), result)
            }
        }
        return result
    }

    /// `.move(edge:)` in units of the view's size: leading (−1, 0), trailing (1, 0)…
    static func unitOffset(_ edge: Edge) -> [Double] {
        switch edge {
        case .leading: [-1, 0]
        case .trailing: [1, 0]
        case .top: [0, -1]
        case .bottom: [0, 1]
        }
    }

    static func opposite(_ edge: Edge) -> Edge {
        switch edge {
        case .leading: .trailing
        case .trailing: .leading
        case .top: .bottom
        case .bottom: .top
        }
    }
}
