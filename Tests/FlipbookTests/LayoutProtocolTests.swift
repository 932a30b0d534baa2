import Flipbook
import FlipbookModel
import Testing

/// The scene's own `Layout` types (`sizeThatFits`, `placeSubviews`, `makeCache`), used as
/// `MyLayout { … }`, and `AnyLayout`, whose subviews move when the layout changes.
@Suite struct LayoutProtocolTests {
    static let radial = """
        struct Radial: Layout {
            var radius = 60.0
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                proposal.replacingUnspecifiedDimensions()
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                for (index, subview) in subviews.enumerated() {
                    let angle = Angle.degrees(90 * Double(index) - 90)
                    let point = CGPoint(
                        x: bounds.midX + radius * cos(angle.radians), y: bounds.midY + radius * sin(angle.radians))
                    subview.place(at: point, anchor: .center, proposal: .unspecified)
                }
            }
        }
        """

    func preview(_ body: String, types: String, state: String = "") throws -> CompiledPreview {
        let source = """
            import SwiftUI
            \(types)
            struct Root: View {
                \(state)
                var body: some View {
                    \(body)
                }
            }
            #Preview(traits: .fixedLayout(width: 200, height: 200)) { Root() }
            """
        var options = RenderOptions()
        options.duration = 3
        return try #require(try compileScene(source, options: options).first)
    }

    func squares(_ preview: CompiledPreview, at time: Double = 0) throws -> [Rect] {
        canvasShapes(try preview.timeline.displayList(at: time)).map(\.bounds)
    }

    static let dots = """
        ForEach(0..<4, id: \\.self) { _ in Rectangle().frame(width: 20, height: 20) }
        """

    @Test func aLayoutPlacesItsSubviewsWhereItsCodeSays() throws {
        let p = try preview("Radial { \(Self.dots) }", types: Self.radial)
        // The layout takes the whole 200 × 200 proposal; its centre is (100, 100).
        let expected = [
            Rect(x: 90, y: 30, width: 20, height: 20), Rect(x: 150, y: 90, width: 20, height: 20),
            Rect(x: 90, y: 150, width: 20, height: 20), Rect(x: 30, y: 90, width: 20, height: 20),
        ]
        #expect(try squares(p) == expected)
        // Its stored properties are its arguments.
        let smaller = try preview("Radial(radius: 30) { \(Self.dots) }", types: Self.radial)
        #expect(try squares(smaller)[1] == Rect(x: 120, y: 90, width: 20, height: 20))
    }

    /// `.layoutValue(key:value:)` on a subview, read by the layout as `subview[Key.self]`; a
    /// subview without one reads the key's default.
    @Test func aLayoutReadsItsSubviewsLayoutValues() throws {
        let ranked = """
            struct Rank: LayoutValueKey {
                static let defaultValue = 0
            }
            struct Ranked: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    proposal.replacingUnspecifiedDimensions()
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    for subview in subviews {
                        let rank = Double(subview[Rank.self])
                        subview.place(at: CGPoint(x: bounds.minX + 30 * rank, y: bounds.minY), proposal: .unspecified)
                    }
                }
            }
            """
        let body = """
            Ranked {
                Color.red.frame(width: 20, height: 20).layoutValue(key: Rank.self, value: 2)
                Color.red.frame(width: 20, height: 20)
                Color.red.frame(width: 20, height: 20).layoutValue(key: Rank.self, value: 5)
            }
            """
        let xs = try squares(try preview(body, types: ranked)).map(\.minX)
        #expect(xs == [60, 0, 150])
    }

    @Test func aLayoutValueIsCalledWithItsContent() throws {
        // `(FlowLayout(alignment: .center)) { … }` (Food Truck) and a layout held in a constant
        // call the `Layout` extension's `callAsFunction`.
        let parenthesized = try preview("(Radial(radius: 30)) { \(Self.dots) }", types: Self.radial)
        #expect(try squares(parenthesized)[1] == Rect(x: 120, y: 90, width: 20, height: 20))
        let held = try preview("let layout = Radial(radius: 30)\nreturn layout { \(Self.dots) }", types: Self.radial)
        #expect(try squares(held)[1] == Rect(x: 120, y: 90, width: 20, height: 20))
    }

    @Test func switchingAnAnyLayoutMovesTheSubviews() throws {
        let body = """
            let layout = radial ? AnyLayout(Radial()) : AnyLayout(HStackLayout(spacing: 4))
            return layout { \(Self.dots) }
                .task { withAnimation(.linear(duration: 1)) { radial = true } }
            """
        let p = try preview(body, types: Self.radial, state: "@State private var radial = false")
        let start = try squares(p, at: 0)
        let end = try squares(p, at: 1)
        let middle = try squares(p, at: 0.5)
        // In a row: 4 × 20 + 3 × 4 = 92 wide, centred.
        #expect(start.map(\.minX) == [54, 78, 102, 126])
        #expect(end.map(\.minX) == [90, 150, 90, 30])
        // The same views move (no fade): half way is the midpoint of each.
        for i in 0..<4 {
            #expect(middle[i].minX == (start[i].minX + end[i].minX) / 2)
            #expect(middle[i].minY == (start[i].minY + end[i].minY) / 2)
        }
    }

