import FlipbookModel
import FlipbookSyntax

/// A view as the scene's code builds it, before identities are assigned. `TreeExpander` turns it
/// into `ViewNode`s; only user views stay unevaluated until then, because their `@State` depends
/// on the identity they get.
indirect enum ViewValue: Sendable {
    case leaf(LeafView, span: SourceSpan)
    case stack(StackKind, content: ViewValue, span: SourceSpan)
    /// `Group { … }`: transparent; modifiers on it apply to each child.
    case group(ViewValue)
    /// The statements of a view builder: element i is in slot i.
    case block([ViewValue])
    /// The branch an `if`/`else` or `switch` took.
    case conditional(branch: Int, ViewValue)
    /// `ForEach`, evaluated: each element's id and view.
    case forEach([(key: IdentityKey, view: ViewValue)], span: SourceSpan)
    case user(UserViewValue)
    case modified(ViewValue, ModifierValue, span: SourceSpan)
}

/// A view without children.
enum LeafView: Sendable {
    case shape(ShapeKind)
    case color(RGBA)
    case text(String)
    case spacer(minLength: Double?)
    case empty
}

/// An instance of a view struct declared in the scene.
struct UserViewValue: Sendable {
    var typeName: String
    /// Values of the stored properties that are not `@State`.
    var fields: [String: Value]
    /// Initial values given to `@State` properties through the initializer.
    var stateArguments: [String: Value]
    var span: SourceSpan
}

/// A modifier call, with its arguments evaluated.
enum ModifierValue: Sendable {
    /// Frame, padding, offset, position, opacity, scale, rotation, corner radius, animation.
    case plain(ViewModifier)
    case background(ViewValue, alignment: Alignment)
    case overlay(ViewValue, alignment: Alignment)
    /// `fill(_:)` on a shape.
    case fill(RGBA)
    /// `foregroundStyle(_:)` / `foregroundColor(_:)`: inherited by the views inside.
    case foreground(RGBA)
    case font(FontSpec)
    case id(IdentityKey)
    case transition(Transition)
    case task(ClosureValue)
    case onAppear(ClosureValue)
}
