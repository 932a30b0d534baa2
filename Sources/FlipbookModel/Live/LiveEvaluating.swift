/// A value of the scene's own code that the later stages call back into: a custom `Shape`, an
/// `Animatable` modifier, a `GeometryEffect`, an alignment guide closure, a custom `Layout`.
///
/// It names a frozen snapshot the interpreter keeps: two handles are equal when they name the
/// same type with the same captured values, so equal view trees compare equal across states.
public struct LiveHandle: Hashable, Sendable, CustomStringConvertible {
    /// The scene type (or closure) that runs.
    public let typeName: String
    /// The snapshot's canonical text: its type and captured values.
    public let fingerprint: String

    public init(typeName: String, fingerprint: String) {
        self.typeName = typeName
        self.fingerprint = fingerprint
    }

    public var description: String { typeName }
}

/// Runs scene code for the layout and sample stages (DESIGN: "user code at sample time").
///
/// Implemented by the interpreter over an immutable snapshot of the program and of the values
/// each handle captured. It may be called from several threads at once and never changes
/// state, so a frame stays a pure function of (scene, t).
public protocol LiveEvaluating: Sendable {
    /// A custom shape's `path(in:)` with its `animatableData` set to `animatableData`.
    func path(of shape: LiveHandle, animatableData: [Double], in rect: Rect) throws(LiveError) -> Path
    /// A `GeometryEffect`'s `effectValue(size:)` with its `animatableData` set.
    func effect(of effect: LiveHandle, animatableData: [Double], size: Size) throws(LiveError) -> ProjectionTransform
    /// An `Animatable` view modifier's body with its `animatableData` set, as the modifiers it
    /// applies to its content (built-in modifiers only; their structure matches the body the
    /// view tree was evaluated with).
    func modifiers(of modifier: LiveHandle, animatableData: [Double]) throws(LiveError) -> [NodeModifier]
    /// An `Animatable` view's body with its `animatableData` set, as the leaf it draws (its
    /// text or shape, resolved in its environment; a canvas already drawn at `size`); nil
    /// when the body is not one leaf.
    func content(of view: LiveHandle, animatableData: [Double], size: Size) throws(LiveError) -> AnyLeafView?
    /// An `Animatable` view's body of several views with its `animatableData` set, expanded at
    /// `identity`: each view's leaf and modifiers, by identity. Empty when the body reads
    /// geometry, which a frame cannot lay out again.
    func body(of view: LiveHandle, animatableData: [Double], at identity: Identity) throws(LiveError) -> LiveBody
    /// A `Canvas`'s renderer closure run for a canvas of `size`: what it draws, in the
    /// canvas's own coordinates, its colours resolved in `environment`; `symbols` are the views
    /// its `symbols:` declare, by their tags' text.
    func canvas(
        _ renderer: LiveHandle, size: Size, environment: EnvironmentValues, symbols: [String: CanvasSymbol]
    ) throws(LiveError) -> [DisplayItem]
    /// A `TextRenderer`'s `draw(layout:in:)` for laid-out text (`text`, at the origin of its
    /// own coordinates): what it draws there.
    func renderText(_ renderer: LiveHandle, animatableData: [Double], text: TextItem) throws(LiveError) -> [DisplayItem]
    /// An `alignmentGuide` closure's value for a view of `dimensions`.
    func alignmentGuide(_ guide: LiveHandle, dimensions: ViewDimensions) throws(LiveError) -> Double
    /// A custom `AlignmentID` type's `defaultValue(in:)` for a view of `dimensions`.
    func alignmentDefault(of type: LiveHandle, dimensions: ViewDimensions) throws(LiveError) -> Double
    /// A `containerRelativeFrame` closure's length along `axis` for a container `length` long.
    func containerLength(_ closure: LiveHandle, length: Double, axis: Axis) throws(LiveError) -> Double
    /// A scene `Layout`'s `sizeThatFits(proposal:subviews:cache:)`.
    func sizeThatFits(layout: LiveHandle, proposal: ProposedSize, subviews: LayoutSubviews) throws(LiveError) -> Size
    /// A scene `Layout`'s `placeSubviews(in:proposal:subviews:cache:)`: one placement per
    /// subview (where it did not place one, the centre of `bounds`).
    func placeSubviews(
        layout: LiveHandle, in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews
    ) throws(LiveError) -> [SubviewPlacement]
}

/// A runtime error in scene code run by the live evaluator, located in the scene.
public struct LiveError: Error, Hashable, Sendable {
    public var message: String
    public var span: SourceSpan?

    public init(_ message: String, span: SourceSpan?) {
        self.message = message
        self.span = span
    }

    public var diagnostic: Diagnostic { .error(message, at: span) }
}

/// An `Animatable` view's body as a frame evaluates it: its views by identity, and the
/// evaluator that runs the scene values they hold (a custom shape's path, a geometry effect
/// made by this evaluation of the body).
public struct LiveBody: Sendable {
    public var views: [Identity: LiveNodeBody]
    public var evaluator: (any LiveEvaluating)?

    public init(views: [Identity: LiveNodeBody], evaluator: (any LiveEvaluating)?) {
        self.views = views
        self.evaluator = evaluator
    }
}

/// One view of an `Animatable` view's body as a frame evaluates it: what the sample stage draws
/// in place of what the transaction laid out (the structure and frames stay the transaction's).
public struct LiveNodeBody: Sendable {
    public var leaf: AnyLeafView?
    public var modifiers: [NodeModifier]

    public init(leaf: AnyLeafView?, modifiers: [NodeModifier]) {
        self.leaf = leaf
        self.modifiers = modifiers
    }
}
