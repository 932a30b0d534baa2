import FlipbookModel

/// What a `ScrollViewReader` writes for the scroll views below it once its proxy's
/// `scrollTo(_:anchor:)` ran: the view to bring into sight (nil: none asked yet).
public struct ScrollTargetModifier: EnvironmentModifierKind {
    public var target: ScrollTarget?

    public init(_ target: ScrollTarget?) { self.target = target }

    public func apply(to environment: inout EnvironmentValues) { environment.scrollTarget = target }

    public var description: String {
        target.map { "scrollTo(\($0.id)\($0.anchor.map { ", anchor: \($0)" } ?? ""))" } ?? "scrollTo(nil)"
    }
}
