import FlipbookModel
import Testing

@testable import FlipbookVocabulary

/// A text engine for leaves that lay out no text.
private struct NoText: TextMeasuring {
    func layout(_ text: StyledText, width: Double?, height: Double?, options: TextLayoutOptions) -> TextLayout { .empty }
}

@Suite struct DividerLeafTests {
    func size(_ proposal: ProposedSize, in axis: Axis?, scale: Double = 1) -> Size {
        DividerLeaf().measure(proposal, context: LeafLayoutContext(measurer: NoText(), spacerAxis: axis, scale: scale)).size
    }

    @Test func inAVerticalStackOrOutsideStacksItIsAHorizontalLineAcrossTheProposal() {
        let proposal = ProposedSize(width: 120, height: 80)
        #expect(size(proposal, in: .vertical) == Size(width: 120, height: 1))
        #expect(size(proposal, in: nil) == Size(width: 120, height: 1))
    }

    @Test func inAHorizontalStackItIsAVerticalLineAlongTheProposal() {
        #expect(size(ProposedSize(width: 120, height: 80), in: .horizontal) == Size(width: 1, height: 80))
    }

    @Test func itIsOnePixelThick() {
        #expect(size(ProposedSize(width: 50, height: 50), in: .vertical, scale: 2) == Size(width: 50, height: 0.5))
        #expect(size(ProposedSize(width: 50, height: 50), in: .horizontal, scale: 3) == Size(width: 1.0 / 3, height: 50))
    }

    @Test func unspecifiedLengthIsZeroAndAProbeStaysInfinite() {
        #expect(size(.unspecified, in: .vertical) == Size(width: 0, height: 1))
        #expect(size(ProposedSize(width: nil, height: .infinity), in: .horizontal) == Size(width: 1, height: .infinity))
        #expect(size(ProposedSize(width: -5, height: 10), in: .vertical) == Size(width: 0, height: 1))
    }

    @Test func drawsItsFrameInTheSeparatorColourOfTheScheme() {
        let context = DrawContext(identity: Identity([.slot(2)]), span: .unknown(file: "t"), evaluator: nil, scale: 1)
        let frame = Rect(x: 10, y: 40, width: 120, height: 1)
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        for (environment, color) in [
            (EnvironmentValues(), RGBA(hex: 0x3C3C43, alpha: 0.29)), (dark, RGBA(hex: 0x545458, alpha: 0.6)),
        ] {
            let items = DividerLeaf().resolved(in: environment).draw(
                in: frame, measurement: LeafMeasurement(size: frame.size),
                context: context)
            #expect(
                items == [
                    .shape(
                        ShapeItem(
                            path: Path(frame), paint: .color(color), identity: context.identity,
                            span: context.span))
                ])
        }
    }

    @Test func isRegisteredAsALeaf() throws {
        let make = try #require(Registry.leaves["Divider"])
        #expect(try make(FakeArguments("Divider", [])) == AnyLeafView(DividerLeaf()))
    }
}
