// expect: exit 2 "--tap must look like 1.5:Next or 1.5:200,150, got '-1:Go'"
// run: render --duration 1 --tap=-1:Go
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
