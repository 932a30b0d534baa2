import FlipbookModel

/// What the run stage needs from outside: the clip's limits, the canvas, the layout and
/// animation rules of the later stages (it does not import them), and the scripted taps.
struct RunOptions: @unchecked Sendable {
    /// The clip's end; nil runs until nothing more is scheduled (or the horizon).
    var timeLimit: Double?
    var canvas: Size
    var scale: Double
    var colorScheme: ColorScheme
    /// Lays out a tree (for `GeometryReader` sizes and taps by point).
    var layout: ((ViewTree) -> LayoutTree)?
    /// How long an animation runs (for `withAnimation`'s completion).
    var animationDuration: @Sendable (Animation) -> Double
    var taps: [ScriptedTap]
}

/// A tap the scene or the command line scripts: at a time, on a view found by its label's
/// text or by a point of the canvas.
public struct ScriptedTap: Hashable, Sendable, CustomStringConvertible {
    public enum Target: Hashable, Sendable {
        case label(String)
        case point(Point)
    }

    public var time: Double
    public var target: Target
    /// Where the tap is written in the scene (a `// flipbook: tap` comment).
    public var span: SourceSpan?

    public init(time: Double, target: Target, span: SourceSpan? = nil) {
        self.time = time
        self.target = target
        self.span = span
    }

    public var description: String {
        switch target {
        case .label(let text): "\"\(text)\""
        case .point(let p): "at \(p)"
        }
    }
}
