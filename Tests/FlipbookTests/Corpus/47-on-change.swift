import SwiftUI

struct SearchField: View {
    @State private var query = ""
    @State private var resultCount = 0
    @State private var lastChange = "none"

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Query: \(query)")
            Text("\(resultCount) results")
                .foregroundColor(resultCount > 0 ? .green : .red)
            Text("Change: \(lastChange)")
                .font(.caption)
        }
        .onChange(of: query) { newValue in
            resultCount = newValue.count * 3
        }
        .onChange(of: resultCount) { oldValue, newValue in
            lastChange = "\(oldValue) → \(newValue)"
        }
        .task {
            try? await Task.sleep(for: .seconds(0.5))
            query = "swi"
            try? await Task.sleep(for: .seconds(0.5))
            query = "swiftui"
        }
    }
}

#Preview(traits: .fixedLayout(width: 220, height: 120)) {
    SearchField()
}
