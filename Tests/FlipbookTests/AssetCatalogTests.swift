import FlipbookRender
import Foundation
import Testing

/// Colours from the project's asset catalogues: found in the app's folder, or given with
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

    @Test func everyCatalogueOfTheAppCountsAndTheNearestWinsASharedName() throws {
        // An Xcode project: the views four folders below it, the catalogues in Resources and
        // beside the views, both with a Brand colour.
        let dir = try temporaryDirectory("assets-project")
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent("Demo.xcodeproj"), withIntermediateDirectories: true)
        func colour(_ name: String, _ red: String, in catalogue: String) throws {
            try write(
                """
                { "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0", "green" : "0", "red" : "\(red)" } }, "idiom" : "universal" } ] }
                """, "\(catalogue)/\(name).colorset/Contents.json", in: dir)
        }
        try colour("Brand", "0x10", in: "Demo/Resources/Assets.xcassets")
        try colour("Ink", "0x20", in: "Demo/Resources/Assets.xcassets")
        try colour("Brand", "0x30", in: "Demo/Code/Features/Home/Views/Local.xcassets")
        try write(
            """
            import SwiftUI
            struct Home: View {
                var body: some View {
                    HStack { Color.brand.frame(width: 10, height: 10); Color("Ink").frame(width: 10, height: 10) }
                }
            }
            #Preview(traits: .fixedLayout(width: 40, height: 20)) { Home() }
            """, "Demo/Code/Features/Home/Views/Home.swift", in: dir)
        let result = try runFlipbook([
            "dump", dir.appendingPathComponent("Demo/Code/Features/Home/Views/Home.swift").path, "--stage", "display-list",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let fills = result.stdout.split(separator: "\n").filter { $0.hasPrefix("fill ") }
        #expect(fills.count == 2)
        #expect(fills.first?.contains("#300000FF") == true, "\(fills)")
        #expect(fills.last?.contains("#200000FF") == true, "\(fills)")
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

    @Test func anImageSetsSharpestPNGIsDrawnAtItsPointSizeOrStretched() throws {
        let dir = try temporaryDirectory("assets-image")
        // 4 × 2 pixels at 2x (2 × 1 points): the left half red, the right half blue.
        var pixels: [UInt8] = []
        for _ in 0..<2 { for x in 0..<4 { pixels += x < 2 ? [255, 0, 0, 255] : [0, 0, 255, 255] } }
        let png = try PNGCodec.encode(RasterImage(width: 4, height: 2, rgba: pixels))
        let set = dir.appendingPathComponent("Assets.xcassets/half-and-half.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data(png).write(to: set.appendingPathComponent("half@2x.png"))
        try write(
            """
            { "images" : [ { "idiom" : "universal", "scale" : "1x" }, { "filename" : "half@2x.png", "idiom" : "universal", "scale" : "2x" } ] }
            """, "Assets.xcassets/half-and-half.imageset/Contents.json", in: dir)
        try write(
            """
            import SwiftUI
            struct V: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Image("half-and-half")
                        Image(.halfAndHalf).resizable().frame(width: 40, height: 20)
                    }
                }
            }
            #Preview(traits: .fixedLayout(width: 40, height: 21)) { V() }
            """, "V.swift", in: dir)
        let scene = dir.appendingPathComponent("V.swift").path
        let dump = try runFlipbook(["dump", scene, "--stage", "display-list"])
        #expect(dump.status == 0, "\(dump.stderr)")
        #expect(dump.stdout.contains("image \"half-and-half\" 4x2px@2x [19 0 2 1]"))
        #expect(dump.stdout.contains("image \"half-and-half\" 4x2px@2x [0 1 40 20]"))

        let out = dir.appendingPathComponent("out")
        let render = try runFlipbook(["render", scene, "--frames", "0", "-o", out.path])
        #expect(render.status == 0, "\(render.stderr)")
        let frame = try PNGCodec.decode([UInt8](try Data(contentsOf: out.appendingPathComponent("frame-00000.png"))))
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(frame.rgba[(y * frame.width + x) * 4..<(y * frame.width + x) * 4 + 3]) }
        // The stretched copy: red on the left, blue on the right, smoothly between.
        #expect(pixel(5, 10) == [255, 0, 0])
        #expect(pixel(34, 10) == [0, 0, 255])

        // `.renderingMode(.template)`: the image's alpha filled with the foreground style.
        try write(
            "import SwiftUI\nstruct T: View { var body: some View { Image(\"half-and-half\").renderingMode(.template).foregroundStyle(.red) } }\n#Preview { T() }\n",
            "T.swift", in: dir)
        let template = try runFlipbook(["dump", dir.appendingPathComponent("T.swift").path, "--stage", "display-list"])
        #expect(
            template.stdout.contains("image \"half-and-half\" 4x2px@2x [199 150 2 1] template #FF3B30FF"), "\(template.stdout)")

        // UIKit's ways to the same image: UIImage(named:) (nil when missing), Xcode's generated
        // UIImage member, and #imageLiteral.
        try write(
            """
            import SwiftUI
            struct U: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Image(uiImage: UIImage(named: "half-and-half")!)
                        Image(uiImage: .halfAndHalf)
                        Image(uiImage: #imageLiteral(resourceName: "half-and-half"))
                        if UIImage(named: "nope") == nil { Text("none") }
                    }
                }
            }
            #Preview { U() }
            """, "U.swift", in: dir)
        let uiKit = try runFlipbook(["dump", dir.appendingPathComponent("U.swift").path, "--stage", "display-list"])
        #expect(uiKit.status == 0, "\(uiKit.stderr)")
        #expect(uiKit.stdout.components(separatedBy: "image \"half-and-half\" 4x2px@2x").count == 4)
        #expect(uiKit.stdout.contains("\"none\""))

        // A WebP file named .png (as real projects have) is left out, and says why when named.
        try write("RIFF....WEBPVP8L", "Assets.xcassets/photo.imageset/photo.png", in: dir)
        try write(
            #"{ "images" : [ { "filename" : "photo.png", "idiom" : "universal", "scale" : "1x" } ] }"#,
            "Assets.xcassets/photo.imageset/Contents.json", in: dir)
        try write(
            "import SwiftUI\nstruct P: View { var body: some View { Image(\"photo\") } }\n#Preview { P() }\n", "P.swift", in: dir)
        let unreadable = try runFlipbook(["dump", dir.appendingPathComponent("P.swift").path])
        #expect(unreadable.status == 2)
        #expect(unreadable.stderr.contains("image 'photo' of the asset catalogue cannot be drawn:"))
        #expect(unreadable.stderr.contains("is not a PNG or JPEG Flipbook can read"))
        #expect(try runFlipbook(["dump", scene, "--stage", "display-list"]).status == 0)

        let missing = try runFlipbook(["dump", scene, "--assets", dir.appendingPathComponent("None").path])
        #expect(missing.status == 2)
        try write(
            "import SwiftUI\nstruct W: View { var body: some View { Image(\"nope\") } }\n#Preview { W() }\n", "W.swift", in: dir)
        let unknown = try runFlipbook(["dump", dir.appendingPathComponent("W.swift").path])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("image 'nope' is not in an asset catalogue given to Flipbook"))
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
