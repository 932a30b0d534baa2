// A `Layout` that spaces its subviews by their `ViewSpacing`: `distance(to:along:)` is the 8
// points stacks put between views, so the three squares sit 8 apart, as in an HStack.
import SwiftUI
struct SpacedRow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let gaps = subviews.indices.dropLast().map { subviews[$0].spacing.distance(to: subviews[$0 + 1].spacing, along: .horizontal) }
        return CGSize(width: sizes.map(\.width).reduce(0, +) + gaps.reduce(0, +), height: sizes.map(\.height).max() ?? 0)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for index in subviews.indices {
            let size = subviews[index].sizeThatFits(.unspecified)
            subviews[index].place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += size.width
            if index < subviews.count - 1 {
                x += subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: .horizontal)
            }
        }
    }
}
struct Squares: View {
    var body: some View {
        SpacedRow {
            Color.red.frame(width: 30, height: 30)
            Color.green.frame(width: 30, height: 30)
            Color.blue.frame(width: 30, height: 30)
        }
    }
}
#Preview { Squares() }
