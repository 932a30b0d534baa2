import FlipbookModel

/// The history of one animatable value (a vector: a frame, a colour, an opacity…): where it was
/// set, to what, and with which animation. Evaluating it at any time gives the displayed value.
public struct AnimatableTrack: Hashable, Sendable {
    public private(set) var target: [Double]

    public init(initial: [Double], at time: Double) {
        target = initial
    }

    /// Records a change of the model value at `time` (non-decreasing across calls).
    public mutating func set(_ newTarget: [Double], at time: Double, animation: Animation?) {
        target = newTarget
    }

    public func value(at time: Double) -> [Double] { target }

    /// The time from which the value stays at `target`.
    public var finishTime: Double { 0 }
}
