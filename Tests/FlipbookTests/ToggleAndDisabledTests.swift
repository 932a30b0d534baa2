import Flipbook
import FlipbookModel
import Testing

/// `Toggle` (iOS's switch), `.tint` and `.disabled`, driven by scripted taps.
@Suite struct ToggleAndDisabledTests {
    func compile(_ body: String, taps: [String] = []) throws -> CompiledPreview {
        let source = """
            import SwiftUI
            struct Scene: View {
                @State var on = false
                @State var count = 0
                var body: some View {
                    \(body)
                }
            }
            \(taps.map { "// flipbook: tap \($0)" }.joined(separator: "\n"))
            #Preview("p", traits: .fixedLayout(width: 300, height: 100)) { Scene() }
            """
        return try #require(try compileScene(source).first)
    }

    /// The knob (the white circle) of the switch, and the track's fill.
    func switchParts(_ preview: CompiledPreview, at time: Double) throws -> (knobX: Double, track: String) {
        let shapes = canvasShapes(try preview.timeline.displayList(at: time))
        let knob = try #require(shapes.first { $0.bounds.width == 27 })
        let track = try #require(shapes.first { $0.bounds.width == 51 })
        return (knob.bounds.minX, track.fill.map { "\($0)" } ?? "none")
    }

    @Test func aTapFlipsTheBindingAndTheKnobSlidesAcross() throws {
        let preview = try compile("Toggle(\"Wi-Fi\", isOn: $on).padding()", taps: ["\"Wi-Fi\" at 0.5"])
        let before = try switchParts(preview, at: 0.4)
        let after = try switchParts(preview, at: 1.2)
        // The track is 51 wide at the trailing padding (300 − 16 − 51 = 233); the 27-point knob
        // sits 2 in from either end: x = 235 off, 284 − 2 − 27 = 255 on.
        #expect(before.knobX == 235)
        #expect(after.knobX == 255)
        #expect(before.track == "#78788033")
        #expect(after.track == "#34C759FF")
        let moving = try switchParts(preview, at: 0.55).knobX
        #expect(moving > 235 && moving < 255)
    }

    @Test func tintColoursTheTrack() throws {
        let preview = try compile("Toggle(isOn: .constant(true)) { Text(\"Mode\") }.tint(.orange)")
        #expect(try switchParts(preview, at: 0).track == "#FF9500FF")
    }

    @Test func aDisabledControlTakesNoTapAndIsDimmed() throws {
        let preview = try compile(
            """
            VStack {
                Toggle("Locked", isOn: $on).disabled(true)
                Button("Add") { count += 1 }.disabled(count > 0)
                Text("\\(count)")
            }
            """, taps: ["\"Locked\" at 0.2", "\"Add\" at 0.3", "\"Add\" at 0.6"])
        let knobAtStart = try switchParts(preview, at: 0).knobX
        #expect(try switchParts(preview, at: 1).knobX == knobAtStart)
        // The first tap on Add counts; then the button is disabled and the second does nothing.
        let texts = preview.transactions.last.map { transaction in
            transaction.tree.allNodes().compactMap { node -> String? in
                guard case .leaf(let leaf) = node.content else { return nil }
                return leaf.description.contains("Text(\"1\")") ? "1" : (leaf.description.contains("Text(\"2\")") ? "2" : nil)
            }
        }
        #expect(texts == ["1"])
    }

    /// A view under `allowsHitTesting(false)` takes no tap: a tap by label finds the next view
    /// of that label, and one at its point the view under it.
    @Test func aViewThatAllowsNoHitTestingIsPassedOver() throws {
        let preview = try compile(
            """
            VStack(spacing: 0) {
                Button("Add") { count += 10 }.allowsHitTesting(count > 100)
                Button("Add") { count += 1 }
                ZStack {
                    Button("Plus") { count += 1 }.frame(width: 300, height: 50)
                    Color.red.opacity(0.2).frame(width: 300, height: 50).onTapGesture { count += 100 }.allowsHitTesting(false)
                }
            }
            .overlay(alignment: .topLeading) { Text("\\(count)") }
            """, taps: ["\"Add\" at 0.2", "150,90 at 0.4"])
        #expect(try drawnTexts(of: preview, at: 0.3).contains("1"))
        #expect(try drawnTexts(of: preview, at: 0.6).contains("2"))
    }
}
