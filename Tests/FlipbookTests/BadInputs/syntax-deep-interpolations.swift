// expect: exit 2 at 8:62 "string interpolations nested too deeply (more than 16 levels)"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\("\("\("\("\("\("\("\("\("\("\("\("\("\("\("\("\("\("\("\("\("x")")")")")")")")")")")")")")")")")")")")")")
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
