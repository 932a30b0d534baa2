import Flipbook
import FlipbookModel
import Foundation
import Testing

/// Core Data in memory: what `@FetchRequest` and a context's fetches select from a container's
/// store, with the entities' classes written by the app or generated from its model.
@Suite struct CoreDataTests {
    static let stack = """
        import SwiftUI
        import CoreData
        class Chore: NSManagedObject {
            @NSManaged var title: String?
            @NSManaged var done: Bool
            @NSManaged var priority: Int16
        }
        class Note: NSManagedObject {
            @NSManaged var text: String?
        }
        struct PersistenceController {
            static var preview: PersistenceController = {
                let result = PersistenceController(inMemory: true)
                let viewContext = result.container.viewContext
                for (n, title) in ["Write", "Read", "Cook", "Rest"].enumerated() {
                    let chore = Chore(context: viewContext)
                    chore.title = title
                    chore.priority = Int16(4 - n)
                    chore.done = n == 1
                }
                Note(context: viewContext).text = "note"
                do {
                    try viewContext.save()
                } catch {
                    let nsError = error as NSError
                    fatalError("Unresolved error \\(nsError), \\(nsError.userInfo)")
                }
                return result
            }()
            let container: NSPersistentContainer
            init(inMemory: Bool = false) {
                container = NSPersistentContainer(name: "Chores")
                if inMemory {
                    container.persistentStoreDescriptions.first!.url = URL(fileURLWithPath: "/dev/null")
                }
                container.loadPersistentStores(completionHandler: { (storeDescription, error) in
                    if let error = error as NSError? { fatalError("Unresolved error \\(error), \\(error.userInfo)") }
                })
                container.viewContext.automaticallyMergesChangesFromParent = true
            }
        }

        """

