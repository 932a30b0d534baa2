// A PreviewProvider's `previews` is a static property: it names the type's other static
// members without `Self.` (sample data, a helper), as Xcode 14's templates and many apps do.
import SwiftUI

struct Badge: View {
    let name: String
    var body: some View { Text(name).padding(8).background(Capsule().fill(Color.yellow)) }
}

struct Badge_Previews: PreviewProvider {
    static let names = ["lion", "zebra"]
    static func shout(_ text: String) -> String { text.uppercased() }

    static var previews: some View {
        Badge(name: shout(names[1]))
            .previewLayout(.fixed(width: 160, height: 60))
    }
}
