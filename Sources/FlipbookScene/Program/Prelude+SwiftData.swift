extension Prelude {
    /// SwiftData, in memory: a container keeps its models in one store for the run, as a
    /// preview's `isStoredInMemoryOnly` container does, and every context of a container sees
    /// the same store (a context saves at once). `@Query` reads the store of the environment's
    /// `modelContext` each time its view is evaluated; the store is observed, so an insert or a
    /// delete evaluates the views again. `@Model` classes are scene classes, observed as
    /// `@Observable` ones are.
    static let observedByViewsSource = #"""
        /// A prelude class whose changes are changes of state, as a scene's classes are.
        protocol _ObservedByViews: AnyObject {}
        """#

    static let swiftDataSource = #"""
        protocol PersistentModel: AnyObject, Identifiable, Hashable {}

        /// A model's identity in its store: the object's, as Flipbook's store keeps each model once.
        struct PersistentIdentifier: Hashable {
            let _object: ObjectIdentifier
        }

        extension PersistentModel {
            var persistentModelID: PersistentIdentifier { PersistentIdentifier(_object: ObjectIdentifier(self)) }
        }

        struct Schema {
            let _types: [Any.Type]
            init(_ types: [Any.Type], version: Any? = nil) { _types = types }
            init(_ types: Any.Type...) { _types = types }
        }

        struct ModelConfiguration {
            var name: String
            var isStoredInMemoryOnly: Bool
            var allowsSave: Bool
            init(
                _ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true,
                groupContainer: Any? = nil, cloudKitDatabase: Any? = nil
            ) {
                self.name = name ?? "default"
                self.isStoredInMemoryOnly = isStoredInMemoryOnly
                self.allowsSave = allowsSave
            }
            init(for types: Any.Type..., isStoredInMemoryOnly: Bool = false) {
                self.name = "default"
                self.isStoredInMemoryOnly = isStoredInMemoryOnly
                self.allowsSave = true
            }
        }

        /// The models of a container, in the order they were inserted.
        final class _ModelStore: _ObservedByViews {
            var models: [AnyObject] = []
            var deleted: [AnyObject] = []

            /// The inserted models and the models they reach through their relationships, as
            /// SwiftData inserts a model's related models with it; deleted ones left out.
            var _all: [AnyObject] {
                var found: [AnyObject] = []
                var queue = models
                var index = 0
                while index < queue.count {
                    let model = queue[index]
                    index += 1
                    if found.contains(where: { $0 === model }) || deleted.contains(where: { $0 === model }) { continue }
                    found.append(model)
                    queue.append(contentsOf: _relatedModels(model))
                }
                return found
            }
        }

        final class ModelContainer {
            let schema: Schema
            let configurations: [ModelConfiguration]
            let _store = _ModelStore()
            private(set) var mainContext: ModelContext! = nil
            init(for types: Any.Type..., migrationPlan: Any? = nil, configurations: ModelConfiguration...) throws {
                schema = Schema(types)
                self.configurations = configurations
                mainContext = ModelContext(self)
            }
            init(for types: Any.Type..., migrationPlan: Any? = nil, configurations: [ModelConfiguration]) throws {
                schema = Schema(types)
                self.configurations = configurations
                mainContext = ModelContext(self)
            }
            init(for schema: Schema, migrationPlan: Any? = nil, configurations: ModelConfiguration...) throws {
                self.schema = schema
                self.configurations = configurations
                mainContext = ModelContext(self)
            }
            init(for schema: Schema, migrationPlan: Any? = nil, configurations: [ModelConfiguration]) throws {
                self.schema = schema
                self.configurations = configurations
                mainContext = ModelContext(self)
            }
            func deleteAllData() {
                _store.deleted.append(contentsOf: _store._all)
                _store.models = []
            }
        }

        /// `#Predicate<Item> { $0.isDone }`: the macro's closure, evaluated on each model.
        struct Predicate<Input> {
            let _test: (Input) -> Bool
            init(_ test: @escaping (Input) -> Bool) { _test = test }
            func evaluate(_ input: Input) throws -> Bool { _test(input) }
            static var `true`: Predicate<Input> { Predicate { _ in true } }
        }

        struct FetchDescriptor<T> {
            var predicate: Predicate<T>?
            var sortBy: [SortDescriptor<T>]
            var fetchLimit: Int?
            var fetchOffset: Int?
            var includePendingChanges = true
            var propertiesToFetch: [AnyKeyPath] = []
            var relationshipKeyPathsForPrefetching: [AnyKeyPath] = []
            var _type: Any.Type?
            init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
                self.predicate = predicate
                self.sortBy = sortBy
                _type = _genericArgument("T")
            }

            /// The models of `type` in the store that the predicate accepts, in order.
            func _results(_ store: _ModelStore, _ type: Any.Type?) -> [T] {
                var found: [T] = []
                for model in store._all {
                    if let type = type ?? _type, !_isInstance(model, of: type) { continue }
                    if let predicate, !predicate._test(model) { continue }
                    found.append(model)
                }
                if !sortBy.isEmpty {
                    found = found.sorted { a, b in
                        for descriptor in sortBy {
                            let order = descriptor._order(a, b)
                            if order != 0 { return order < 0 }
                        }
                        return false
                    }
                }
                if let fetchOffset { found = Array(found.dropFirst(fetchOffset)) }
                if let fetchLimit { found = Array(found.prefix(fetchLimit)) }
                return found
            }
        }

        final class ModelContext {
            let container: ModelContainer
            var autosaveEnabled = true
            var undoManager: Any? = nil
            init(_ container: ModelContainer) { self.container = container }
            var hasChanges: Bool { false }
            var insertedModelsArray: [AnyObject] { [] }
            var changedModelsArray: [AnyObject] { [] }
            var deletedModelsArray: [AnyObject] { [] }

            func insert(_ model: AnyObject) {
                let store = container._store
                store.deleted.removeAll { $0 === model }
                if store.models.contains(where: { $0 === model }) { return }
                store.models.append(model)
            }
            func delete(_ model: AnyObject) {
                let store = container._store
                store.models.removeAll { $0 === model }
                store.deleted.append(model)
            }
            func delete<T>(model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true) throws {
                for candidate in container._store._all where _isInstance(candidate, of: model) {
                    if predicate?._test(candidate) ?? true { delete(candidate) }
                }
            }
            func save() throws {}
            func rollback() {}
            func processPendingChanges() {}
            func transaction(block: () throws -> Void) throws { try block() }
            func fetch<T>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
                descriptor._results(container._store, _genericArgument("T"))
            }
            func fetchCount<T>(_ descriptor: FetchDescriptor<T>) throws -> Int {
                descriptor._results(container._store, nil).count
            }
            func enumerate<T>(_ descriptor: FetchDescriptor<T>, block: (T) throws -> Void) throws {
                for model in descriptor._results(container._store, nil) { try block(model) }
            }
        }

        /// `@Query(filter:sort:order:animation:)`: what a view's `@Query` property reads.
        struct Query<Element> {
            let _descriptor: FetchDescriptor<Element>
            init(_ descriptor: FetchDescriptor<Element> = FetchDescriptor(), animation: Animation? = nil) {
                _descriptor = descriptor
            }
            init(
                filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [],
                animation: Animation? = nil
            ) {
                _descriptor = FetchDescriptor(predicate: filter, sortBy: descriptors)
            }
            init(
                filter: Predicate<Element>? = nil, sort keyPath: AnyKeyPath, order: SortOrder = .forward,
                animation: Animation? = nil
            ) {
                _descriptor = FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)])
            }
            func _results(_ context: ModelContext, _ type: Any.Type?) -> [Element] {
                // `@Query var items: [Item]` with no other filter still selects only `Item`s.
                _descriptor._results(context.container._store, type)
            }
        }

        extension ModelContainer {
            /// The container a view tree gets when none is given: empty, in memory.
            static let _unattached = try! ModelContainer(for: Schema([]), configurations: [])
        }

        extension EnvironmentValues {
            @Entry var modelContext: ModelContext = ModelContainer._unattached.mainContext
        }

        /// `.modelContainer(for:inMemory:)` makes its container once, when its view appears,
        /// and keeps it while the view stays.
        struct _ModelContainerModifier: ViewModifier {
            @State private var container: ModelContainer
            init(types: [Any.Type]) {
                _container = State(initialValue: try! ModelContainer(for: Schema(types), configurations: []))
            }
            func body(content: Content) -> some View {
                content.environment(\.modelContext, container.mainContext)
            }
        }

        extension View {
            func modelContainer(_ container: ModelContainer) -> some View {
                environment(\.modelContext, container.mainContext)
            }
            func modelContainer(
                for modelType: Any.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                isUndoEnabled: Bool = false, onSetup: @escaping (Any) -> Void = { _ in }
            ) -> some View {
                modifier(_ModelContainerModifier(types: [modelType]))
            }
            func modelContainer(
                for modelTypes: [Any.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                isUndoEnabled: Bool = false, onSetup: @escaping (Any) -> Void = { _ in }
            ) -> some View {
                modifier(_ModelContainerModifier(types: modelTypes))
            }
            func modelContext(_ context: ModelContext) -> some View {
                environment(\.modelContext, context)
            }
        }
        """#
}
