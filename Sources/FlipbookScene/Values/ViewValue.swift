import FlipbookModel
import FlipbookSyntax
import FlipbookVocabulary

/// A view as the scene's code builds it, before identities are assigned. `TreeExpander` turns it
/// into `ViewNode`s; only user views stay unevaluated until then, because their `@State` depends
/// on the identity they get.
indirect enum ViewValue: Sendable {
    /// A built-in leaf (text, colour, spacer), resolved against the environment when expanded.
    case leaf(AnyLeafView, span: SourceSpan)
    /// A shape, which `fill` and `stroke` can still style.
    case shape(ShapeLeaf, span: SourceSpan)
    case container(AnyContainerLayout, content: ViewValue, span: SourceSpan)
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
    /// A built-in modifier of the view tree (`Registry.modifiers`), or an animation scope.
    case node(NodeModifier)
    /// A modifier that writes the environment of what it modifies.
    case environment(any EnvironmentModifierKind)
    /// `background`/`overlay` with a view.
    case attachment(Attachment.Kind, ViewValue, alignment: Alignment)
    case id(IdentityKey)
    case transition(TransitionValue)
    case task(ClosureValue)
    case onAppear(ClosureValue)
}
