import FlipbookModel

/// A `Binding`: somewhere a value can be read and written from elsewhere.
indirect enum Binding: @unchecked Sendable {
    /// A view's `@State` (or `@AppStorage`) storage.
    case state(StateLocation)
    /// The object of an `@ObservedObject`/`@StateObject`/`@Bindable` (`$model`); its
    /// properties are reached through `projection`.
    case object(Object)
    /// A part of another binding (`$item.name`, `$items[2]`).
    case projection(Binding, BindingStep)
    /// `.constant(x)`.
    case constant(Value)
    /// `Binding(get:set:)`.
    case closures(get: Function, set: Function)
    /// `binding.animation(_:)`: writes go through a transaction with that animation.
    case animated(Binding, Animation?)
    /// A local variable (the storage of a local variable's property wrapper, `_x`).
    case variable(Variable)
}

/// One step from a binding to a part of its value.
enum BindingStep: @unchecked Sendable {
    case property(String)
    case index([Value])
}

/// Where a `@State` value lives: the identity of the view (or modifier) that declares it and
/// the property's name; `@AppStorage` values live under their key, shared by every view.
struct StateLocation: Hashable, Sendable {
    enum Owner: Hashable, Sendable {
        /// A view's storage; `generation` counts the times that identity was removed, so a view
        /// inserted again gets fresh state while old tasks still see the old.
        case view(Identity, generation: Int)
        case appStorage
    }

    var owner: Owner
    var name: String
}

/// What an instance field of a wrapped property holds.
enum PropertyWrapper: @unchecked Sendable {
    /// `@State`, `@StateObject`, `@SceneStorage`, `@FocusState`, `@GestureState`: storage owned
    /// by the view's identity, created from `initial` when the view first appears.
    case state(StateCell)
    case binding(Binding)
    /// `@Environment(\.key)` and `@EnvironmentObject`: read from the view's environment.
    case environment(EnvironmentRead)
    /// `@Namespace`: an id that lives as long as the view.
    case namespace(StateCell)
    /// `@AppStorage("key")`: storage shared by key.
    case appStorage(key: String, initial: Value)
    /// `@ObservedObject`, `@Bindable`: an object passed in.
    case observed(Value)
    /// SwiftData's `@Query` and Core Data's `@FetchRequest`: the models of the environment's
    /// context that its query selects.
    case query(QueryRead)
    /// The scene's own `@propertyWrapper`: an instance of it, read and written through its
    /// `wrappedValue`, projected through its `projectedValue`.
    case custom(Value)
}

/// What a `@Query` (or `@FetchRequest`) property reads: the prelude's `Query` (or
/// `FetchRequest`) value, the model type its property declares (`[Item]`,
/// `FetchedResults<Item>`), and, once the view has a place, where its results live.
struct QueryRead: @unchecked Sendable {
    var query: Value
    var elementType: TypeValue?
    /// The environment's context the query reads (`EnvironmentValues`' property).
    var contextKey: String
    /// The results are fetched when the view is updated, as a `DynamicProperty`'s are, and
    /// kept by the view's identity: an action reads those of the last update, even after an
    /// insert it has just made.
    var location: StateLocation?

    /// The context each fetching wrapper reads, by the wrapper's name.
    static let contextKeys = [
        "Query": "modelContext", "FetchRequest": "managedObjectContext", "SectionedFetchRequest": "managedObjectContext",
    ]
}

/// A `@State`-like property before and after its view gets a place in the tree.
struct StateCell: @unchecked Sendable {
    /// The value given through the initializer (`_x = State(initialValue:)`, or a memberwise
    /// argument); nil: the property's own initial value expression.
    var initial: Value?
    /// Where the value lives once the view has an identity.
    var location: StateLocation?
}

/// What an `@Environment` or `@EnvironmentObject` property reads.
struct EnvironmentRead: @unchecked Sendable {
    enum Key {
        case keyPath([String])
        case object(String)
        /// `@Environment(Model.self)` (Observation).
        case type(String)
    }

    var key: Key
    /// The value, once the view has an environment.
    var value: Value?
    /// The object's type when the view's environment has none: SwiftUI looks an environment
    /// object up when it is read, so the error comes then (a view that only uses it in an
    /// action is drawn).
    var missingObject: String?

    /// The type of object the read looks up (`@EnvironmentObject`, `@Environment(Model.self)`).
    var objectType: String? {
        switch key {
        case .object(let name), .type(let name): name
        case .keyPath: nil
        }
    }
}
