// expect: exit 2 at 7:33 "type 'Color' has no member 'brandBlue' (if it is an asset catalogue's colour, give the catalogue with --assets, or declare it in an extension of Color"
// run: render --duration 1
// Xcode 15 generates Color.brandBlue from an asset catalogue; none is beside this file or given.
import SwiftUI

struct V: View {
    var body: some View { Color.brandBlue }
}
#Preview { V() }
