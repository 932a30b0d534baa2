import FlipbookModel
import FlipbookSyntax
import FlipbookVocabulary

/// A view as scene code builds it, before identities are assigned. The expansion turns it into
/// `ViewNode`s; user views stay unevaluated until then, because their `@State` depends on the
/// identity they get.
indirect enum ViewValue: @unchecked Sendable {
    /// A built-in leaf (colour, spacer, divider, symbol…), resolved against the environment
    /// when expanded.
    case leaf(AnyLeafView, span: SourceSpan)
    /// `Text`: its runs, which `Text` methods and `+` still change.
    case text([TextLeaf.RunSpec], span: SourceSpan)
    /// A shape, which `fill`, `stroke` and shape methods still change.
    case shape(ShapeLeaf, span: SourceSpan)
    case container(AnyContainerLayout, content: ViewValue, span: SourceSpan)
    /// `Group { … }`: transparent; modifiers on it apply to each child.
    case group(ViewValue)
    /// The statements of a view builder: element i is in slot i.
    case block([ViewValue])
    /// The branch an `if`/`else` or `switch` took (`if` without `else` that did not hold is
    /// branch 1 with an empty block).
    case conditional(branch: Int, ViewValue)
    /// `ForEach`, evaluated: each element's id and view.
    case forEach([(key: IdentityKey, view: ViewValue)], span: SourceSpan)
    /// An instance of a view struct of the scene.
    case user(Instance, span: SourceSpan)
    /// `AnyView(view)`: the erased view's type is part of its identity.
    case erased(typeName: String, ViewValue)
    case modified(ViewValue, ModifierValue, span: SourceSpan)
    /// `content` inside a `ViewModifier`'s or a `Transition`'s body: the view being modified.
    case content
    /// `GeometryReader { proxy in … }`: its content depends on the size layout gives it.
    case geometryReader(Function, span: SourceSpan)
    /// `List { rows }`: its rows, laid out in the environment's list style when expanded.
    case list(ViewValue, span: SourceSpan)
    /// `Section`: its header, rows and footer; in a `List`, a section of its own, elsewhere the
    /// three one after the other.
    case section(header: ViewValue?, content: ViewValue, footer: ViewValue?, span: SourceSpan)
    /// `Label`: its title and icon, drawn in the environment's label style when expanded.
    case label(title: ViewValue, icon: ViewValue, span: SourceSpan)
    /// `Button`: its label and action, drawn in the environment's button style when expanded.
    case button(ButtonValue)
    /// Views already expanded, with their preferences: a presentation host's presenting views,
    /// expanded first to find what they present.
    case expanded([ViewNode], Preferences)
    case empty

    static let emptyBlock = ViewValue.block([])
}

/// A modifier applied to a view value, with its arguments evaluated.
enum ModifierValue: @unchecked Sendable {
    /// A built-in modifier of the view tree (`Registry.modifiers`), or an animation scope.
    case node(NodeModifier)
    /// A modifier that writes the environment of what it modifies.
    case environment(any EnvironmentModifierKind)
    /// `.environment(\.key, value)`, `.environmentObject(object)` for the scene's own keys.
    case customEnvironment(key: String, value: Value)
    case trait(any TraitModifierKind)
    case attachment(Attachment.Kind, ViewValue, alignment: Alignment)
    /// `overlayPreferenceValue(Key.self) { value in … }` / `backgroundPreferenceValue`: an
    /// attachment made from the preference the modified view's content sets.
    case preferenceAttachment(Attachment.Kind, key: String, transform: Function, alignment: Alignment)
    case id(HashKey)
    /// `.tag(value)`: read by a `Picker`; changes nothing where the view is drawn.
    case tag(Value)
    /// `.tabItem { label }`: read by a `TabView`; changes nothing where the view is drawn.
    case tabItem(ViewValue)
    /// `.listRowBackground`, `.listRowSeparator`, `.listRowInsets`: read by the `List` the view
    /// is a row of; change nothing elsewhere.
    case listRow(ListRowOption)
    /// `.visualEffect { content, proxy in … }`: effects computed from the view's own frame.
    case visualEffect(Function)
    /// `.coordinateSpace(name:)`: a space the `GeometryReader`s inside can measure in.
    case coordinateSpace(String)
    /// `.scrollTransition { content, phase in … }`: effects by where the view is in its scroll view.
    case scrollTransition(Function, axis: Axis?)
    case transition(TransitionSpec)
    /// A `ViewModifier` of the scene (`.modifier(M())`), with its own body and state.
    case user(Instance)
    /// `.task`, `.onAppear`, `.onChange`… and the preference modifiers: code that runs at
    /// moments of the view's life.
    case effect(EffectSpec)
    /// A presented `.sheet` or `.fullScreenCover`: what the presentation host draws over the
    /// screen.
    case presentation(PresentationRequest)
    /// The preview's root, with the screen it is drawn in when it presents a sheet.
    case presentationHost
    /// The environment where a presented view was presented from, which it sees wherever
    /// it is drawn.
    case environmentSnapshot(SceneEnvironment)
}

/// A transition as scene code builds it: built-in ones resolve to the model at once; those
/// made of the scene's modifiers are evaluated where the view is expanded.
indirect enum TransitionSpec: @unchecked Sendable {
    case model(TransitionValue)
    case asymmetric(insertion: TransitionSpec, removal: TransitionSpec)
    case combined(TransitionSpec, TransitionSpec)
    case animation(TransitionSpec, Animation?)
    /// `.modifier(active:identity:)`.
    case modifier(active: Value, identity: Value, span: SourceSpan)
    /// A value of a type conforming to `Transition` (`body(content:phase:)`).
    case custom(Instance, span: SourceSpan)
}

/// Code a modifier attaches to the view's life.
struct EffectSpec: @unchecked Sendable {
    enum Kind {
        case task(id: HashKey?)
        case onAppear
        case onDisappear
        /// `onChange(of:initial:)`: the watched value.
        case onChange(HashKey, value: Value, initial: Bool)
        /// `onReceive(publisher)`.
        case onReceive(Value)
        /// `onPreferenceChange(Key.self)`.
        case onPreferenceChange(key: String)
        /// `preference(key:value:)` and `transformPreference`.
        case preference(key: String, value: Value)
        case transformPreference(key: String)
        /// `anchorPreference(key:value:transform:)`: the transform is the spec's action; with
        /// `transforms`, `transformAnchorPreference`'s, which changes the value in place.
        case anchorPreference(key: String, source: AnchorSourceValue, transforms: Bool)
        /// `onTapGesture`, a `Button`'s action: what a scripted tap runs.
        case tap(label: String?)
        /// `gesture(DragGesture()…)`: what a scripted drag drives.
        case drag(Instance)
    }

    var kind: Kind
    var action: Function?
    var span: SourceSpan
}

/// How a row of a `List` asks to be drawn.
enum ListRowOption: @unchecked Sendable {
    /// `listRowBackground(view)`: the row's background in place of the section's (nil: the
    /// section's).
    case background(ViewValue?)
    /// `listRowSeparator(.hidden)` / `.visible`.
    case separator(visible: Bool)
    /// `listRowInsets(insets)`: the row's padding in place of the list's (nil: the default).
    case insets(EdgeInsets?)
    /// `listRowSeparatorTint(color)`: the row's separator in that colour (nil: the default).
    case separatorTint(StyleValue?)
    /// `onDelete` / `onMove` on the row's `ForEach`: in edit mode, the row's delete control
    /// and reorder grip.
    case editing(deletes: Bool, moves: Bool)
}
