// expect: exit 2 at 12:28 "Flipbook decodes JSON into structs, enums and classes without a superclass, not yet into 'Profile'"
// run: render --duration 1
import SwiftUI

class Record {}
final class Profile: Record, Decodable {
    var name = ""
}

struct V: View {
    var body: some View {
        let profile = try? JSONDecoder().decode(Profile.self, from: Data(#"{"name": "Ada"}"#.utf8))
        Text(profile?.name ?? "none")
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
