// expect: exit 2 at 7:33 "type 'Color' has no member 'brandBlue' (if it is an asset catalogue's colour, a scene has none: declare it in an extension of Color"
// run: render --duration 1
// Xcode 15 generates Color.brandBlue from an asset catalogue; a scene file has no catalogue.
import SwiftUI

struct V: View {
    var body: some View { Color.brandBlue }
}
#Preview { V() }
