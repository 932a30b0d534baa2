// expect: exit 2 at 11:20 "switch must be exhaustive: add a case for .large or a 'default'"
// run: render --duration 1
import SwiftUI

enum Size { case small, medium, large }

struct V: View {
    @State private var size = Size.small
    var body: some View {
        Circle().frame(width: {
            switch size {
            case .small: 10
            case .medium: 20
            }
        }())
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
