// Closures that return their view after statements (`-> Color in … return`) give a
// container's content as a view alone, not as a builder's block. The view sits below the
// container, with an identity of its own: taking the container's, it shared its layout, and a
// zero-height reader in a scroll view's overlay crashed the sampler (found on public code).
import SwiftUI

struct Offsets: View {
    var body: some View {
        ScrollView {
            Text("hello")
                .overlay(
                    GeometryReader { proxy -> Color in
                        let width = proxy.size.width
                        return width > 0 ? Color.clear : Color.red
                    }
                    .frame(width: 300, height: 0),
                    alignment: .top
                )
            HStack(content: {
                let word = "returned"
                return Text(word).padding(4).border(Color.green)
            })
        }
    }
}

#Preview(traits: .fixedLayout(width: 320, height: 100)) { Offsets() }
