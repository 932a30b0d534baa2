// iOS 17's shape shorthands where a shape is expected (.rect(cornerRadius:), .capsule,
// .circle, .rect(topLeadingRadius:)), and an attribute written with a space before its
// arguments (`@Environment (\.colorScheme)`), which Swift 5 mode accepts with a warning.
import SwiftUI

struct Badges: View {
    @Environment (\.colorScheme) private var colorScheme
    @State private var wide = false

    var body: some View {
        VStack(spacing: 12) {
            Text(colorScheme == .dark ? "Dark" : "Light")
                .padding(.horizontal, wide ? 40 : 12)
                .padding(.vertical, 6)
                .background(.yellow, in: .capsule)
            Color.red
                .frame(width: 80, height: 50)
                .clipShape(.rect(cornerRadius: 18))
            Text("Tab")
                .padding()
                .background(.mint, in: .rect(topLeadingRadius: 12, topTrailingRadius: 12))
            Color.blue
                .frame(width: 40, height: 40)
                .clipShape(.circle)
        }
        .task {
            try? await Task.sleep(for: .seconds(0.3))
            withAnimation(.snappy) { wide = true }
        }
    }
}

#Preview(traits: .fixedLayout(width: 240, height: 260)) {
    Badges()
}
