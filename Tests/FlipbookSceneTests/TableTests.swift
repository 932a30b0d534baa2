import FlipbookModel
import FlipbookScene
import Testing

/// `Table` in an iPhone's compact width: a list of its rows, each showing the first column only.
@Suite struct TableTests {
    @Test func aTableShowsItsRowsFirstColumn() throws {
        let source = """
            import SwiftUI
            struct Person: Identifiable {
                let id = UUID()
                let name: String
                let age: Int
            }
            struct People: View {
                @State private var people = [Person(name: "Ada", age: 36), Person(name: "Linus", age: 28)]
                @State private var order = [KeyPathComparator(\\Person.name)]
                @State private var selected: Person.ID?
                var body: some View {
                    VStack {
                        Table(people, selection: $selected, sortOrder: $order) {
                            TableColumn("Name") { person in Text(person.name.uppercased()) }
                            TableColumn("Age", value: \\.age, comparator: KeyPathComparator(\\Person.age)) { Text("\\($0.age)") }
                        }
                        Table(people) {
                            TableColumn("Name", value: \\.name).width(min: 80)
                            TableColumn("Age") { Text("\\($0.age)") }
                        }
                    }
                }
            }
            #Preview { People() }
            """
        let transactions = try runScene(source)
        #expect(transactions[0].tree.texts == ["ADA", "LINUS", "Ada", "Linus"])
    }
}
