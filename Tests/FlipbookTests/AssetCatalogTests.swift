import Foundation
import Testing

/// Colours from the project's asset catalogue: found beside the scene file, or given with
/// `--assets`; by name (`Color("Brand")`, `UIColor(named:)`) and by Xcode's generated symbols
/// (`Color.brand`, `.cardBackground`), with their dark appearance.
@Suite struct AssetCatalogTests {
    private func write(_ text: String, _ path: String, in dir: URL) throws {
        let file = dir.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
    }

    /// An app folder with a scene and a catalogue of two colours: Brand (8-bit hex light, 0…255
    /// dark) and card-background (fractions, half transparent).
    private func project(_ name: String) throws -> URL {
        let dir = try temporaryDirectory(name)
        try write(#"{ "info" : { "author" : "xcode", "version" : 1 } }"#, "App/Assets.xcassets/Contents.json", in: dir)
        try write(
            """
            { "colors" : [
                { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0xE0", "green" : "0x60", "red" : "0x30" } }, "idiom" : "universal" },
                { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
                  "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "255", "green" : "180", "red" : "120" } }, "idiom" : "universal" }
              ], "info" : { "author" : "xcode", "version" : 1 } }
            """, "App/Assets.xcassets/Brand.colorset/Contents.json", in: dir)
        try write(
            """
            { "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "alpha" : "0.500", "blue" : "0.900", "green" : "0.900", "red" : "0.950" } }, "idiom" : "universal" } ] }
            """, "App/Assets.xcassets/card-background.colorset/Contents.json", in: dir)
        try write(
            """
            import SwiftUI
            struct ContentView: View {
                var body: some View {
                    VStack {
                        Rectangle().fill(Color("Brand")).frame(width: 10, height: 10)
                        Rectangle().fill(Color.brand).frame(width: 20, height: 10)
                        Rectangle().fill(Color(.cardBackground)).frame(width: 30, height: 10)
                        Rectangle().fill(Color(uiColor: UIColor(named: "Brand")!)).frame(width: 40, height: 10)
                        Text("Hi").foregroundStyle(.brand)
                    }
                }
            }
            #Preview(traits: .fixedLayout(width: 100, height: 100)) { ContentView() }
            """, "App/Views/ContentView.swift", in: dir)
        return dir
    }

    @Test func theCatalogueBesideTheSceneGivesNamedAndGeneratedColours() throws {
        let dir = try project("assets-found")
        let scene = dir.appendingPathComponent("App/Views/ContentView.swift").path
        let result = try runFlipbook(["dump", scene, "--stage", "display-list"])
        #expect(result.status == 0, "\(result.stderr)")
        let fills = result.stdout.split(separator: "\n").filter { $0.hasPrefix("fill ") }
        #expect(fills.count == 4)
        #expect(fills[0].contains("#3060E0FF") && fills[1].contains("#3060E0FF") && fills[3].contains("#3060E0FF"))
        #expect(fills[2].contains("#F2E6E680"))
        #expect(result.stdout.contains("text DejaVuSans.ttf 17pt #3060E0FF \"Hi\""))

        let dark = try runFlipbook(["dump", scene, "--stage", "display-list", "--appearance", "dark"])
        #expect(dark.status == 0, "\(dark.stderr)")
        #expect(dark.stdout.contains("fill #78B4FFFF"))
    }

    @Test func theCataloguesAccentColorIsTheAppsAccentButNotTheSwitchs() throws {
        let dir = try temporaryDirectory("assets-accent")
        try write(
            """
            { "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0.200", "green" : "0.600", "red" : "1.000" } }, "idiom" : "universal" } ] }
            """, "Assets.xcassets/AccentColor.colorset/Contents.json", in: dir)
        try write(
            """
            import SwiftUI
            struct V: View {
                @State private var on = true
                var body: some View {
                    VStack {
                        Button("Go") { }
                        Circle().fill(Color.accentColor).frame(width: 10, height: 10)
                        Toggle("On", isOn: $on)
                    }
                }
            }
            #Preview { V() }
            """, "V.swift", in: dir)
        let result = try runFlipbook(["dump", dir.appendingPathComponent("V.swift").path, "--stage", "display-list"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("#FF9933FF \"Go\""))
        #expect(result.stdout.contains("fill #FF9933FF path"))
        // The switch stays green: the accent is not a `.tint`.
        #expect(result.stdout.contains("fill #34C759FF"))
    }

    @Test func aCatalogueGivenWithAssetsIsUsedAndAMissingColourSaysHowToGiveOne() throws {
        let dir = try project("assets-given")
        let elsewhere = try temporaryDirectory("assets-elsewhere")
        let scene = elsewhere.appendingPathComponent("Scene.swift")
        try FileManager.default.copyItem(at: dir.appendingPathComponent("App/Views/ContentView.swift"), to: scene)

        let without = try runFlipbook(["dump", scene.path, "--stage", "display-list"])
        #expect(without.status == 2)
        #expect(
            without.stderr.contains(
                "asset colour 'Brand' is not in an asset catalogue given to Flipbook; give the project's with --assets"))
        #expect(without.stderr.contains("Scene.swift:5:"))

        let catalogue = dir.appendingPathComponent("App/Assets.xcassets").path
        let with = try runFlipbook(["dump", scene.path, "--stage", "display-list", "--assets", catalogue])
        #expect(with.status == 0, "\(with.stderr)")
        #expect(with.stdout.contains("fill #3060E0FF"))

        let bad = try runFlipbook(["dump", scene.path, "--assets", elsewhere.appendingPathComponent("None.xcassets").path])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("is not a folder; give an asset catalogue (.xcassets)"))
    }
}
