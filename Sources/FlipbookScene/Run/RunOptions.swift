import FlipbookModel

/// What the run stage needs from outside: the clip's limits, the canvas, the layout and
/// animation rules of the later stages (it does not import them), and the scripted taps.
public struct RunOptions: Sendable {
    /// The clip's end; nil runs until nothing more is scheduled (or the horizon).
    public var timeLimit: Double?
    public var canvas: Size
    public var scale: Double
    public var colorScheme: ColorScheme
    /// Lays out a tree (for `GeometryReader` sizes and taps by point), running the scene's own
    /// shapes and guides through the evaluator.
    public var layout: (@Sendable (ViewTree, any LiveEvaluating) -> LayoutTree)?
    /// How long an animation runs until it is removed (for `withAnimation`'s completion with
    /// `.removed`).
    public var animationDuration: @Sendable (Animation) -> Double
    /// When an animation is logically complete (for `withAnimation`'s completion by default);
    /// the finish by default.
    public var logicalDuration: (@Sendable (Animation) -> Double)?
    public var taps: [ScriptedTap]
    /// Steps the whole run may take: under a minute of interpretation in the debug build
    /// (docs/limits.md).
    public var totalStepBudget = 15_000_000
    /// Steps the events of any one second of the clip may take (its actions, tasks and timers,
    /// and the evaluations after them): 1.8 s of work with a release build (the burst below),
    /// 2.5 times the most that any of 1,000 real and test previews took within a second (a
    /// loop that adds a view every millisecond stops here, docs/limits.md).
    public var stepsPerSecondBudget = 1_000_000
    /// The clip's length when a preview never settles and no duration is given.
    public static let endlessLength = 5.0
    /// Without a time limit, past `endlessLength`, a run that has taken this many steps stops
    /// looking for its end (the clip is then `endlessLength`): a scene that keeps a tree of
    /// views busy (twenty bars each changing ten times a second) is not run to the horizon
    /// (30 s) to draw five seconds of it (docs/limits.md).
    public var patienceSteps = 1_000_000
    /// Lays out text that scene code draws itself (`GraphicsContext.draw(Text(…), at:)`).
    public var measurer: (any TextMeasuring)?
    /// The asset catalogues' colours (`Color("Brand")`, `Color.brand`).
    public var assets: AssetCatalog = .empty
    /// The app's resource files (`animals.json`), by file name: where `Bundle.main` finds them.
    public var resources: [String: BundleResource] = [:]
    /// The app's strings in its development language, by key (`StringTables`).
    public var localizedStrings: [String: String] = [:]
    /// The type names the app's other files declare: a cast to one the scene has not read yet
    /// (`delegate as? AppDelegate`) names it as missing, so that its file is read.
    public var appTypeNames: Set<String> = []

    public init(
        timeLimit: Double? = nil, canvas: Size, scale: Double = 1, colorScheme: ColorScheme = .light,
        layout: (@Sendable (ViewTree, any LiveEvaluating) -> LayoutTree)? = nil,
        animationDuration: @escaping @Sendable (Animation) -> Double, taps: [ScriptedTap] = []
    ) {
        self.timeLimit = timeLimit
        self.canvas = canvas
        self.scale = scale
        self.colorScheme = colorScheme
        self.layout = layout
        self.animationDuration = animationDuration
        self.taps = taps
    }
}

/// A tap the scene or the command line scripts: at a time, on a view found by its label's
/// text or by a point of the canvas.
public struct ScriptedTap: Hashable, Sendable, CustomStringConvertible {
    public enum Target: Hashable, Sendable {
        case label(String)
        case point(Point)
    }

    /// A tap, or a drag that moves by `translation` in `duration` seconds, at a steady speed.
    public enum Gesture: Hashable, Sendable {
        case tap
        case drag(translation: Point, duration: Double)
    }

    public var time: Double
    public var target: Target
    public var gesture: Gesture
    /// Where the tap is written in the scene (a `// flipbook: tap` comment).
    public var span: SourceSpan?

    public init(time: Double, target: Target, gesture: Gesture = .tap, span: SourceSpan? = nil) {
        self.time = time
        self.target = target
        self.gesture = gesture
        self.span = span
    }

    public var description: String {
        let place =
            switch target {
            case .label(let text): "\"\(text)\""
            case .point(let p): "at \(p)"
            }
        guard case .drag(let translation, _) = gesture else { return place }
        return "\(place) by \(formatNumber(translation.x)),\(formatNumber(translation.y))"
    }
}
