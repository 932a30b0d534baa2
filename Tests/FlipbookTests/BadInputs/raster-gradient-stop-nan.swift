// expect: exit 2 at 8:13 "a gradient stop's location must be a finite number, not nan"
// run: render --duration 1
import SwiftUI

struct V: View {
    var body: some View {
        Rectangle().fill(
            LinearGradient(
                stops: [.init(color: .red, location: .nan), .init(color: .blue, location: 1)],
                startPoint: .top, endPoint: .bottom))
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
