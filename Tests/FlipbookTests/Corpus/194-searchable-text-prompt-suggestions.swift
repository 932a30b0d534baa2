// `.searchable` with a `Text` prompt and suggestions: the field shows the prompt under the large
// title; suggestions show only while the field is edited, which a render at rest never is.
import SwiftUI
struct V: View {
    @State private var text = ""
    var body: some View {
        NavigationStack {
            List { Text("Apple"); Text("Banana") }
                .navigationTitle("Fruit")
                .searchable(text: $text, prompt: Text("Find a fruit")) {
                    Text("Apple").searchCompletion("Apple")
                }
        }
    }
}
#Preview { V() }
