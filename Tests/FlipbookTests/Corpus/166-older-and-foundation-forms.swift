// Forms older sample code writes: Picker(selection:label:content:), TextField over a number
// with a formatter or a format style, NavigationLink(title) { destination }, a binding's
// storage set with `_text = .constant(…)`, `size.equalTo(.zero)`, a type nested in an
// extension of a SwiftUI type, and Calendar's range(of:in:for:) and dateComponents(_:from:to:).
import SwiftUI

extension Animation {
    enum Repeat: Equatable { case never, times(Int) }
}

struct Caption: View {
    @Binding var text: String
    init(fixed: String) { _text = .constant(fixed) }
    var body: some View { Text(text) }
}

struct Settings: View {
    @State private var color = 2
    @State private var amount = 1234.5
    @State private var count = 3
    var repeatMode: Animation.Repeat = .times(4)
    private let formatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        return formatter
    }()

    var summary: String {
        let start = Date(timeIntervalSinceReferenceDate: 0)
        let end = start.addingTimeInterval(125)
        let parts = Calendar.current.dateComponents([.minute, .second], from: start, to: end)
        let days = Calendar.current.range(of: .day, in: .month, for: start)!.count
        let mode = switch repeatMode {
        case .never: "never"
        case .times(let n): "\(n)×"
        }
        var isolated = ""
        MainActor.assumeIsolated { isolated = "main" }
        return "\(parts.minute!)m \(parts.second!)s, \(days) days, \(mode), \(isolated)"
    }

    var body: some View {
        NavigationStack {
            Form {
                Picker(selection: $color, label: Text("Colour")) {
                    Text("Red").tag(1)
                    Text("Blue").tag(2)
                }
                TextField("Amount", value: $amount, formatter: formatter)
                TextField("Count", value: $count, format: .number)
                NavigationLink("Details") { Text("Detail") }
                Caption(fixed: CGSize(width: 2, height: 1).equalTo(.zero) ? "empty" : "sized")
                Text(summary)
            }
        }
    }
}

#Preview(traits: .fixedLayout(width: 320, height: 400)) { Settings() }
