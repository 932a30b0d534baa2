/// Where a view is in its transition (SwiftUI's `TransitionPhase`).
public enum TransitionPhase: Hashable, Sendable, CaseIterable {
    case willAppear, identity, didDisappear

    public var isIdentity: Bool { self == .identity }

    /// SwiftUI's `phase.value`: −1, 0, +1.
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}
