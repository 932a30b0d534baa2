/// A built-in transition: its effect in each phase, as modifiers whose animatable data the
/// animate stage interpolates between phases (SwiftUI's model of transitions).
public protocol TransitionKind: Hashable, Sendable, CustomStringConvertible {
    /// The modifiers applied to the view in `phase`: the same kinds in every phase, so their
    /// data interpolates. `.identity` applies none.
    func modifiers(in phase: TransitionPhase) -> [AnyViewModifier]
}

/// A built-in transition of any kind, compared and hashed by value.
public struct AnyTransitionKind: Hashable, Sendable, CustomStringConvertible {
    public var base: any TransitionKind

    public init(_ base: some TransitionKind) { self.base = base }

    public static func == (lhs: AnyTransitionKind, rhs: AnyTransitionKind) -> Bool {
        AnyHashable(lhs.base) == AnyHashable(rhs.base)
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(AnyHashable(base)) }

    public var description: String { base.description }
}

/// A transition as a view carries it (`AnyTransition`).
public indirect enum TransitionValue: Hashable, Sendable, CustomStringConvertible {
    case kind(AnyTransitionKind)
    case asymmetric(insertion: TransitionValue, removal: TransitionValue)
    /// `first.combined(with: second)`: both see the same phase; `first` applies inside.
    case combined(TransitionValue, TransitionValue)
    /// `transition.animation(_:)`: overrides the transaction's animation for this transition.
    case animation(TransitionValue, Animation?)
    /// `.modifier(active:identity:)` and the `Transition` protocol: the modifiers the scene's
    /// code applies in each phase.
    case custom(CustomTransition)

    /// The modifiers applied in `phase`, inner first. Every phase gives the same kinds in the
    /// same order, so a phase change interpolates one vector.
    public func modifiers(in phase: TransitionPhase) -> [NodeModifier] {
        switch self {
        case .kind(let kind):
            return kind.base.modifiers(in: phase).map { .effect($0) }
        case .asymmetric(let insertion, let removal):
            return insertion.modifiers(in: phase == .willAppear ? .willAppear : .identity)
                + removal.modifiers(in: phase == .didDisappear ? .didDisappear : .identity)
        case .combined(let first, let second):
            return first.modifiers(in: phase) + second.modifiers(in: phase)
        case .animation(let inner, _):
            return inner.modifiers(in: phase)
        case .custom(let custom):
            switch phase {
            case .willAppear: return custom.willAppear
            case .identity: return custom.identity
            case .didDisappear: return custom.didDisappear
            }
        }
    }

    /// The animation a transition carries with `.animation(_:)`, outermost first; nil if none.
    public var animationOverride: Animation?? {
        switch self {
        case .animation(_, let animation): return .some(animation)
        case .asymmetric(let a, let b), .combined(let a, let b): return a.animationOverride ?? b.animationOverride
        case .kind, .custom: return nil
        }
    }

    public var description: String {
        switch self {
        case .kind(let k): k.description
        case .asymmetric(let i, let r): "asymmetric(insertion: \(i), removal: \(r))"
        case .combined(let a, let b): "\(a).combined(with: \(b))"
        case .animation(let t, let a): "\(t).animation(\(a.map { "\($0)" } ?? "nil"))"
        case .custom(let c): c.name
        }
    }
}

/// A transition written in the scene: the modifiers its code applies in each phase.
public struct CustomTransition: Hashable, Sendable {
    public var name: String
    public var willAppear: [NodeModifier]
    public var identity: [NodeModifier]
    public var didDisappear: [NodeModifier]

    public init(name: String, willAppear: [NodeModifier], identity: [NodeModifier], didDisappear: [NodeModifier]) {
        self.name = name
        self.willAppear = willAppear
        self.identity = identity
        self.didDisappear = didDisappear
    }
}
