// A searchable list: the search field under the large title shows the prompt, then the query
// the task types ("an"), and the list filters with localizedCaseInsensitiveContains.
import SwiftUI

struct Fruits: View {
    @State private var query = ""
    let fruits = ["Apple", "Banana", "Cherry", "Date"]
    var results: [String] { query.isEmpty ? fruits : fruits.filter { $0.localizedCaseInsensitiveContains(query) } }
    var body: some View {
        NavigationStack {
            List(results, id: \.self) { Text($0) }
                .navigationTitle("Fruits")
                .searchable(text: $query, prompt: "Find a fruit")
        }
        .task {
            try? await Task.sleep(for: .seconds(0.5))
            withAnimation { query = "an" }
        }
    }
}

#Preview(traits: .fixedLayout(width: 320, height: 400)) { Fruits() }
