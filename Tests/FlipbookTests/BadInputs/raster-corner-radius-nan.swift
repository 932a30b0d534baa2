// expect: exit 2 at 8:26 "RoundedRectangle(…): 'cornerRadius' must be a number, not NaN"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        RoundedRectangle(cornerRadius: .nan)
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
