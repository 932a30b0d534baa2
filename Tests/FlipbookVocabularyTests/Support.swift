import FlipbookModel

@testable import FlipbookVocabulary

/// Subviews whose answers a test chooses: each one a function from proposal to size.
final class FakeSubviews: SubviewMeasuring {
    let sizes: [(ProposedSize) -> Size]
    var priorities: [Double]
    private(set) var asked: [(Int, ProposedSize)] = []

    init(_ sizes: [(ProposedSize) -> Size], priorities: [Double]? = nil) {
        self.sizes = sizes
        self.priorities = priorities ?? Array(repeating: 0, count: sizes.count)
    }

    var subviews: LayoutSubviews { LayoutSubviews(engine: self, indices: Array(sizes.indices)) }

    func sizeThatFits(subview: Int, _ proposal: ProposedSize) -> Size {
        asked.append((subview, proposal))
        return sizes[subview](proposal)
    }

    func dimensions(subview: Int, _ proposal: ProposedSize) -> ViewDimensions {
        ViewDimensions(size: sizeThatFits(subview: subview, proposal))
    }

    func traits(subview: Int) -> ViewTraits {
        var traits = ViewTraits()
        traits.layoutPriority = priorities[subview]
        return traits
    }

    func spacing(subview: Int) -> ViewSpacing { .default }

    func children(subview: Int) -> LayoutSubviews? { nil }

    /// The proposals each subview was asked about, in order.
    func proposals(of subview: Int) -> [ProposedSize] { asked.filter { $0.0 == subview }.map(\.1) }
}

/// A shape: the proposal, 10 where unspecified.
func shape(_ proposal: ProposedSize) -> Size { ShapeLeaf.fillSize(proposal) }

/// A view of a fixed size.
func fixed(_ size: Size) -> (ProposedSize) -> Size { { _ in size } }
