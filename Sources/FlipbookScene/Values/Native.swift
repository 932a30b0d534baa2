import FlipbookModel

/// A value of a type Flipbook implements natively: SwiftUI's and Foundation's value types that
/// map onto the model's types.
enum Native: @unchecked Sendable {
    case color(ColorValue)
    /// A gradient or another `ShapeStyle` that is not a plain colour.
    case style(StyleValue)
    case gradient(GradientValue)
    case animation(Animation?)
    case transition(TransitionSpec)
    case font(FontSpec)
    case fontWeight(FontWeight)
    case fontDesign(FontDesign)
    case angle(Angle)
    case unitPoint(UnitPoint)
    case alignment(Alignment)
    case horizontalAlignment(HorizontalAlignment)
    case verticalAlignment(VerticalAlignment)
    case edge(Edge)
    case edgeSet(Set<Edge>)
    case axis(Axis)
    case axisSet(Set<Axis>)
    case path(Path)
    case strokeStyle(StrokeStyle)
    case projection(ProjectionTransform)
    case affineTransform(AffineTransform)
    /// A `Duration` (`.seconds(0.5)`), in seconds.
    case duration(Double)
    /// A `DispatchTime` (`.now() + 0.5`), in seconds of the clip.
    case dispatchTime(Double)
    /// A `Date`: seconds since the reference date; `Date()` is the clip's start.
    case date(Double)
    /// A `UUID()`: numbered from a counter so runs are deterministic.
    case uuid(Int)
    /// A UUID made from its text (`UUID(uuidString:)`, decoded from JSON), in upper case.
    case uuidText(String)
    /// A `@Namespace`'s id.
    case namespaceID(Int)
    /// `.named("scroll")`: the coordinate space a `.coordinateSpace(name:)` view declares.
    case namedCoordinateSpace(String)
    /// A case of an enum SwiftUI declares that Flipbook reads by name (`.continuous`, `.fit`).
    case enumCase(type: String, name: String)
    /// `EnvironmentValues` as scene code reads and writes it (`extension EnvironmentValues`).
    case environment(SceneEnvironment)
    /// A `Timer.publish(every:…)` publisher, known by the call that made it: a view's
    /// `let timer = Timer.publish(…)` is made again at every update and stays the same publisher.
    case timerPublisher(interval: Double, site: SourceSpan)
    /// A `Timer` made by `scheduledTimer`: its registration, for `invalidate()`.
    case timer(Int)
    /// A type-erased error (`CancellationError()`, a thrown struct is just that struct).
    case error(String)
    /// A `ProposedViewSize`, `GeometryProxy` and friends pass through here.
    case proposedSize(ProposedSize)
    case geometryProxy(GeometryProxyValue)
    /// What an `alignmentGuide` closure is given: a view's size and its guides.
    case viewDimensions(ViewDimensions)
    /// A `Canvas`'s `GraphicsContext`: its drawing state, recording into a shared list.
    case graphicsContext(GraphicsContextValue)
    /// `Anchor<…>.Source` and the `Anchor` an anchor preference makes of it.
    case anchorSource(AnchorSourceValue)
    case anchor(AnchorValue)
    /// A `ShadowStyle` (`.drop(radius: 4)`), for a shape style's `.shadow(_:)`.
    case shadowStyle(StyleShadow)
    /// A `GraphicsContext.Filter` (`.blur(radius:)`, `.alphaThreshold(min:max:color:)`).
    case canvasFilter(Filter)
    /// A `GraphicsContext.ResolvedSymbol`: a view of a canvas's `symbols:`, drawn.
    case canvasSymbol(CanvasSymbol)
}

/// What `GeometryReader` gives its content.
struct GeometryProxyValue: Sendable, Equatable {
    var size: Size
    /// The reader's frame in the canvas (`frame(in: .global)`).
    var globalFrame: Rect
    /// The frames in the canvas of the named coordinate spaces around the reader.
    var namedSpaces: [String: Rect] = [:]
}

/// The environment as the interpreter keeps it: the model's values that built-in views read,
/// and the custom keys (`EnvironmentKey`, `@Entry`) and environment objects of the scene.
struct SceneEnvironment: @unchecked Sendable {
    var values: EnvironmentValues
    var custom: [String: Value]

    init(values: EnvironmentValues = EnvironmentValues(), custom: [String: Value] = [:]) {
        self.values = values
        self.custom = custom
    }
}
