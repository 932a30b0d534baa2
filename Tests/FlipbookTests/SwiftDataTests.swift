import Flipbook
import FlipbookModel
import Testing

/// SwiftData in memory: what `@Query` and `ModelContext` select from a container's store.
@Suite struct SwiftDataTests {
    static let models = """
        import SwiftUI
        import SwiftData
        @Model final class Fruit {
            var name: String
            var weight: Int
            init(name: String, weight: Int) { self.name = name; self.weight = weight }
        }
        @Model final class Crate {
            var label: String
            var fruits: [Fruit] = []
            init(label: String) { self.label = label }
        }

        """

    func texts(_ source: String, at time: Double = 0) throws -> [String] {
        try drawnTexts(of: try #require(try compileScene(Self.models + source).first), at: time)
    }

    @Test func aQuerySortsAndFiltersOneModelType() throws {
        let texts = try texts(
            """
            struct Shelf: View {
                @Query(filter: #Predicate<Fruit> { $0.weight > 10 }, sort: \\Fruit.weight, order: .reverse) var fruits: [Fruit]
                var body: some View { VStack { ForEach(fruits) { Text($0.name) } } }
            }
            #Preview {
                let container = try! ModelContainer(for: Fruit.self, Crate.self)
                for (name, weight) in [("Fig", 40), ("Grape", 5), ("Melon", 900)] {
                    container.mainContext.insert(Fruit(name: name, weight: weight))
                }
                container.mainContext.insert(Crate(label: "Crate"))
                return Shelf().modelContainer(container)
            }
            """)
        #expect(texts == ["Melon", "Fig"])
    }

    /// A model's `persistentModelID` is its identity: equal for the same model, in a predicate too.
    @Test func aPersistentModelIDIdentifiesItsModel() throws {
        let texts = try texts(
            """
            struct Picked: View {
                @Query var fruits: [Fruit]
                init(fruit: Fruit) {
                    let id = fruit.persistentModelID
                    _fruits = Query(filter: #Predicate<Fruit> { $0.persistentModelID == id })
                }
                var body: some View { Text(fruits.map(\\.name).joined(separator: ",")) }
            }
            #Preview {
                let container = try! ModelContainer(for: Fruit.self, Crate.self)
                let fig = Fruit(name: "Fig", weight: 40)
                let kiwi = Fruit(name: "Kiwi", weight: 9)
                container.mainContext.insert(fig)
                container.mainContext.insert(kiwi)
                let same = Set([fig.persistentModelID, fig.persistentModelID, kiwi.persistentModelID]).count
                return VStack { Picked(fruit: kiwi); Text("\\(same)") }.modelContainer(container)
            }
            """)
        #expect(texts == ["Kiwi", "2"])
    }

    @Test func aFetchTakesItsTypeFromTheDescriptorOrTheResultAndDeletesSelectively() throws {
        let texts = try texts(
            """
            struct Report: View {
                @Environment(\\.modelContext) var context
                @State private var text = ""
                var body: some View {
                    Text(text).onAppear {
                        let crate = Crate(label: "A")
                        crate.fruits = [Fruit(name: "Kiwi", weight: 3), Fruit(name: "Pear", weight: 20)]
                        context.insert(crate)
                        let fruits: [Fruit] = (try? context.fetch(FetchDescriptor(sortBy: [SortDescriptor(\\.name)]))) ?? []
                        let crates = (try? context.fetchCount(FetchDescriptor<Crate>())) ?? -1
                        try? context.delete(model: Fruit.self, where: #Predicate { $0.weight < 10 })
                        let left: [Fruit] = (try? context.fetch(FetchDescriptor())) ?? []
                        text = "\\(fruits.map(\\.name)) \\(crates) \\(left.map(\\.name))"
                    }
                }
            }
            #Preview { Report().modelContainer(for: [Fruit.self, Crate.self], inMemory: true) }
            """)
        // The crate's fruits came in with it; the delete leaves the crate's other fruit.
        #expect(texts == [#"["Kiwi", "Pear"] 1 ["Pear"]"#])
    }

    @Test func aPreviewModifierSharesItsContainer() throws {
        let texts = try texts(
            """
            struct Names: View {
                @Query(sort: [SortDescriptor(\\Fruit.name, order: .reverse)]) var fruits: [Fruit]
                var body: some View { VStack { ForEach(fruits) { Text($0.name) } } }
            }
            struct SampleData: PreviewModifier {
                static func makeSharedContext() throws -> ModelContainer {
                    let container = try ModelContainer(for: Fruit.self, configurations: .init(isStoredInMemoryOnly: true))
                    container.mainContext.insert(Fruit(name: "Apple", weight: 1))
                    container.mainContext.insert(Fruit(name: "Lime", weight: 1))
                    return container
                }
                func body(content: Content, context: ModelContainer) -> some View { content.modelContainer(context) }
            }
            #Preview(traits: .modifier(SampleData())) { Names() }
            """)
        #expect(texts == ["Lime", "Apple"])
    }

    @Test func anInsertInAViewEvaluatesTheQueryAgain() throws {
        let source = """
            struct Basket: View {
                @Environment(\\.modelContext) var context
                @Query(sort: \\Fruit.name) var fruits: [Fruit]
                var body: some View {
                    VStack { ForEach(fruits) { Text($0.name) } }
                        .task {
                            context.insert(Fruit(name: "Plum", weight: 1))
                            try? await Task.sleep(for: .seconds(0.5))
                            context.insert(Fruit(name: "Date", weight: 1))
                            context.delete(fruits[0])
                        }
                }
            }
            #Preview { Basket().modelContainer(for: Fruit.self) }
            """
        #expect(try texts(source, at: 0.25) == ["Plum"])
        // `fruits[0]` was read before the insert, so the plum is the one deleted.
        #expect(try texts(source, at: 1) == ["Date"])
    }
}
