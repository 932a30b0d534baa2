// A DateFormatter given a locale identifier that starts outside ASCII ("ü", "🧪"): Foundation on
// Linux trapped on it (found by the fuzzer); no locale has such a name, so the date is written
// as an unknown locale writes it, the root locale's way, and the render goes on.
import SwiftUI

struct Stamp: View {
    var text: String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "🧪")
        formatter.dateFormat = "yyyy-MM-dd"
        let other = DateFormatter()
        other.locale = Locale(identifier: "ü_DE")
        other.dateStyle = .medium
        return formatter.string(from: Date()) + " / " + other.string(from: Date())
    }
    var body: some View { Text(text) }
}

#Preview(traits: .fixedLayout(width: 260, height: 40)) { Stamp() }
