import FlipbookModel

/// The whole clip, ready to be sampled at any time (the `animate` stage's output).
///
/// Built once from the run's transactions and their layouts; `displayList(at:)` is then a pure
/// function of time, so frames can be drawn in any order on any thread.
public struct Timeline: Sendable {
    public let canvas: Size
    let states: [TimelineState]
    let tracks: [TrackKey: AnimatableTrack]
    /// Each leaf's content cross-fades, in time order.
    let contentFades: [Identity: [ContentFade]]
    /// The transition of views that declare none (`.opacity`).
    let defaultTransition: TransitionValue
    /// Runs the scene's own shapes and effects while sampling.
    let evaluator: (any LiveEvaluating)?
    /// Pixels per point, for drawing code that works in pixels.
    let scale: Double
    /// Lays out text drawn at sample time (an `Animatable` view's label, evaluated per frame).
    let measurer: (any TextMeasuring)?
    /// Lays out a state's views again, for a frame whose texts evaluated per frame (a timer, a
    /// `TimelineView`'s label) differ from the transaction's: SwiftUI lays out every update.
    let relayout: (@Sendable (ViewTree) -> LayoutTree)?
    /// The states whose views hold a `TimelineView`'s clock (`Sampler.hasClock`).
    let clockStates: Set<Int>
    /// When the last transaction happened.
    public let lastChangeTime: Double
    /// When every animation and removal has finished (`.infinity` for endless animations).
    public let settleTime: Double

    init(
        canvas: Size, states: [TimelineState], tracks: [TrackKey: AnimatableTrack],
        contentFades: [Identity: [ContentFade]] = [:], defaultTransition: TransitionValue,
        evaluator: (any LiveEvaluating)?, scale: Double, measurer: (any TextMeasuring)? = nil,
        relayout: (@Sendable (ViewTree) -> LayoutTree)? = nil
    ) {
        self.canvas = canvas
        self.measurer = measurer
        self.relayout = relayout
        clockStates = relayout == nil ? [] : Set(states.indices.filter { Sampler.hasClock(states[$0].index) })
        self.states = states
        self.tracks = tracks
        self.contentFades = contentFades
        self.defaultTransition = defaultTransition
        self.evaluator = evaluator
        self.scale = scale
        lastChangeTime = states.last?.time ?? 0
        var settle = lastChangeTime
        for track in tracks.values { settle = max(settle, track.finishTime) }
        for state in states {
            for ghost in state.ghosts { settle = max(settle, ghost.endsAt) }
        }
        settleTime = settle
    }

    /// The transactions' times, in order.
    public var transactionTimes: [Double] { states.map(\.time) }

    /// The state shown at `time`: the last one that happened at or before it.
    func stateIndex(at time: Double) -> Int {
        var low = 0, high = states.count
        while low < high {
            let mid = (low + high) / 2
            if states[mid].time <= time { low = mid + 1 } else { high = mid }
        }
        return max(0, low - 1)
    }
}

/// The views after one transaction, and the removed views still running their transitions.
struct TimelineState: Sendable {
    var time: Double
    var tree: ViewTree
    var index: TreeIndex
    var layout: LayoutTree
    var ghosts: [Ghost]
}

/// A removed view: out of layout, drawn at its last frames until its removal transition ends.
struct Ghost: Sendable {
    var node: ViewNode
    /// The layouts of the view and everything inside it, from the last state it was in.
    var layouts: [Identity: NodeLayout]
    var parent: Identity?
    var position: Int
    var removedAt: Double
    var endsAt: Double
}
