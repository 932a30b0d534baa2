// expect: exit 2 at 11:28 "Flipbook decodes JSON into structs and enums, not yet into the class 'Profile'"
// run: render --duration 1
import SwiftUI

final class Profile: Decodable {
    var name = ""
}

struct V: View {
    var body: some View {
        let profile = try? JSONDecoder().decode(Profile.self, from: Data(#"{"name": "Ada"}"#.utf8))
        Text(profile?.name ?? "none")
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
