// expect: exit 2 "--frames must look like 0-30,45, got ','"
// run: render --duration 1 --frames ,
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
