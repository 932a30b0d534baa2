extension Prelude {
    /// Core Data, in memory: a container keeps its objects in one store for the run, as a
    /// preview's container whose store is `/dev/null` does, and every context of a container
    /// sees the same store (a context saves at once; a fetch sees what was inserted, as Core
    /// Data's `includesPendingChanges` does). `@FetchRequest` reads the store of the
    /// environment's `managedObjectContext` each time its view is evaluated; the store is
    /// observed, so an insert or a delete evaluates the views again, and a managed object is an
    /// `ObservableObject` whose every change does too. The entities' classes are the scene's
    /// (or those Xcode generates from the app's `.xcdatamodeld`); an entity is found by its
    /// class's name.
    static let coreDataSource = #"""
        protocol NSFetchRequestResult {}

        /// The objects of a container, in the order they were inserted.
        final class _ManagedStore: _ObservedByViews {
            var objects: [NSManagedObject] = []
            var hasChanges = false
        }

        final class NSManagedObjectID: Hashable, CustomStringConvertible {
            let _object: NSManagedObject
            init(_object: NSManagedObject) { self._object = _object }
            static func == (lhs: NSManagedObjectID, rhs: NSManagedObjectID) -> Bool { lhs._object === rhs._object }
            func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(_object)) }
            var isTemporaryID: Bool { false }
            var entity: NSEntityDescription { _object.entity }
            var description: String { "x-coredata://\(_object.entity.name ?? "")/\(ObjectIdentifier(_object))" }
            func uriRepresentation() -> URL { URL(string: description)! }
        }

        final class NSEntityDescription {
            var name: String?
            var _type: Any.Type?
            init() {}
            init(_name: String?, _type: Any.Type?) {
                name = _name
                self._type = _type
            }
            var managedObjectClassName: String! { name }
            var isAbstract = false
            static func entity(forEntityName entityName: String, in context: NSManagedObjectContext) -> NSEntityDescription? {
                NSEntityDescription(_name: entityName, _type: _typeNamed(entityName))
            }
        }

        final class NSManagedObjectModel {
            var entities: [NSEntityDescription] = []
            init() {}
            init?(contentsOf url: URL) {}
            var entitiesByName: [String: NSEntityDescription] {
                var found: [String: NSEntityDescription] = [:]
                for entity in entities { if let name = entity.name { found[name] = entity } }
                return found
            }
        }

        class NSManagedObject: ObservableObject, Hashable, NSFetchRequestResult {
            private(set) var managedObjectContext: NSManagedObjectContext? = nil
            private(set) var isDeleted = false
            init(context: NSManagedObjectContext) {
                managedObjectContext = context
                context._insert(self)
                awakeFromInsert()
            }
            init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
                managedObjectContext = context
                if let context { context._insert(self) }
                awakeFromInsert()
            }
            func awakeFromInsert() {}
            func awakeFromFetch() {}
            func willSave() {}
            func didSave() {}
            func prepareForDeletion() {}
            func willTurnIntoFault() {}
            func didTurnIntoFault() {}
            class func entity() -> NSEntityDescription { NSEntityDescription(_name: String(describing: self), _type: self) }
            class func fetchRequest() -> NSFetchRequest<NSFetchRequestResult> {
                NSFetchRequest<NSFetchRequestResult>(entityName: String(describing: self))
            }
            var entity: NSEntityDescription { NSEntityDescription(_name: String(describing: type(of: self)), _type: nil) }
            var objectID: NSManagedObjectID { NSManagedObjectID(_object: self) }
            var isInserted: Bool { managedObjectContext != nil && !isDeleted }
            var isUpdated: Bool { false }
            var hasChanges: Bool { managedObjectContext?.hasChanges ?? false }
            var hasPersistentChangedValues: Bool { false }
            var isFault: Bool { false }
            func value(forKey key: String) -> Any? { _objectProperty(self, key) }
            func setValue(_ value: Any?, forKey key: String) { _setObjectProperty(self, key, value) }
            func primitiveValue(forKey key: String) -> Any? { _objectProperty(self, key) }
            func setPrimitiveValue(_ value: Any?, forKey key: String) { _setObjectProperty(self, key, value) }
            func willChangeValue(forKey key: String) {}
            func didChangeValue(forKey key: String) {}
            func willAccessValue(forKey key: String?) {}
            func didAccessValue(forKey key: String?) {}
            func changedValues() -> [String: Any] { [:] }
            func validateForInsert() throws {}
            func validateForUpdate() throws {}
            func validateForDelete() throws {}
            func _markDeleted() { isDeleted = true }
            static func == (lhs: NSManagedObject, rhs: NSManagedObject) -> Bool { lhs === rhs }
            func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
        }

        /// `Item.fetchRequest()`, `NSFetchRequest<Item>(entityName: "Item")`: the entity is the
        /// class of that name, its subclasses' objects included, as a parent entity's fetch does.
        final class NSFetchRequest<ResultType>: NSFetchRequestResult {
            var entityName: String?
            var predicate: NSPredicate? = nil
            var sortDescriptors: [NSSortDescriptor]? = nil
            var fetchLimit = 0
            var fetchOffset = 0
            var fetchBatchSize = 0
            var returnsObjectsAsFaults = true
            var includesPendingChanges = true
            var includesSubentities = true
            var returnsDistinctResults = false
            var relationshipKeyPathsForPrefetching: [String]? = nil
            var propertiesToFetch: [Any]? = nil
            var _type: Any.Type? = nil
            /// `SortDescriptor`s given to a `@FetchRequest` (iOS 15's), kept beside Foundation's.
            var _sortDescriptors: [SortDescriptor<ResultType>] = []
            init(entityName: String) {
                self.entityName = entityName
                _type = _genericArgument("ResultType")
            }
            init() {
                entityName = nil
                _type = _genericArgument("ResultType")
            }
            var entity: NSEntityDescription? {
                get { entityName.map { NSEntityDescription(_name: $0, _type: _typeNamed($0) ?? _type) } }
                set {
                    entityName = newValue?.name
                    _type = newValue?._type ?? _type
                }
            }
            func execute() throws -> [ResultType] { [] }
        }

        enum NSFetchRequestResultType { case managedObjectResultType, managedObjectIDResultType, dictionaryResultType, countResultType }

        /// Foundation's sort descriptor: by a key path, or by a key's name.
        class NSSortDescriptor {
            let key: String?
            let ascending: Bool
            let _keyPath: AnyKeyPath?
            init(key: String?, ascending: Bool) {
                self.key = key
                self.ascending = ascending
                _keyPath = nil
            }
            init(key: String?, ascending: Bool, selector: Any?) {
                self.key = key
                self.ascending = ascending
                _keyPath = nil
            }
            init(keyPath: AnyKeyPath, ascending: Bool) {
                key = nil
                self.ascending = ascending
                _keyPath = keyPath
            }
            init(keyPath: AnyKeyPath, ascending: Bool, comparator: Any) {
                key = nil
                self.ascending = ascending
                _keyPath = keyPath
            }
            var reversedSortDescriptor: NSSortDescriptor {
                if let _keyPath { return NSSortDescriptor(keyPath: _keyPath, ascending: !ascending) }
                return NSSortDescriptor(key: key, ascending: !ascending)
            }
            func _value(_ object: Any) -> Any? {
                if let _keyPath { return object[keyPath: _keyPath] }
                return _objectProperty(object, key ?? "")
            }
            /// Negative when `lhs` comes first.
            func _order(_ lhs: Any, _ rhs: Any) -> Int {
                let a = _value(lhs)
                let b = _value(rhs)
                let sign = ascending ? 1 : -1
                if _isLess(a, b) { return -sign }
                if _isLess(b, a) { return sign }
                return 0
            }
            func compare(_ lhs: Any, to rhs: Any) -> ComparisonResult {
                let order = _order(lhs, rhs)
                return order < 0 ? .orderedAscending : (order > 0 ? .orderedDescending : .orderedSame)
            }
        }

        final class NSPersistentStoreDescription {
            var url: URL?
            var type = "SQLite"
            var configuration: String? = nil
            var shouldAddStoreAsynchronously = false
            var shouldMigrateStoreAutomatically = true
            var shouldInferMappingModelAutomatically = true
            var isReadOnly = false
            var cloudKitContainerOptions: Any? = nil
            var options: [String: Any] = [:]
            init() { url = nil }
            init(url: URL) { self.url = url }
            func setOption(_ option: Any?, forKey key: String) { options[key] = option }
        }

        let NSInMemoryStoreType = "InMemory"
        let NSSQLiteStoreType = "SQLite"
        let NSPersistentHistoryTrackingKey = "NSPersistentHistoryTrackingKey"
        let NSPersistentStoreRemoteChangeNotificationPostOptionKey = "NSPersistentStoreRemoteChangeNotificationOptionKey"
        let NSMigratePersistentStoresAutomaticallyOption = "NSMigratePersistentStoresAutomaticallyOption"
        let NSInferMappingModelAutomaticallyOption = "NSInferMappingModelAutomaticallyOption"

        /// A context's merge policy: one store here, so no conflict ever needs it.
        final class NSMergePolicy {
            let _name: String
            init(_name: String) { self._name = _name }
            static let error = NSMergePolicy(_name: "error")
            static let mergeByPropertyStoreTrump = NSMergePolicy(_name: "mergeByPropertyStoreTrump")
            static let mergeByPropertyObjectTrump = NSMergePolicy(_name: "mergeByPropertyObjectTrump")
            static let overwrite = NSMergePolicy(_name: "overwrite")
            static let rollback = NSMergePolicy(_name: "rollback")
        }
        let NSErrorMergePolicy = NSMergePolicy.error
        let NSMergeByPropertyStoreTrumpMergePolicy = NSMergePolicy.mergeByPropertyStoreTrump
        let NSMergeByPropertyObjectTrumpMergePolicy = NSMergePolicy.mergeByPropertyObjectTrump
        let NSOverwriteMergePolicy = NSMergePolicy.overwrite
        let NSRollbackMergePolicy = NSMergePolicy.rollback

        final class NSManagedObjectContext {
            enum ConcurrencyType { case mainQueueConcurrencyType, privateQueueConcurrencyType, confinementConcurrencyType }
            private let _ownStore: _ManagedStore
            /// A child context (`parent` set) works on its parent's store: what it inserts, its
            /// parent sees at once, as after the child's `save()`.
            var _store: _ManagedStore { parent?._store ?? _ownStore }
            let concurrencyType: ConcurrencyType
            var automaticallyMergesChangesFromParent = false
            var mergePolicy: Any = NSMergePolicy.error
            var name: String? = nil
            var transactionAuthor: String? = nil
            var undoManager: UndoManager? = nil
            var stalenessInterval = -1.0
            var shouldDeleteInaccessibleFaults = true
            var parent: NSManagedObjectContext? = nil
            var persistentStoreCoordinator: NSPersistentStoreCoordinator? = nil
            init(_store: _ManagedStore) {
                _ownStore = _store
                concurrencyType = .mainQueueConcurrencyType
            }
            /// A context of its own: an empty store, unless a parent's is given before use.
            init(concurrencyType: ConcurrencyType) {
                _ownStore = _ManagedStore()
                self.concurrencyType = concurrencyType
            }
            var hasChanges: Bool { _store.hasChanges }
            var registeredObjects: Set<NSManagedObject> { Set(_store.objects) }
            var insertedObjects: Set<NSManagedObject> { [] }
            var updatedObjects: Set<NSManagedObject> { [] }
            var deletedObjects: Set<NSManagedObject> { [] }

            func _insert(_ object: NSManagedObject) {
                if _store.objects.contains(where: { $0 === object }) { return }
                _store.objects.append(object)
                _store.hasChanges = true
            }
            func insert(_ object: NSManagedObject) { _insert(object) }
            func delete(_ object: NSManagedObject) {
                object.prepareForDeletion()
                _store.objects.removeAll { $0 === object }
                object._markDeleted()
                _store.hasChanges = true
            }
            func save() throws {
                for object in _store.objects { object.willSave() }
                _store.hasChanges = false
            }
            func rollback() {}
            func reset() {}
            func refreshAllObjects() {}
            func refresh(_ object: NSManagedObject, mergeChanges flag: Bool) {}
            func processPendingChanges() {}
            func perform(_ block: @escaping () -> Void) { block() }
            func performAndWait(_ block: () -> Void) { block() }
            func object(with objectID: NSManagedObjectID) -> NSManagedObject { objectID._object }
            func existingObject(with objectID: NSManagedObjectID) throws -> NSManagedObject { objectID._object }
            func registeredObject(for objectID: NSManagedObjectID) -> NSManagedObject? { objectID._object }
            func obtainPermanentIDs(for objects: [NSManagedObject]) throws {}

            /// The store's objects of the request's entity that its predicate accepts, sorted.
            func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] { _fetch(request, nil) }
            func count<T>(for request: NSFetchRequest<T>) throws -> Int { _fetch(request, nil).count }

            func _fetch<T>(_ request: NSFetchRequest<T>, _ type: Any.Type?) -> [T] {
                // The entity named, else the type the results are declared of, else the request's.
                let entity = request.entityName.flatMap { _typeNamed($0) } ?? type ?? request._type
                var found: [T] = []
                for object in _store.objects {
                    if let entity, !_isInstance(object, of: entity) { continue }
                    if let predicate = request.predicate, !predicate.evaluate(with: object) { continue }
                    found.append(object as! T)
                }
                let descriptors = request.sortDescriptors ?? []
                let swiftDescriptors = request._sortDescriptors
                if !descriptors.isEmpty || !swiftDescriptors.isEmpty {
                    found = found.sorted { a, b in
                        for descriptor in descriptors {
                            let order = descriptor._order(a, b)
                            if order != 0 { return order < 0 }
                        }
                        for descriptor in swiftDescriptors {
                            let order = descriptor._order(a, b)
                            if order != 0 { return order < 0 }
                        }
                        return false
                    }
                }
                if request.fetchOffset > 0 { found = Array(found.dropFirst(request.fetchOffset)) }
                if request.fetchLimit > 0 { found = Array(found.prefix(request.fetchLimit)) }
                return found
            }
        }

        final class NSPersistentStoreCoordinator {
            let managedObjectModel: NSManagedObjectModel
            init(managedObjectModel model: NSManagedObjectModel) { managedObjectModel = model }
        }

        /// `NSPersistentContainer(name:)`: its store lives in memory for the run, whatever URL its
        /// description names, as a preview's `/dev/null` store does; loading it never fails.
        class NSPersistentContainer {
            let name: String
            let managedObjectModel: NSManagedObjectModel
            var persistentStoreDescriptions: [NSPersistentStoreDescription]
            let persistentStoreCoordinator: NSPersistentStoreCoordinator
            let _store = _ManagedStore()
            private(set) var viewContext: NSManagedObjectContext! = nil
            convenience init(name: String) {
                self.init(name: name, managedObjectModel: NSManagedObjectModel())
            }
            init(name: String, managedObjectModel model: NSManagedObjectModel) {
                self.name = name
                managedObjectModel = model
                persistentStoreDescriptions = [
                    NSPersistentStoreDescription(url: URL(fileURLWithPath: "/Library/Application Support/\(name).sqlite"))
                ]
                persistentStoreCoordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
                viewContext = NSManagedObjectContext(_store: _store)
                viewContext.persistentStoreCoordinator = persistentStoreCoordinator
            }
            func loadPersistentStores(completionHandler block: @escaping (NSPersistentStoreDescription, Error?) -> Void) {
                for description in persistentStoreDescriptions { block(description, nil) }
            }
            func newBackgroundContext() -> NSManagedObjectContext {
                let context = NSManagedObjectContext(_store: _store)
                context.persistentStoreCoordinator = persistentStoreCoordinator
                return context
            }
            func performBackgroundTask(_ block: @escaping (NSManagedObjectContext) -> Void) { block(newBackgroundContext()) }
            class func defaultDirectoryURL() -> URL { URL(fileURLWithPath: "/Library/Application Support") }
        }

        /// The undo manager a context may have: nothing to undo in a render.
        final class UndoManager {
            init() {}
            var canUndo: Bool { false }
            var canRedo: Bool { false }
            var levelsOfUndo = 0
            func undo() {}
            func redo() {}
            func removeAllActions() {}
            func beginUndoGrouping() {}
            func endUndoGrouping() {}
        }

        /// CloudKit's container: the same store, never synced offline.
        class NSPersistentCloudKitContainer: NSPersistentContainer {
            func initializeCloudKitSchema(options: Any? = nil) throws {}
        }

        final class NSPersistentCloudKitContainerOptions {
            var databaseScope: Any? = nil
            init(containerIdentifier: String) {}
        }

        /// A to-many relationship's objects (Xcode generates `NSSet?` for them).
        typealias NSSet = Set<AnyHashable>
        typealias NSMutableSet = Set<AnyHashable>
        extension Set {
            var allObjects: [Element] { Array(self) }
        }

        /// `@FetchRequest(sortDescriptors:predicate:animation:)`: what a view's fetch request
        /// property reads, from the environment's context.
        struct FetchRequest<Fetched>: DynamicProperty {
            let _request: NSFetchRequest<Fetched>
            @Environment(\.managedObjectContext) private var _context
            init(entity: NSEntityDescription, sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {
                let request = NSFetchRequest<Fetched>(entityName: entity.name ?? "")
                request._type = entity._type
                request.sortDescriptors = sortDescriptors
                request.predicate = predicate
                _request = request
            }
            init(sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {
                let request = NSFetchRequest<Fetched>()
                request.sortDescriptors = sortDescriptors
                request.predicate = predicate
                _request = request
            }
            init(sortDescriptors: [SortDescriptor<Fetched>], predicate: NSPredicate? = nil, animation: Animation? = nil) {
                let request = NSFetchRequest<Fetched>()
                request._sortDescriptors = sortDescriptors
                request.predicate = predicate
                _request = request
            }
            init(fetchRequest: NSFetchRequest<Fetched>, animation: Animation? = nil) { _request = fetchRequest }
            init(fetchRequest: NSFetchRequest<Fetched>, transaction: Transaction) { _request = fetchRequest }
            var wrappedValue: [Fetched] { _context._fetch(_request, nil) }
            func _results(_ context: NSManagedObjectContext, _ type: Any.Type?) -> [Fetched] { context._fetch(_request, type) }
        }

        /// A fetch request's results: the objects, in order.
        typealias FetchedResults<Fetched> = [Fetched]

        /// `@SectionedFetchRequest(sectionIdentifier: \.day, sortDescriptors: […])`: a fetch request
        /// whose results come in sections, a section for each run of objects (in the sort order)
        /// that share the identifier, as Core Data makes them.
        struct SectionedFetchRequest<SectionIdentifier: Hashable, Fetched>: DynamicProperty {
            let _request: NSFetchRequest<Fetched>
            let _sectionIdentifier: KeyPath<Fetched, SectionIdentifier>
            @Environment(\.managedObjectContext) private var _context
            init(entity: NSEntityDescription, sectionIdentifier: KeyPath<Fetched, SectionIdentifier>, sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {
                let request = NSFetchRequest<Fetched>(entityName: entity.name ?? "")
                request._type = entity._type
                request.sortDescriptors = sortDescriptors
                request.predicate = predicate
                _request = request
                _sectionIdentifier = sectionIdentifier
            }
            init(sectionIdentifier: KeyPath<Fetched, SectionIdentifier>, sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {
                let request = NSFetchRequest<Fetched>()
                request.sortDescriptors = sortDescriptors
                request.predicate = predicate
                _request = request
                _sectionIdentifier = sectionIdentifier
            }
            init(sectionIdentifier: KeyPath<Fetched, SectionIdentifier>, sortDescriptors: [SortDescriptor<Fetched>], predicate: NSPredicate? = nil, animation: Animation? = nil) {
                let request = NSFetchRequest<Fetched>()
                request._sortDescriptors = sortDescriptors
                request.predicate = predicate
                _request = request
                _sectionIdentifier = sectionIdentifier
            }
            init(fetchRequest: NSFetchRequest<Fetched>, sectionIdentifier: KeyPath<Fetched, SectionIdentifier>, animation: Animation? = nil) {
                _request = fetchRequest
                _sectionIdentifier = sectionIdentifier
            }
            var wrappedValue: SectionedFetchResults<SectionIdentifier, Fetched> { _sections(_context._fetch(_request, nil)) }
            func _results(_ context: NSManagedObjectContext, _ type: Any.Type?) -> SectionedFetchResults<SectionIdentifier, Fetched> {
                _sections(context._fetch(_request, type))
            }
            private func _sections(_ objects: [Fetched]) -> SectionedFetchResults<SectionIdentifier, Fetched> {
                var sections: [SectionedFetchResults<SectionIdentifier, Fetched>.Section] = []
                for object in objects {
                    let id = object[keyPath: _sectionIdentifier]
                    if let last = sections.last, last.id == id {
                        sections[sections.count - 1]._elements.append(object)
                    } else {
                        sections.append(SectionedFetchResults<SectionIdentifier, Fetched>.Section(id: id, _elements: [object]))
                    }
                }
                return SectionedFetchResults(_elements: sections)
            }
        }

        /// A sectioned fetch request's results: its sections, each the objects that share an
        /// identifier, in order.
        struct SectionedFetchResults<SectionIdentifier: Hashable, Fetched>: RandomAccessCollection {
            var _elements: [Section]
            struct Section: Identifiable, RandomAccessCollection {
                let id: SectionIdentifier
                var _elements: [Fetched]
            }
        }

        extension NSPersistentContainer {
            /// The container a view tree's context belongs to when none is given: empty.
            static let _unattached = NSPersistentContainer(name: "")
        }

        extension EnvironmentValues {
            @Entry var managedObjectContext: NSManagedObjectContext = NSPersistentContainer._unattached.viewContext
        }
        """#
}