    func texts(_ source: String, at time: Double = 0) throws -> [String] {
        try drawnTexts(of: try #require(try compileScene(Self.stack + source).first), at: time)
    }

    /// Xcode's template: a `@FetchRequest` sorted by a key path reads the environment's
    /// context (of one entity only), and a button's insert, animated, shows at once.
    @Test func aFetchRequestSortsTheEntitysObjectsAndSeesAnInsert() throws {
        let source = """
            struct ContentView: View {
                @Environment(\\.managedObjectContext) private var viewContext
                @FetchRequest(sortDescriptors: [NSSortDescriptor(keyPath: \\Chore.priority, ascending: true)], animation: .default)
                private var chores: FetchedResults<Chore>
                var body: some View {
                    VStack {
                        ForEach(chores) { chore in Text("\\(chore.title ?? "?") \\(chore.priority)") }
                        Button("Add") {
                            withAnimation {
                                let chore = Chore(context: viewContext)
                                chore.title = "New"
                                try? viewContext.save()
                            }
                        }
                    }
                    .task { viewContext.perform { let added = Chore(context: viewContext); added.title = "Late"; added.priority = 9 } }
                }
            }
            #Preview {
                ContentView().environment(\\.managedObjectContext, PersistenceController.preview.container.viewContext)
            }
            """
        let texts = try texts(source, at: 1)
        #expect(texts == ["Rest 1", "Cook 2", "Read 3", "Write 4", "Late 9", "Add"])
    }

    /// A predicate's format selects (`==` with `NO`, `CONTAINS[c]`, `IN`, `BETWEEN`, `%K`), the
    /// entity comes from `entity:` or the attribute's generic argument, and a fetch request made
    /// in an initializer (`_chores = FetchRequest(…)`) filters by the view's own value.
    @Test func predicatesAndTheWaysToNameTheEntitySelect() throws {
        let source = """
            struct Filtered: View {
                @FetchRequest var chores: FetchedResults<Chore>
                init(minimum: Int) {
                    _chores = FetchRequest(
                        sortDescriptors: [SortDescriptor(\\.title)], predicate: NSPredicate(format: "priority >= %d", minimum))
                }
                var body: some View { Text(chores.map { $0.title ?? "" }.joined(separator: ",")) }
            }
            struct ContentView: View {
                @FetchRequest(entity: Chore.entity(), sortDescriptors: [], predicate: NSPredicate(format: "done == NO AND title CONTAINS[c] %@", "r"))
                private var open: FetchedResults<Chore>
                @FetchRequest<Chore>(sortDescriptors: [NSSortDescriptor(key: "title", ascending: false)], predicate: NSPredicate(format: "%K IN %@", "title", ["Cook", "Rest", "Nap"]))
                private var picked
                @FetchRequest(sortDescriptors: [], predicate: NSPredicate(format: "priority BETWEEN {2, 3} OR NOT (title BEGINSWITH 'W')"))
                private var middle: FetchedResults<Chore>
                var body: some View {
                    VStack {
                        Text(open.map { $0.title ?? "" }.joined(separator: ","))
                        Text(picked.map { $0.title ?? "" }.joined(separator: ","))
                        Text(middle.map { $0.title ?? "" }.joined(separator: ","))
                        Filtered(minimum: 3)
                    }
                }
            }
            #Preview {
                ContentView().environment(\\.managedObjectContext, PersistenceController.preview.container.viewContext)
            }
            """
        #expect(try texts(source) == ["Write,Rest", "Rest,Cook", "Read,Cook,Rest", "Read,Write"])
    }

    /// `@SectionedFetchRequest`: a section for each run of objects, in the sort order, that share
    /// the identifier (`done` here), each with its `id`; also made in an initializer.
    @Test func aSectionedFetchRequestGroupsRunsOfTheSortOrder() throws {
        let source = """
            struct Grouped: View {
                @SectionedFetchRequest var sections: SectionedFetchResults<Bool, Chore>
                init() {
                    _sections = SectionedFetchRequest(sectionIdentifier: \\.done, sortDescriptors: [SortDescriptor(\\.title, order: .reverse)])
                }
                var body: some View { Text(sections.map { "\\($0.id):\\($0.count)" }.joined(separator: " ")) }
            }
            struct ContentView: View {
                @SectionedFetchRequest(sectionIdentifier: \\.done, sortDescriptors: [NSSortDescriptor(keyPath: \\Chore.done, ascending: true), NSSortDescriptor(keyPath: \\Chore.priority, ascending: true)])
                private var sections: SectionedFetchResults<Bool, Chore>
                var body: some View {
                    VStack {
                        ForEach(sections) { section in
                            Text(section.id ? "Done" : "Open")
                            ForEach(section) { chore in Text(chore.title ?? "?") }
                        }
                        Grouped()
                    }
                }
            }
            #Preview {
                ContentView().environment(\\.managedObjectContext, PersistenceController.preview.container.viewContext)
            }
            """
        let drawn = try texts(source)
        #expect(drawn == ["Open", "Rest", "Cook", "Write", "Done", "Read", "false:2 true:1 false:1"])
    }

    /// A context's own fetches and counts, with a limit; a deleted object leaves every fetch.
    @Test func aContextFetchesCountsAndDeletes() throws {
        let source = """
            struct Report: View {
                @Environment(\\.managedObjectContext) private var context
                @State private var text = ""
                var body: some View {
                    Text(text).onAppear {
                        let request: NSFetchRequest<Chore> = NSFetchRequest<Chore>(entityName: "Chore")
                        request.sortDescriptors = [NSSortDescriptor(keyPath: \\Chore.title, ascending: true)]
                        request.fetchLimit = 2
                        let first = (try? context.fetch(request)) ?? []
                        let notes = (try? context.count(for: NSFetchRequest<Note>(entityName: "Note"))) ?? -1
                        if let read = first.first(where: { $0.title == "Read" }) { context.delete(read) }
                        request.fetchLimit = 0
                        // A child context works on its parent's store.
                        let child = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
                        child.parent = context
                        child.perform { Note(context: child).text = "child" }
                        try? child.save()
                        let left = (try? context.fetch(request)) ?? []
                        let allNotes = (try? context.count(for: NSFetchRequest<Note>(entityName: "Note"))) ?? -1
                        text = first.map { $0.title ?? "" }.joined(separator: ",") + " \\(notes) " + left.map { $0.title ?? "" }.joined(separator: ",") + " \\(allNotes)"
                    }
                }
            }
            #Preview {
                Report().environment(\\.managedObjectContext, PersistenceController.preview.container.viewContext)
            }
            """
        #expect(try texts(source) == ["Cook,Read 1 Cook,Rest,Write 2"])
    }

    /// An app's `.xcdatamodeld`: Xcode's generated classes (attributes with their types and
    /// defaults, relationships whose inverse follows) are read as files of the app.
    @Test func theAppsDataModelGivesTheGeneratedClasses() throws {
        let root = try temporaryDirectory("core-data-model")
        let model = root.appendingPathComponent("App/Library.xcdatamodeld/Library.xcdatamodel")
        try FileManager.default.createDirectory(at: model, withIntermediateDirectories: true)
        try "// swift-tools-version: 6.0\n".write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try """
            <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
            <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" sourceLanguage="Swift" userDefinedModelVersionIdentifier="">
                <entity name="Shelf" representedClassName="Shelf" syncable="YES" codeGenerationType="class">
                    <attribute name="label" optional="YES" attributeType="String" defaultValueString="Fiction"/>
                    <relationship name="books" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Book" inverseName="shelf" inverseEntity="Book"/>
                </entity>
                <entity name="Book" representedClassName="Book" syncable="YES" codeGenerationType="class">
                    <attribute name="pages" optional="YES" attributeType="Integer 32" defaultValueString="100" usesScalarValueType="YES"/>
                    <attribute name="read" optional="YES" attributeType="Boolean" usesScalarValueType="YES"/>
                    <attribute name="title" optional="YES" attributeType="String"/>
                    <relationship name="shelf" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Shelf" inverseName="books" inverseEntity="Shelf"/>
                </entity>
            </model>
            """.write(to: model.appendingPathComponent("contents"), atomically: true, encoding: .utf8)
        let scene = root.appendingPathComponent("App/ContentView.swift")
        try """
            import SwiftUI
            import CoreData
            struct ContentView: View {
                @FetchRequest(sortDescriptors: [SortDescriptor(\\.label)]) private var shelves: FetchedResults<Shelf>
                var body: some View {
                    ForEach(shelves) { shelf in
                        let books = (shelf.books as? Set<Book> ?? []).sorted { $0.pages < $1.pages }
                        Text("\\(shelf.label ?? "") " + books.map { "\\($0.title ?? "") \\($0.pages) \\($0.read)" }.joined(separator: ", "))
                    }
                }
            }
            #Preview {
                let container = NSPersistentContainer(name: "Library")
                let context = container.viewContext
                let shelf = Shelf(context: context)
                let other = Shelf(context: context)
                other.label = "Poetry"
                let dune = Book(context: context)
                dune.title = "Dune"
                dune.pages = 412
                dune.shelf = shelf
                let emma = Book(context: context)
                emma.title = "Emma"
                shelf.addToBooks(emma)
                let odes = Book(context: context)
                odes.title = "Odes"
                odes.read = true
                other.books = NSSet(array: [odes])
                return ContentView().environment(\\.managedObjectContext, context)
            }
            """.write(to: scene, atomically: true, encoding: .utf8)
        let result = try runFlipbook(["dump", scene.path, "--at", "0"])
        #expect(result.status == 0, "\(result.stderr)")
        let texts = result.stdout.split(separator: "\n").compactMap { line -> String? in
            guard line.contains("text "), let start = line.firstIndex(of: "\""), let end = line.lastIndex(of: "\""), start < end
            else { return nil }
            return String(line[line.index(after: start)..<end])
        }
        #expect(texts == ["Fiction Emma 100 false, Dune 412 false", "Poetry Odes 100 true"])
    }

    /// Xcode's "Manual/None" files declare a to-many's accessors `@NSManaged func` without a
    /// body: Core Data's `addTo…` and `removeFrom…` edit the relationship.
    @Test func managedAccessorFunctionsEditTheirRelationship() throws {
        let source = """
            class Tag: NSManagedObject {
                @NSManaged var name: String?
            }
            class Card: NSManagedObject {
                @NSManaged public var tags: NSSet?
                @objc(addTagsObject:)
                @NSManaged public func addToTags(_ value: Tag)
                @objc(removeTagsObject:)
                @NSManaged public func removeFromTags(_ value: Tag)
                @objc(addTags:)
                @NSManaged public func addToTags(_ values: NSSet)
            }
            #Preview {
                let context = NSPersistentContainer(name: "Cards").viewContext
                let card = Card(context: context)
                let tags = ["a", "b", "c"].map { name in
                    let tag = Tag(context: context)
                    tag.name = name
                    return tag
                }
                card.addToTags(tags[0])
                card.addToTags(NSSet(array: [tags[1], tags[2]]))
                card.removeFromTags(tags[1])
                return Text((card.tags?.allObjects as? [Tag] ?? []).compactMap(\\.name).sorted().joined(separator: ","))
            }
            """
        #expect(try texts(source) == ["a,c"])
    }

    /// A model the Xcode project does not name (left on disk when the app moved to SwiftData),
    /// or whose class the app declares itself, gives no class: the app's own `Snippet` is the one.
    @Test func aStrayModelOrAnAppsOwnClassIsNotGenerated() throws {
        let model = """
            <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
            <model><entity name="Snippet" representedClassName="Snippet" codeGenerationType="class">
            <attribute name="title" optional="YES" attributeType="String"/></entity></model>
            """
        for withProject in [true, false] {
            let root = try temporaryDirectory("core-data-stray-\(withProject)")
            let bundle = root.appendingPathComponent("App/Old.xcdatamodeld/Old.xcdatamodel")
            try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
            try model.write(to: bundle.appendingPathComponent("contents"), atomically: true, encoding: .utf8)
            if withProject {
                let project = root.appendingPathComponent("App.xcodeproj")
                try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
                try "// !$*UTF8*$!\n{ objects = { A1 = {isa = PBXFileReference; path = Snippet.swift; }; }; }\n".write(
                    to: project.appendingPathComponent("project.pbxproj"), atomically: true, encoding: .utf8)
            } else {
                try "// swift-tools-version: 6.0\n".write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
            }
            try "import Foundation\nfinal class Snippet {\n    var title = \"own\"\n}\n".write(
                to: root.appendingPathComponent("App/Snippet.swift"), atomically: true, encoding: .utf8)
            let scene = root.appendingPathComponent("App/Scene.swift")
            try "import SwiftUI\nstruct V: View {\n    var body: some View { Text(Snippet().title) }\n}\n#Preview { V() }\n".write(
                to: scene, atomically: true, encoding: .utf8)
            let result = try runFlipbook(["dump", scene.path, "--at", "0"])
            #expect(result.status == 0, "\(withProject): \(result.stderr)")
            #expect(result.stdout.contains(#""own""#), "\(withProject): \(result.stdout)")
        }
    }

    /// Code that loads its model itself finds the compiled `Tasks.momd` Xcode makes from
    /// `Tasks.xcdatamodeld` (Apple's "Adopting SwiftData for a Core Data app").
    @Test func theCompiledModelIsABundleResource() throws {
        let root = try temporaryDirectory("core-data-momd")
        let bundle = root.appendingPathComponent("App/Tasks.xcdatamodeld/Tasks.xcdatamodel")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        try """
            <model><entity name="TaskEntity" representedClassName="TaskEntity" codeGenerationType="class">
            <attribute name="title" optional="YES" attributeType="String" defaultValueString="Walk"/></entity></model>
            """.write(to: bundle.appendingPathComponent("contents"), atomically: true, encoding: .utf8)
        try "// swift-tools-version: 6.0\n".write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let scene = root.appendingPathComponent("App/Scene.swift")
        try """
            import SwiftUI
            import CoreData
            struct V: View {
                let container: NSPersistentContainer = {
                    guard let url = Bundle.main.url(forResource: "Tasks", withExtension: "momd"),
                        let model = NSManagedObjectModel(contentsOf: url)
                    else { fatalError("Unable to find Tasks data model in the bundle.") }
                    return NSPersistentContainer(name: "Tasks", managedObjectModel: model)
                }()
                var body: some View { Text(TaskEntity(context: container.viewContext).title ?? "") }
            }
            #Preview { V() }
            """.write(to: scene, atomically: true, encoding: .utf8)
        let result = try runFlipbook(["dump", scene.path, "--at", "0"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(#""Walk""#), "\(result.stdout)")
    }

    /// Xcode 16's synchronized folders name no file in the project: a model in them is the
    /// target's, and its classes are generated.
    @Test func aModelInASynchronizedFolderGivesItsClasses() throws {
        let root = try temporaryDirectory("core-data-synchronized")
        let bundle = root.appendingPathComponent("App/Tasks.xcdatamodeld/Tasks.xcdatamodel")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        try """
            <model><entity name="TaskEntity" representedClassName="TaskEntity" codeGenerationType="class">
            <attribute name="title" optional="YES" attributeType="String" defaultValueString="Walk"/></entity></model>
            """.write(to: bundle.appendingPathComponent("contents"), atomically: true, encoding: .utf8)
        let project = root.appendingPathComponent("App.xcodeproj")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try "// !$*UTF8*$!\n{ objects = { A1 = {isa = PBXFileSystemSynchronizedRootGroup; path = App; }; }; }\n".write(
            to: project.appendingPathComponent("project.pbxproj"), atomically: true, encoding: .utf8)
        let scene = root.appendingPathComponent("App/Scene.swift")
        try """
            import SwiftUI
            import CoreData
            #Preview {
                let task = TaskEntity(context: NSPersistentContainer(name: "Tasks").viewContext)
                return Text(task.title ?? "")
            }
            """.write(to: scene, atomically: true, encoding: .utf8)
        let result = try runFlipbook(["dump", scene.path, "--at", "0"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(#""Walk""#), "\(result.stdout)")
    }

    /// A managed object and its context refer to each other: a closure that later stages call
    /// (an alignment guide's), capturing a view that holds one, is frozen with the cycle once.
    @Test func aClosureCapturingAnObjectCycleIsFrozenOnce() throws {
        let source = """
            struct Row: View {
                @ObservedObject var chore: Chore
                var body: some View {
                    Text(chore.title ?? "").alignmentGuide(.leading) { d in d.width * (chore.done ? 0 : 1) }
                }
            }
            #Preview {
                let context = PersistenceController.preview.container.viewContext
                let chores = (try? context.fetch(NSFetchRequest<Chore>(entityName: "Chore"))) ?? []
                return VStack(alignment: .leading) { ForEach(chores) { Row(chore: $0) } }
            }
            """
        #expect(try texts(source) == ["Write", "Read", "Cook", "Rest"])
    }

    /// What Xcode generates for each kind of attribute: object types optional, scalars not.
    @Test func attributesTakeXcodesTypes() {
        let model = DataModel.parse(
            """
            <model><entity name="Item" representedClassName="ItemMO" codeGenerationType="category">
            <attribute name="count" attributeType="Integer 16" usesScalarValueType="YES"/>
            <attribute name="score" attributeType="Double" usesScalarValueType="NO"/>
            <attribute name="when" attributeType="Date"/>
            <attribute name="name" attributeType="String" defaultValueString="a &quot;b&quot;"/>
            </entity><entity name="Hidden" codeGenerationType=""/></model>
            """)
        #expect(model.entities.map(\.className) == ["ItemMO", "Hidden"])
        let sources = model.generatedSources()
        #expect(sources.map(\.fileName) == ["ItemMO+CoreData.swift"])
        let text = sources.first?.text ?? ""
        #expect(!text.contains("class ItemMO:"), "a category's class is the app's own")
        for line in [
            "@NSManaged public var count: Int16 = 0", "@NSManaged public var score: NSNumber?",
            "@NSManaged public var when: Date?", #"@NSManaged public var name: String? = "a \"b\"""#,
            #"NSFetchRequest<ItemMO>(entityName: "Item")"#,
        ] {
            #expect(text.contains(line), "\(line) in \(text)")
        }
    }
}
