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
    /// A `Canvas`'s renderer closure run for a canvas of `size`: what it draws, in the
    /// canvas's own coordinates, its colours resolved in `environment`; `symbols` are the views
    /// its `symbols:` declare, by their tags' text.
    func canvas(
        _ renderer: LiveHandle, size: Size, environment: EnvironmentValues, symbols: [String: CanvasSymbol]
    ) throws(LiveError) -> [DisplayItem]
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
