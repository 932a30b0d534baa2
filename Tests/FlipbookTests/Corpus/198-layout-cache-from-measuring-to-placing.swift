// A `Layout` whose `placeSubviews` reads the sizes its `sizeThatFits` stored in the cache, as
// SwiftUI keeps one cache across both: the red and green views sit side by side, 40 and 60 wide.
import SwiftUI
struct Row: Layout {
    struct Cache { var sizes: [Int: CGSize] = [:] }
    func makeCache(subviews: Subviews) -> Cache { Cache() }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        for (index, subview) in subviews.enumerated() { cache.sizes[index] = subview.sizeThatFits(.unspecified) }
        let width = cache.sizes.values.reduce(0) { $0 + $1.width }
        let height = cache.sizes.values.map(\.height).max() ?? 0
        return CGSize(width: width, height: height)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        var x = bounds.minX
        for (index, subview) in subviews.enumerated() {
            let size = cache.sizes[index]!
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(size))
            x += size.width
        }
    }
}
struct V: View {
    var body: some View {
        Row {
            Color.red.frame(width: 40, height: 40)
            Color.green.frame(width: 60, height: 20)
        }
    }
}
#Preview { V() }
