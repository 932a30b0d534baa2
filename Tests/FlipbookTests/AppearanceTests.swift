import Flipbook
import FlipbookModel
import Foundation
import Testing

/// Light and dark mode: `--appearance`, `.preferredColorScheme` and the system background.
@Suite struct AppearanceTests {
    let source = """
        import SwiftUI
        struct Scene: View {
            @Environment(\\.colorScheme) var scheme
            var body: some View {
                VStack {
                    Color(.label).frame(width: 10, height: 10)
                    Rectangle().fill(scheme == .dark ? Color.red : Color.green).frame(width: 10, height: 10)
                }
            }
        }
        #Preview("plain") { Scene() }
        #Preview("dark") { VStack { Scene(); Scene().preferredColorScheme(.dark) } }
        """

    /// Each shape's fill, as `#RRGGBBAA`.
    func fills(_ preview: CompiledPreview) throws -> [String] {
        canvasShapes(try preview.timeline.displayList(at: 0)).map { $0.fill.map { "\($0)" } ?? "none" }
    }

    @Test func theAppearanceOptionSwitchesSystemColoursTheEnvironmentAndTheBackground() throws {
        var options = RenderOptions()
        options.appearance = .dark
        let previews = try compileScene(source, options: options)
        let plain = try #require(previews.first)
        #expect(plain.colorScheme == .dark)
        #expect(try fills(plain) == ["#FFFFFFFF", "#FF453AFF"])
        #expect(RenderOptions().background.color(in: .dark) == .black)
        #expect(RenderOptions().background.color(in: .light) == .white)
        let light = try #require(try compileScene(source).first)
        #expect(light.colorScheme == .light)
        #expect(try fills(light) == ["#000000FF", "#34C759FF"])
    }

    @Test func aDynamicUIColorTakesEachAppearancesColour() throws {
        let dynamic = """
            import SwiftUI
            extension Color {
                init(light: UIColor, dark: UIColor) {
                    self = Color(UIColor { traits in traits.userInterfaceStyle == .dark ? dark : light })
                }
            }
            #Preview {
                VStack {
                    Color(UIColor { $0.userInterfaceStyle == .light ? .black : .white }).frame(width: 10, height: 10)
                    Rectangle().fill(Color(light: .red, dark: .blue)).frame(width: 10, height: 10)
                }
            }
            """
        var options = RenderOptions()
        options.appearance = .dark
        let dark = try #require(try compileScene(dynamic, options: options).first)
        #expect(try fills(dark) == ["#FFFFFFFF", "#0000FFFF"])
        let light = try #require(try compileScene(dynamic).first)
        #expect(try fills(light) == ["#000000FF", "#FF0000FF"])
    }

    @Test func preferredColorSchemeDarkensTheWholeCanvas() throws {
        let dark = try #require(try compileScene(source).last)
        #expect(dark.colorScheme == .dark)
        // Both copies of the view are dark, the one outside the modifier too (as on a device).
        #expect(try fills(dark) == ["#FFFFFFFF", "#FF453AFF", "#FFFFFFFF", "#FF453AFF"])
    }

    @Test func theCommandLineTakesAnAppearance() throws {
        let out = try temporaryDirectory("appearance")
        let file = out.appendingPathComponent("scene.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let result = try runFlipbook(["dump", file.path, "--preview", "plain", "--appearance", "dark"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("#FFFFFFFF"), "\(result.stdout)")
        let bad = try runFlipbook(["dump", file.path, "--appearance", "sepia"])
        #expect(bad.status == 2 || bad.status == 64)
    }
}
