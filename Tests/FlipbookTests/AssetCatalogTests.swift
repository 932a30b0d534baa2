import CWebP
import Flipbook
import FlipbookModel
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
                        Rectangle().fill(Color("Brand", bundle: .main)).frame(width: 10, height: 10)
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

    /// `[ImageResource.dog, .cat][i]` (the later elements typed by the first's written type) and
    /// `ImageResource.Pets.bird` of a folder that provides a namespace.
    @Test func imageResourcesInArraysAndNamespaces() throws {
        let dir = try temporaryDirectory("assets-resource-namespaces")
        var pixels: [UInt8] = []
        for _ in 0..<8 { pixels += [255, 0, 0, 255] }
        for path in ["dog", "cat", "Pets/bird", "Pets/fish"] {
            let name = String(path.split(separator: "/").last!)
            let set = dir.appendingPathComponent("Assets.xcassets/\(path).imageset")
            try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
            try Data(try PNGCodec.encode(RasterImage(width: 4, height: 2, rgba: pixels))).write(
                to: set.appendingPathComponent("\(name).png"))
            try write(
                #"{ "images" : [ { "filename" : "\#(name).png", "idiom" : "universal", "scale" : "1x" } ] }"#,
                "Assets.xcassets/\(path).imageset/Contents.json", in: dir)
        }
        try write(
            #"{ "info" : { "author" : "xcode", "version" : 1 }, "properties" : { "provides-namespace" : true } }"#,
            "Assets.xcassets/Pets/Contents.json", in: dir)
        try write(
            """
            import SwiftUI
            let animals = [ImageResource.dog, .cat]
            let pets = [ImageResource.Pets.bird, .Pets.fish]
            struct V: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Image(animals[1]).resizable().frame(width: 40, height: 20)
                        Image(pets[1]).resizable().frame(width: 40, height: 20)
                    }
                }
            }
            #Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
            """, "V.swift", in: dir)
        let result = try runFlipbook(["dump", dir.appendingPathComponent("V.swift").path, "--stage", "display-list"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(#"image "cat" 4x2px@1x [0 0 40 20]"#), "\(result.stdout)")
        #expect(result.stdout.contains(#"image "Pets/fish" 4x2px@1x [0 20 40 20]"#), "\(result.stdout)")
    }

    @Test func imageAndColorResourcesAreValuesOfTheirOwnTypes() throws {
        // `let art: ImageResource` and `let tint: ColorResource`, as Xcode 15 generates them.
        let dir = try temporaryDirectory("assets-resources")
        var pixels: [UInt8] = []
        for _ in 0..<8 { pixels += [255, 0, 0, 255] }
        let set = dir.appendingPathComponent("Assets.xcassets/dog.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data(try PNGCodec.encode(RasterImage(width: 4, height: 2, rgba: pixels))).write(
            to: set.appendingPathComponent("dog.png"))
        try write(
            #"{ "images" : [ { "filename" : "dog.png", "idiom" : "universal", "scale" : "1x" } ] }"#,
            "Assets.xcassets/dog.imageset/Contents.json", in: dir)
        try write(
            """
            { "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0.000", "green" : "0.500", "red" : "0.000" } }, "idiom" : "universal" } ] }
            """, "Assets.xcassets/Brand.colorset/Contents.json", in: dir)
        try write(
            """
            import SwiftUI
            struct Item { let art: ImageResource; let tint: ColorResource }
            struct V: View {
                let item = Item(art: .dog, tint: .brand)
                var body: some View {
                    VStack(spacing: 0) {
                        Image(item.art).resizable().frame(width: 40, height: 20)
                        Image(uiImage: UIImage(resource: .dog)).resizable().frame(width: 40, height: 20)
                        Color(item.tint).frame(width: 40, height: 20)
                    }
                }
            }
            #Preview(traits: .fixedLayout(width: 40, height: 60)) { V() }
            """, "V.swift", in: dir)
        let result = try runFlipbook(["dump", dir.appendingPathComponent("V.swift").path, "--stage", "display-list"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(#"image "dog" 4x2px@1x [0 0 40 20]"#))
        #expect(result.stdout.contains(#"image "dog" 4x2px@1x [0 20 40 20]"#))
        #expect(result.stdout.contains("fill #008000FF path [0 40 40 20]"))
    }

    /// A data set's file is `NSDataAsset(name:)`'s data (a preview's mock JSON); a set no
    /// catalogue has gives nil.
    @Test func aDataSetIsADataAssetsData() throws {
        let dir = try temporaryDirectory("assets-data-set")
        try write(#"{ "city": "London", "temperature": 14 }"#, "Assets.xcassets/london.dataset/london.json", in: dir)
        try write(
            #"{ "data" : [ { "filename" : "london.json", "idiom" : "universal", "universal-type-identifier" : "public.json" } ] }"#,
            "Assets.xcassets/london.dataset/Contents.json", in: dir)
        try write(
            """
            import SwiftUI
            struct Weather: Decodable { let city: String; let temperature: Int }
            struct V: View {
                var body: some View {
                    let data = NSDataAsset(name: "london")?.data
                    let weather = data.flatMap { try? JSONDecoder().decode(Weather.self, from: $0) }
                    Text("\\(weather?.city ?? "-") \\(weather?.temperature ?? 0) \\(NSDataAsset(name: "paris") == nil)")
                }
            }
            #Preview(traits: .fixedLayout(width: 200, height: 60)) { V() }
            """, "V.swift", in: dir)
        let result = try runFlipbook(["dump", dir.appendingPathComponent("V.swift").path, "--stage", "display-list"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(#""London 14 true""#), "\(result.stdout)")
    }

    @Test func aColourSetMadeFromASystemColourIsThatColourInBothAppearances() throws {
        // Xcode writes `"reference": "systemGray5Color"` for a colour set picked from the
        // system colours; a dark entry may name another.
        let dir = try temporaryDirectory("assets-system-reference")
        try write(
            #"{ "colors" : [ { "color" : { "platform" : "ios", "reference" : "systemGray5Color" }, "idiom" : "universal" } ] }"#,
            "Assets.xcassets/GraySakiya.colorset/Contents.json", in: dir)
        try write(
            """
            { "colors" : [ { "color" : { "platform" : "ios", "reference" : "labelColor" }, "idiom" : "universal" },
              { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
                "color" : { "platform" : "ios", "reference" : "systemRedColor" }, "idiom" : "universal" } ] }
            """, "Assets.xcassets/Ink.colorset/Contents.json", in: dir)
        let catalog = try AssetCatalog.load([dir.appendingPathComponent("Assets.xcassets").path])
        let gray = try #require(catalog.color(symbol: "graySakiya"))
        #expect(gray.resolved(in: .light) == SystemColor.systemGray5.resolved(in: .light))
        #expect(gray.resolved(in: .dark) == SystemColor.systemGray5.resolved(in: .dark))
        let ink = try #require(catalog.colors["Ink"])
        #expect(ink.resolved(in: .light) == SystemColor.label.resolved(in: .light))
        #expect(ink.resolved(in: .dark) == SystemColor.systemRed.resolved(in: .dark))
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

        // A damaged WebP file named .png is left out, and says why when named.
        try write("RIFF....WEBPVP8L", "Assets.xcassets/photo.imageset/photo.png", in: dir)
        try write(
            #"{ "images" : [ { "filename" : "photo.png", "idiom" : "universal", "scale" : "1x" } ] }"#,
            "Assets.xcassets/photo.imageset/Contents.json", in: dir)
        try write(
            "import SwiftUI\nstruct P: View { var body: some View { Image(\"photo\") } }\n#Preview { P() }\n", "P.swift", in: dir)
        let unreadable = try runFlipbook(["dump", dir.appendingPathComponent("P.swift").path])
        #expect(unreadable.status == 2)
        #expect(unreadable.stderr.contains("image 'photo' of the asset catalogue cannot be drawn:"))
        #expect(unreadable.stderr.contains("is not a PNG, JPEG or WebP Flipbook can read: WebP decoding failed"))
        #expect(try runFlipbook(["dump", scene, "--stage", "display-list"]).status == 0)

        let missing = try runFlipbook(["dump", scene, "--assets", dir.appendingPathComponent("None").path])
        #expect(missing.status == 2)
        // An image or colour the project's catalogue lacks: SwiftUI draws nothing, in the frame
        // the image is given; Flipbook says so.
        try write(
            """
            import SwiftUI
            struct W: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Image("nope").resizable().frame(width: 40, height: 40).background(Color("nope"))
                        Text("below")
                    }
                }
            }
            #Preview { W() }
            """, "W.swift", in: dir)
        let unknown = try runFlipbook(["dump", dir.appendingPathComponent("W.swift").path])
        #expect(unknown.status == 0, "\(unknown.stderr)")
        #expect(unknown.stderr.contains("warning: image 'nope' is in none of the project's asset catalogues; SwiftUI draws nothing"))
        #expect(unknown.stderr.contains("warning: asset colour 'nope' is in none of the project's asset catalogues"))
        #expect(!unknown.stdout.contains("image ") && !unknown.stdout.contains("fill "), "\(unknown.stdout)")
        let below = try #require(unknown.stdout.split(separator: "\n").first { $0.contains("\"below\"") })
        #expect(below.contains(", 175.88"), "the text is under a 40-point image: \(below)")
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

    /// A one-page PDF of `width` × `height` points drawn by `content` (PDF operators), its
    /// cross-reference table counted by hand, as small as an icon's PDF.
    private func onePagePDF(width: Int, height: Int, content: String) -> Data {
        let objects = [
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 \(width) \(height)] /Contents 4 0 R >>",
            "<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream",
        ]
        var pdf = "%PDF-1.4\n"
        var offsets: [Int] = []
        for (index, object) in objects.enumerated() {
            offsets.append(pdf.utf8.count)
            pdf += "\(index + 1) 0 obj\n\(object)\nendobj\n"
        }
        let table = pdf.utf8.count
        pdf += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        for offset in offsets { pdf += String(format: "%010d 00000 n \n", offset) }
        pdf += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(table)\n%%EOF\n"
        return Data(pdf.utf8)
    }

    /// A 10 × 20 point page: its left half red, the top of its right half (PDF's y grows
    /// upwards) a blue 5-point square.
    private var flagPDF: Data { onePagePDF(width: 10, height: 20, content: "1 0 0 rg 0 0 5 20 re f 0 0 1 rg 5 15 5 5 re f") }

    /// An image set holding only `file` (a universal, single-scale entry, as Xcode writes a
    /// vector image's), with `properties` in its Contents.json.
    private func vectorSet(_ name: String, _ file: String, _ data: Data, in catalogue: URL, properties: String = "{}") throws {
        let set = catalogue.appendingPathComponent("\(name).imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try data.write(to: set.appendingPathComponent(file))
        try #"{ "images" : [ { "filename" : "\#(file)", "idiom" : "universal" } ], "properties" : \#(properties) }"#
            .write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
    }

    private func pixel(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * bitmap.pixelWidth + x) * 4
        return Array(bitmap.rgba[i..<i + 4])
    }

    @Test func aVectorPDFIsRasterizedAtThreeTimesItsPageSizeAsDrawn() throws {
        let catalogue = try temporaryDirectory("assets-pdf").appendingPathComponent("Assets.xcassets")
        try vectorSet("flag", "flag.pdf", flagPDF, in: catalogue)
        try vectorSet(
            "mask", "mask.pdf", flagPDF, in: catalogue, properties: #"{ "template-rendering-intent" : "template" }"#)
        try vectorSet("broken", "broken.pdf", flagPDF.prefix(120), in: catalogue)
        try vectorSet("empty", "empty.pdf", Data(), in: catalogue)
        try vectorSet(
            "banner", "banner.pdf", onePagePDF(width: 100_000, height: 100, content: "0 g 0 0 10 10 re f"), in: catalogue)
        let catalog = try AssetCatalog.load([catalogue.path])

        let flag = try #require(catalog.images["flag"]).bitmap().get()
        #expect((flag.pixelWidth, flag.pixelHeight, flag.scale) == (30, 60, 3))
        #expect(flag.size == Size(width: 10, height: 20))
        #expect(!flag.isTemplate)
        #expect(pixel(flag, 0, 0) == [255, 0, 0, 255] && pixel(flag, 14, 59) == [255, 0, 0, 255])
        #expect(pixel(flag, 15, 0) == [0, 0, 255, 255] && pixel(flag, 29, 14) == [0, 0, 255, 255])
        // What the page does not paint stays transparent.
        #expect(pixel(flag, 15, 15) == [0, 0, 0, 0] && pixel(flag, 29, 59) == [0, 0, 0, 0])

        #expect(try #require(catalog.images["mask"]).bitmap().get().isTemplate)

        for name in ["broken", "empty"] {
            guard case .failure(let error) = try #require(catalog.images[name]).bitmap() else {
                Issue.record("\(name).pdf was drawn")
                continue
            }
            #expect(
                error.description.hasPrefix("'\(catalogue.path)/\(name).imageset/\(name).pdf' is not a PDF Flipbook can read: "))
        }
        guard case .failure(let large) = try #require(catalog.images["banner"]).bitmap() else {
            Issue.record("a page 100000 points wide was drawn")
            return
        }
        #expect(large.description.hasSuffix("is 100000 × 100 points; an asset PDF or SVG may be at most 8192 points a side"))
    }

    @Test func anSVGIsRasterizedAtItsSizeOrItsViewBoxsAndAHugeOneAtALowerScale() throws {
        let catalogue = try temporaryDirectory("assets-svg").appendingPathComponent("Assets.xcassets")
        let bar =
            #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 10"><rect x="10" width="10" height="10" fill="lime"/></svg>"#
        try vectorSet("bar", "bar.svg", Data(bar.utf8), in: catalogue)
        // Inches at CSS's 96 pixels each: 48 × 24 points.
        let inches = #"<svg xmlns="http://www.w3.org/2000/svg" width="0.5in" height="0.25in"><rect width="1" height="1"/></svg>"#
        try vectorSet("inches", "inches.svg", Data(inches.utf8), in: catalogue)
        let poster =
            #"<svg xmlns="http://www.w3.org/2000/svg" width="2048" height="1024"><rect width="2048" height="1024" fill="red"/></svg>"#
        try vectorSet("poster", "poster.svg", Data(poster.utf8), in: catalogue)
        try vectorSet(
            "broken", "broken.svg", Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="10" <rect"#.utf8), in: catalogue)
        try vectorSet("sizeless", "sizeless.svg", Data(#"<svg xmlns="http://www.w3.org/2000/svg"/>"#.utf8), in: catalogue)
        let catalog = try AssetCatalog.load([catalogue.path])

        let image = try #require(catalog.images["bar"]).bitmap().get()
        #expect((image.pixelWidth, image.pixelHeight, image.scale) == (60, 30, 3))
        #expect(pixel(image, 0, 0) == [0, 0, 0, 0] && pixel(image, 29, 29) == [0, 0, 0, 0])
        #expect(pixel(image, 30, 0) == [0, 255, 0, 255] && pixel(image, 59, 29) == [0, 255, 0, 255])

        let inch = try #require(catalog.images["inches"]).bitmap().get()
        #expect((inch.pixelWidth, inch.pixelHeight) == (144, 72))

        // 6144 × 3072 pixels at 3x is more than an asset image keeps: fewer, the same points.
        let large = try #require(catalog.images["poster"]).bitmap().get()
        #expect(large.scale < 3)
        #expect(large.pixelWidth * large.pixelHeight <= AssetCatalog.maximumImagePixels + large.pixelWidth + large.pixelHeight)
        #expect(abs(large.size.width - 2048) < 1 && abs(large.size.height - 1024) < 1)
        #expect(pixel(large, large.pixelWidth / 2, large.pixelHeight / 2) == [255, 0, 0, 255])

        for (name, why) in [("broken", "XML parse error"), ("sizeless", "it has no size")] {
            guard case .failure(let error) = try #require(catalog.images[name]).bitmap() else {
                Issue.record("\(name).svg was drawn")
                continue
            }
            #expect(
                error.description.hasPrefix("'\(catalogue.path)/\(name).imageset/\(name).svg' is not an SVG Flipbook can read: "),
                "\(error.description)")
            #expect(error.description.contains(why), "\(error.description)")
        }
    }

    @Test func aPNGBeatsAVectorInTheSameSetAndAnHEICSaysItIsNotDrawn() throws {
        let dir = try temporaryDirectory("assets-prefer")
        let set = dir.appendingPathComponent("Assets.xcassets/both.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try flagPDF.write(to: set.appendingPathComponent("both.pdf"))
        try Data(PNGCodec.encode(RasterImage(width: 2, height: 2, fill: Pixel(red: 0, green: 0, blue: 255))))
            .write(to: set.appendingPathComponent("both@2x.png"))
        try write(
            """
            { "images" : [ { "filename" : "both.pdf", "idiom" : "universal", "scale" : "1x" },
                           { "filename" : "both@2x.png", "idiom" : "universal", "scale" : "2x" } ] }
            """, "Assets.xcassets/both.imageset/Contents.json", in: dir)
        try write("not really", "Assets.xcassets/photo.imageset/photo.heic", in: dir)
        try write(
            #"{ "images" : [ { "filename" : "photo.heic", "idiom" : "universal" } ] }"#,
            "Assets.xcassets/photo.imageset/Contents.json", in: dir)
        let catalog = try AssetCatalog.load([dir.appendingPathComponent("Assets.xcassets").path])
        let both = try #require(catalog.images["both"]).bitmap().get()
        #expect((both.pixelWidth, both.pixelHeight, both.scale) == (2, 2, 2))
        #expect(catalog.images["photo"] == nil)
        #expect(
            catalog.unreadable["photo"]
                == "its image set's 'photo.heic' is not a PNG, JPEG, WebP, PDF or SVG (HEIC, GIF and other formats are not drawn yet)")
    }

    /// A lossless WebP of `width`×`height` pixels, each `pixel(x, y)` (RGBA), from libwebp's encoder.
    private func webP(width: Int, height: Int, _ pixel: (Int, Int) -> [UInt8]) throws -> Data {
        let rgba = (0..<height).flatMap { y in (0..<width).flatMap { x in pixel(x, y) } }
        var output: UnsafeMutablePointer<UInt8>?
        let size = rgba.withUnsafeBufferPointer {
            WebPEncodeLosslessRGBA($0.baseAddress, Int32(width), Int32(height), Int32(width * 4), &output)
        }
        let bytes = try #require(output)
        defer { WebPFree(bytes) }
        return Data(bytes: bytes, count: size)
    }

    @Test func aWebPImageSetIsDrawnEvenWhenItsFileIsNamedPNG() throws {
        let dir = try temporaryDirectory("assets-webp")
        let set = dir.appendingPathComponent("Assets.xcassets/butterfly.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        // Left half red, right half half-transparent blue.
        try webP(width: 4, height: 2) { x, _ in x < 2 ? [255, 0, 0, 255] : [0, 0, 255, 128] }
            .write(to: set.appendingPathComponent("butterfly.png"))
        try write(
            #"{ "images" : [ { "filename" : "butterfly.png", "idiom" : "universal" } ] }"#,
            "Assets.xcassets/butterfly.imageset/Contents.json", in: dir)
        let catalog = try AssetCatalog.load([dir.appendingPathComponent("Assets.xcassets").path])
        let bitmap = try #require(catalog.images["butterfly"]).bitmap().get()
        #expect((bitmap.pixelWidth, bitmap.pixelHeight) == (4, 2))
        #expect(Array(bitmap.rgba[0..<4]) == [255, 0, 0, 255])
        #expect(Array(bitmap.rgba[12..<16]) == [0, 0, 255, 128])
    }

    @Test func aCanvasDrawsAnAssetImageStretchedInARectangleAndAUIImageHasItsSize() throws {
        let dir = try temporaryDirectory("assets-canvas")
        let set = dir.appendingPathComponent("Assets.xcassets/Blob 1.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        let png = try PNGCodec.encode(RasterImage(width: 4, height: 2, rgba: [UInt8](repeating: 200, count: 32)))
        try Data(png).write(to: set.appendingPathComponent("blob@2x.png"))
        try write(
            #"{ "images" : [ { "filename" : "blob@2x.png", "idiom" : "universal", "scale" : "2x" } ] }"#,
            "Assets.xcassets/Blob 1.imageset/Contents.json", in: dir)
        try write(
            """
            import SwiftUI
            struct V: View {
                var body: some View {
                    Canvas { context, size in
                        context.draw(Image("Blob 1"), in: CGRect(x: 0, y: 0, width: 40, height: 30))
                        context.draw(Image("Blob 1"), at: CGPoint(x: 50, y: 50))
                    }
                }
            }
            #Preview(traits: .fixedLayout(width: 100, height: 100)) { V() }
            """, "V.swift", in: dir)
        let dump = try runFlipbook(["dump", dir.appendingPathComponent("V.swift").path, "--stage", "display-list"])
        #expect(dump.status == 0, "\(dump.stderr)")
        #expect(dump.stdout.contains("image \"Blob 1\" 4x2px@2x [0 0 40 30]"), "\(dump.stdout)")
        #expect(dump.stdout.contains("image \"Blob 1\" 4x2px@2x [49 49.5 2 1]"), "\(dump.stdout)")

        // A UIImage's size is in points, its pixels over its scale.
        try write(
            """
            import SwiftUI
            struct U: View {
                let image = UIImage(named: "Blob 1")!
                var body: some View { Text("\\(Int(image.size.width))x\\(Int(image.size.height)) @\\(Int(image.scale))") }
            }
            #Preview { U() }
            """, "U.swift", in: dir)
        let sized = try runFlipbook(["dump", dir.appendingPathComponent("U.swift").path, "--stage", "display-list"])
        #expect(sized.stdout.contains("\"2x1 @2\""), "\(sized.stdout) \(sized.stderr)")
    }

    /// A Mac ignores case in file names: a set naming `pizza.png` draws its `Pizza.png`. A
    /// scale whose file is missing gives way to one that is there.
    @Test func anImageSetsFileIsFoundWhateverItsCaseAndAMissingScaleGivesWay() throws {
        let dir = try temporaryDirectory("assets-case")
        let set = dir.appendingPathComponent("Assets.xcassets/Pizza.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        let png = try PNGCodec.encode(RasterImage(width: 2, height: 1, rgba: [255, 0, 0, 255, 0, 0, 255, 255]))
        try Data(png).write(to: set.appendingPathComponent("Pizza.png"))
        try write(
            """
            { "images" : [ { "filename" : "pizza.png", "idiom" : "universal", "scale" : "1x" },
              { "filename" : "pizza@3x.png", "idiom" : "universal", "scale" : "3x" } ] }
            """, "Assets.xcassets/Pizza.imageset/Contents.json", in: dir)
        let catalog = try AssetCatalog.load([dir.appendingPathComponent("Assets.xcassets").path])
        let bitmap = try #require(catalog.images["Pizza"]).bitmap().get()
        #expect((bitmap.pixelWidth, bitmap.pixelHeight) == (2, 1))
        #expect(Array(bitmap.rgba[0..<4]) == [255, 0, 0, 255])
    }

    @Test func vectorImagesDecodedOnManyThreadsAtOnceMatchThoseDecodedOneByOne() throws {
        let catalogue = try temporaryDirectory("assets-threads").appendingPathComponent("Assets.xcassets")
        for i in 1...8 {
            let pdf = onePagePDF(width: 10 + i, height: 12, content: "0.\(i) 0 0 rg 0 0 \(i) 12 re f")
            try vectorSet("p\(i)", "p\(i).pdf", pdf, in: catalogue)
            let svg =
                #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(10 + i)" height="9"><circle cx="5" cy="4" r="\#(i)"/></svg>"#
            try vectorSet("s\(i)", "s\(i).svg", Data(svg.utf8), in: catalogue)
        }
        let names = (1...8).flatMap { ["p\($0)", "s\($0)"] }
        let one = try AssetCatalog.load([catalogue.path])
        let expected = try names.map { try #require(one.images[$0]).bitmap().get().rgba }
        let many = try AssetCatalog.load([catalogue.path])
        let sources = try names.map { try #require(many.images[$0]) }
        let decoded = ThreadSlots([[UInt8]?](repeating: nil, count: names.count))
        DispatchQueue.concurrentPerform(iterations: names.count) { i in
            let rgba = try? sources[i].bitmap().get().rgba
            decoded.set(i, rgba)
        }
        #expect(decoded.values == expected)
    }

    @Test func aSceneDrawsVectorImagesFromTheCatalogueAsBitmapsAndTheSameOnAnyNumberOfJobs() throws {
        let dir = try temporaryDirectory("assets-vector-scene")
        let catalogue = dir.appendingPathComponent("Art/Assets.xcassets")
        try vectorSet("flag", "flag.pdf", flagPDF, in: catalogue)
        let bar =
            #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 10"><rect x="10" width="10" height="10" fill="lime"/></svg>"#
        try vectorSet("bar", "bar.svg", Data(bar.utf8), in: catalogue)
        try write(
            """
            import SwiftUI
            struct V: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Image("flag")
                        Image("flag").resizable().frame(width: 40, height: 80)
                        Image(.bar).resizable().frame(width: 40, height: 20)
                    }
                }
            }
            #Preview(traits: .fixedLayout(width: 40, height: 120)) { V() }
            """, "V.swift", in: dir)
        let scene = dir.appendingPathComponent("V.swift").path
        let dump = try runFlipbook(["dump", scene, "--assets", catalogue.path, "--stage", "display-list"])
        #expect(dump.status == 0, "\(dump.stderr)")
        #expect(dump.stdout.contains("image \"flag\" 30x60px@3x [15 0 10 20]"), "\(dump.stdout)")
        #expect(dump.stdout.contains("image \"bar\" 60x30px@3x [0 100 40 20]"), "\(dump.stdout)")

        let one = dir.appendingPathComponent("one"), four = dir.appendingPathComponent("four")
        for (out, jobs) in [(one, "1"), (four, "4")] {
            let render = try runFlipbook([
                "render", scene, "--assets", catalogue.path, "--frames", "0-3", "--jobs", jobs, "-o", out.path,
            ])
            #expect(render.status == 0, "\(render.stderr)")
        }
        let frame = try PNGCodec.decode([UInt8](try Data(contentsOf: one.appendingPathComponent("frame-00000.png"))))
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(frame.rgba[(y * frame.width + x) * 4..<(y * frame.width + x) * 4 + 3]) }
        #expect(pixel(17, 10) == [255, 0, 0])
        // The stretched flag: red on the left, the blue square at the top right, white below it.
        #expect(pixel(5, 60) == [255, 0, 0])
        #expect(pixel(34, 30) == [0, 0, 255])
        #expect(pixel(34, 80) == [255, 255, 255])
        #expect(pixel(5, 110) == [255, 255, 255])
        #expect(pixel(34, 110) == [0, 255, 0])
        for file in pngFiles(in: one) {
            let a = try Data(contentsOf: one.appendingPathComponent(file))
            let b = try Data(contentsOf: four.appendingPathComponent(file))
            #expect(a == b, "\(file) differs between --jobs 1 and --jobs 4")
        }
        #expect(pngFiles(in: four).count == 4)
    }
}

/// Results written from several threads, each to its own slot.
private final class ThreadSlots<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Value]

    init(_ slots: [Value]) { self.slots = slots }

    func set(_ index: Int, _ value: Value) { lock.withLock { slots[index] = value } }

    var values: [Value] { lock.withLock { slots } }
}
