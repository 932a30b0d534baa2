import Flipbook
import FlipbookModel
import Testing

/// A text's string changing in an animated transaction: a cross-fade by default, no fade with
/// `.contentTransition(.identity)`, a vertical roll with `.numericText()`.
@Suite struct ContentTransitionTests {
    /// (string, opacity, vertical shift) of each text drawn at `time`.
    func texts(_ modifier: String, animated: Bool = true, at time: Double) throws -> [(String, Double, Double)] {
        let change = animated ? "withAnimation(.linear(duration: 1)) { n += 1 }" : "n += 1"
        let source = """
            import SwiftUI
            struct Scene: View {
                @State var n = 9
                var body: some View {
                    Text("\\(n)")\(modifier)
                        .task { \(change) }
                }
            }
            #Preview("p", traits: .fixedLayout(width: 200, height: 100)) { Scene() }
            """
        let preview = try #require(try compileScene(source).first)
        var out: [(String, Double, Double)] = []
        func visit(_ items: [DisplayItem], opacity: Double, dy: Double) {
            for item in items {
                switch item {
                case .group(let group): visit(group.items, opacity: opacity * group.opacity, dy: dy + group.transform.ty)
                case .text(let text): out.append((text.lines.map(\.text).joined(), opacity, dy))
                default: continue
                }
            }
        }
        visit(try preview.timeline.displayList(at: time).items, opacity: 1, dy: 0)
        return out
    }

    @Test func anAnimatedStringChangeCrossFades() throws {
        let middle = try texts("", at: 0.25)
        #expect(middle.map(\.0) == ["9", "10"])
        #expect(abs(middle[0].1 - 0.75) < 1e-9 && abs(middle[1].1 - 0.25) < 1e-9)
        #expect(try texts("", at: 1.5).map(\.0) == ["10"])
    }

    @Test func withoutAnimationOrWithIdentityTheStringJumps() throws {
        #expect(try texts("", animated: false, at: 0.25).map(\.0) == ["10"])
        #expect(try texts(".contentTransition(.identity)", at: 0.25).map(\.0) == ["10"])
    }

    @Test func numericTextRollsTheNewValueUpIntoPlace() throws {
        let middle = try texts(".contentTransition(.numericText())", at: 0.5)
        // Digit by digit from the trailing end: "9" leaves, "1" and "0" arrive.
        #expect(middle.map(\.0) == ["9", "1", "0"])
        // Counting up: the old digit has moved up, the new ones come from below.
        #expect(middle[0].2 < 0 && middle[1].2 > 0 && middle[2].2 > 0)
        let down = try texts(".contentTransition(.numericText(countsDown: true))", at: 0.5)
        #expect(down[0].2 > 0 && down[1].2 < 0)
    }

    /// A transition kept as a `ContentTransition` value is the one written as a member.
    @Test func aContentTransitionValueIsTheMembersTransition() throws {
        let identity = try texts(".contentTransition({ let t: ContentTransition = .identity; return t }())", at: 0.25)
        #expect(identity.map(\.0) == ["10"])
        let down = try texts(".contentTransition(ContentTransition.numericText(countsDown: true))", at: 0.5)
        #expect(down.count == 3 && down[0].2 > 0 && down[1].2 < 0)
    }

    /// `.symbolEffect(.replace)` (a function of its effect and options) cross-fades, as the
    /// plain `.symbolEffect` does.
    @Test func aSymbolEffectReplacementCrossFades() throws {
        for modifier in [".contentTransition(.symbolEffect(.replace))", ".contentTransition(.symbolEffect(.automatic, options: .speed(2)))"] {
            let middle = try texts(modifier, at: 0.25)
            #expect(middle.map(\.0) == ["9", "10"], "\(modifier)")
            #expect(abs(middle[0].1 - 0.75) < 1e-9, "\(modifier)")
        }
    }

    @Test func anUnknownContentTransitionIsAnError() {
        #expect(throws: (any Error).self) { try texts(".contentTransition(.wobble)", at: 0) }
    }
}