    @Test func subviewsAreMeasuredAndTheCacheIsMade() throws {
        let types = """
            struct Column: Layout {
                func makeCache(subviews: Subviews) -> Double {
                    subviews.map { $0.sizeThatFits(.unspecified).height }.reduce(0, +)
                }
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Double) -> CGSize {
                    let widest: CGFloat = subviews.map { $0.sizeThatFits(.unspecified).width }.reduce(.zero) { max($0, $1) }
                    return CGSize(width: widest, height: cache)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Double) {
                    var y = bounds.minY
                    for subview in subviews {
                        let size = subview.sizeThatFits(.unspecified)
                        subview.place(at: CGPoint(x: bounds.maxX, y: y), anchor: .topTrailing, proposal: ProposedViewSize(size))
                        y += size.height
                    }
                }
            }
            """
        let body = """
            Column {
                Rectangle().frame(width: 40, height: 10)
                Rectangle().frame(width: 20, height: 30)
            }
            """
        let p = try preview(body, types: types)
        // 40 × 40, centred in the canvas: right-aligned rows.
        #expect(try squares(p) == [Rect(x: 80, y: 80, width: 40, height: 10), Rect(x: 100, y: 90, width: 20, height: 30)])
    }

    @Test func aSubviewLeftUnplacedSitsAtTheCentre() throws {
        let types = """
            struct Lazy: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    CGSize(width: 100, height: 100)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }
            """
        let p = try preview("Lazy { Rectangle().frame(width: 20, height: 20) }", types: types)
        #expect(try squares(p) == [Rect(x: 90, y: 90, width: 20, height: 20)])
    }

    @Test func anErrorInALayoutIsLocatedInTheScene() throws {
        let types = Self.radial.replacingOccurrences(of: "subview.place(", with: "subviews[index + 1].place(")
        #expect {
            try preview("Radial { \(Self.dots) }", types: types)
        } throws: { error in
            "\(error)".contains("index out of range") && "\(error)".contains(":12:")
        }
    }
}

/// `aspectRatio` with a number and with a `CGSize`.
@Suite struct AspectRatioSizeTests {
    func bounds(_ modifier: String) throws -> Rect {
        let source = """
            import SwiftUI
            struct Root: View {
                var body: some View { Rectangle()\(modifier).frame(width: 160, height: 160) }
            }
            #Preview(traits: .fixedLayout(width: 200, height: 200)) { Root() }
            """
        let preview = try #require(try compileScene(source).first)
        return try #require(canvasShapes(try preview.timeline.displayList(at: 0)).first).bounds
    }

    @Test func aSizeIsItsWidthOverItsHeight() throws {
        let bySize = try bounds(".aspectRatio(CGSize(width: 16, height: 8), contentMode: .fit)")
        let byNumber = try bounds(".aspectRatio(2, contentMode: .fit)")
        #expect(bySize == byNumber)
        #expect(bySize == Rect(x: 20, y: 60, width: 160, height: 80))
    }
}

/// `ViewThatFits`: the first child whose ideal size fits, along the given axes.
@Suite struct ViewThatFitsTests {
    func visibleTexts(_ body: String) throws -> [String] {
        let source = """
            import SwiftUI
            struct Root: View {
                var body: some View { \(body) }
            }
            #Preview(traits: .fixedLayout(width: 300, height: 200)) { Root() }
            """
        let preview = try #require(try compileScene(source).first)
        func visit(_ items: [DisplayItem], clip: Rect?) -> [String] {
            items.flatMap { item -> [String] in
                switch item {
                case .text(let text):
                    // Only what lies inside the clip is seen.
                    if let clip, !(text.origin.x >= clip.minX - 1 && text.origin.x <= clip.maxX) { return [] }
                    return [text.lines.map(\.text).joined()]
                case .group(let group):
                    return visit(group.items, clip: group.clip.map { $0.path.boundingRect } ?? clip)
                default: return []
                }
            }
        }
        return visit(try preview.timeline.displayList(at: 0).items, clip: nil)
    }

    @Test func theFirstChildThatFitsIsShown() throws {
        let body = """
            ViewThatFits {
                Text("A very long label that needs a lot of room")
                Text("Medium label")
                Text("Short")
            }
            .frame(width: 150)
            """
        #expect(try visibleTexts(body) == ["Medium label"])
    }

    @Test func onlyTheGivenAxesMustFitAndTheLastIsTheFallback() throws {
        let body = """
            ViewThatFits(in: .horizontal) {
                HStack { Text("One"); Text("Two") }
                Text("1, 2")
            }
            .frame(width: 30)
            """
        #expect(try visibleTexts(body) == ["1,2"])  // the fallback, wrapped onto two lines
    }
}
