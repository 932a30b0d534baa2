// expect: exit 2 at 6:18 "Flipbook cannot draw '1.circle' inside a Text yet"
// run: render --duration 1
import SwiftUI

#Preview {
    Text("Step \(Image(systemName: "1.circle")) first")
}
