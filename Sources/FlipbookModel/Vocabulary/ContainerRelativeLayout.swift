/// A layout modifier whose size comes from the nearest container's (`containerRelativeFrame`):
/// the layout engine knows the container (the nearest scroll view, or the canvas) and asks for
/// the layout to use inside it.
public protocol ContainerRelativeLayout: Sendable {
    /// The layout the modifier is inside a container of `container` size; `evaluator` runs the
    /// scene's closures.
    func layout(in container: Size, evaluator: (any LiveEvaluating)?) throws(LiveError) -> any UnaryLayout
}
