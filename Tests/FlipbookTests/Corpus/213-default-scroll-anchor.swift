// .defaultScrollAnchor(.bottom): a scroll view rests with its content's bottom on its own, scrolled to
// the end where the content is longer, aligned to the bottom where it is shorter (both roles apply
// without a role); .defaultScrollAnchor(_:for: .initialOffset) only scrolls.
import SwiftUI

#Preview(traits: .fixedLayout(width: 300, height: 200)) {
    HStack(spacing: 0) {
        ScrollView {
            VStack(spacing: 0) { ForEach(0..<10) { i in Text("Row \(i)").frame(height: 40) } }
        }
        .defaultScrollAnchor(.bottom)
        ScrollView {
            VStack(spacing: 0) { ForEach(0..<2) { i in Text("Msg \(i)").frame(height: 40) } }
        }
        .defaultScrollAnchor(.bottom)
        ScrollView {
            VStack(spacing: 0) { ForEach(0..<2) { i in Text("Top \(i)").frame(height: 40) } }
        }
        .defaultScrollAnchor(.bottom, for: .initialOffset)
    }
}
