// `TextField(_:value:format:prompt:)` with a number format and with the app's own
// `ParseableFormatStyle`: each shows its value as the style formats it.
import SwiftUI
struct Upper: ParseableFormatStyle {
    var parseStrategy: Strategy { Strategy() }
    func format(_ value: String) -> String { value.uppercased() }
    struct Strategy: ParseStrategy {
        func parse(_ value: String) throws -> String { value }
    }
}
struct FormattedFields: View {
    @State private var amount = 12.5
    @State private var word = "hello"
    var body: some View {
        VStack {
            TextField("Amount", value: $amount, format: .number, prompt: Text("Enter"))
            TextField("", value: $word, format: Upper(), prompt: Text("Type"))
        }
    }
}
#Preview { FormattedFields() }
