import Flipbook
import Foundation
import Testing

/// Scenes that are files of an app: their model and extensions come from other files of the
/// project (read from beside the scene, or given with `--include`), and a file with no preview
/// renders its root view.
@Suite struct ProjectFilesTests {
    private func write(_ text: String, _ name: String, in dir: URL) throws -> URL {
        let file = dir.appendingPathComponent(name)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    @Test func includedFilesLendTheirDeclarationsButNotTheirPreviews() throws {
        let dir = try temporaryDirectory("include")
        let palette = try write(
            """
            import SwiftUI
            extension Color {
                static let brand = Color(red: 1, green: 0.5, blue: 0)
            }
            struct Badge: View {
                let text: String
                var body: some View { Text(text).padding().background(Color.brand) }
            }
            #Preview { Badge(text: "not rendered") }
            """, "Palette.swift", in: dir)
        let scene = try write(
            """
            import SwiftUI
            struct Screen: View {
                var body: some View { Badge(text: "Hi").frame(width: 80, height: 40) }
            }
            #Preview(traits: .fixedLayout(width: 100, height: 60)) { Screen() }
            """, "Screen.swift", in: dir)
        let result = try runFlipbook(["dump", scene.path, "--include", palette.path, "--stage", "display-list"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("canvas 100x60"))
        #expect(result.stdout.contains("fill #FF8000FF"))
        #expect(result.stdout.contains("\"Hi\""))
        #expect(!result.stdout.contains("not rendered"))
    }

    @Test func anErrorInAnIncludedFileShowsThatFilesLine() throws {
        let dir = try temporaryDirectory("include-error")
        let model = try write(
            """
            import SwiftUI
            extension Color {
                static let brand = Color.wobbly
            }
            """, "Model.swift", in: dir)
        let scene = try write(
            """
            import SwiftUI
            struct Screen: View {
                var body: some View { Color.brand }
            }
            #Preview { Screen() }
            """, "Screen.swift", in: dir)
        let out = dir.appendingPathComponent("out")
        let result = try runFlipbook(["render", scene.path, "--include", model.path, "-o", out.path])
        #expect(result.status == 2)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("\(model.path):3:") == true, "\(result.stderr)")
        #expect(lines.dropFirst().first == "    static let brand = Color.wobbly")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    /// An app's folder: `Package.swift` marks its root, the scene is in `Sources/App/Views`.
    /// What `flipbook dump` draws of the scene at t = 0 (a run that fails is an issue).
    private func displayList(of scene: URL) throws -> String {
        let result = try runFlipbook(["dump", scene.path, "--stage", "display-list"])
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout
    }

    private func appFolder(_ name: String) throws -> (root: URL, views: URL) {
        let root = try temporaryDirectory(name)
        let views = root.appendingPathComponent("Sources/App/Views")
        try FileManager.default.createDirectory(at: views, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Sources/App/Models"), withIntermediateDirectories: true)
        _ = try write("// swift-tools-version: 6.0\n", "Package.swift", in: root)
        return (root, views)
    }

    /// Swift's and Foundation's types and the protocols Flipbook knows are never declared by an
    /// app: an error no missing name explains does not send the search through every file of
    /// the app for `String` or `View`. SwiftUI's views are searched for: an app may declare its
    /// own `TabView`.
    @Test func flipbooksOwnTypesAreNotSearchedForInTheApp() {
        let names = SceneCompiler.builtInTypeNames
        for name in ["View", "String", "CGFloat", "CGPoint", "Identifiable"] {
            #expect(names.contains(name), "\(name)")
        }
        for name in ["TabView", "Card", "Landmark"] {
            #expect(!names.contains(name), "\(name)")
        }
    }

    /// A member of an extension of a nested type (`extension Text.Layout`) in another file is
    /// found, also when only drawing (a text renderer's) names it.
    @Test func anExtensionOfANestedTypeInAnotherFileIsRead() throws {
        let (root, views) = try appFolder("nested-extension")
        _ = try write(
            "import SwiftUI\nextension Text.Layout {\n    var allRuns: [Text.Layout.Run] { flatMap { line in line } }\n}\n",
            "Sources/App/Models/Layout+Runs.swift", in: root)
        let scene = try write(
            "import SwiftUI\nstruct Plain: TextRenderer {\n    func draw(layout: Text.Layout, in context: inout GraphicsContext) {\n"
                + "        for run in layout.allRuns { context.draw(run) }\n    }\n}\n"
                + "#Preview { Text(\"Drawn\").textRenderer(Plain()) }\n",
            "Renderer.swift", in: views)
        #expect(try displayList(of: scene).contains("\"Drawn\""))
    }

    /// A file whose every line is indented alike still declares at its top level.
    @Test func anIndentedFilesDeclarationsAreFound() throws {
        let (root, views) = try appFolder("indented-file")
        _ = try write(
            "    import SwiftUI\n\n    extension View {\n        func cardMod() -> some View { padding(4).border(.orange) }\n    }\n",
            "Sources/App/Views/CardModifier.swift", in: root)
        let scene = try write("import SwiftUI\n#Preview { Text(\"Card\").cardMod() }\n", "Card.swift", in: views)
        #expect(try displayList(of: scene).contains("\"Card\""))
    }

    /// A modifier the scene calls is declared by a `func`: another file's property of the same
    /// name (a style's `var cornerRadius`) does not make the name ambiguous.
    @Test func aCalledModifierIsFoundAmongPropertiesOfItsName() throws {
        let (root, views) = try appFolder("method-not-property")
        _ = try write(
            "import SwiftUI\nstruct CardStyle: ViewModifier {\n    var cornerRadius: CGFloat = 20\n"
                + "    func body(content: Content) -> some View { content.background(.gray, in: .rect(cornerRadius: cornerRadius)) }\n}\n",
            "Sources/App/Models/CardStyle.swift", in: root)
        _ = try write(
            "import SwiftUI\nextension View {\n    func cornerRadius(_ radius: CGFloat, corners: UIRectCorner) -> some View {\n"
                + "        clipShape(.rect(cornerRadius: radius))\n    }\n}\n",
            "Sources/App/Models/Corners.swift", in: root)
        let scene = try write(
            "import SwiftUI\n#Preview { Text(\"Tabs\").cornerRadius(12, corners: [.topLeft]) }\n", "Tabs.swift", in: views)
        #expect(try displayList(of: scene).contains("\"Tabs\""))
    }

    /// A type split over files: its body uses an extension's member without `self.`, and its
    /// preview calls another extension's method on it; of two files extending different views
    /// with the same method, the one extending the scene's view is read.
    @Test func membersOfTheScenesTypeFromExtensionsInOtherFilesAreFound() throws {
        let (root, views) = try appFolder("split-type")
        _ = try write(
            "import SwiftUI\nextension Dashboard {\n    var header: some View { Text(\"Header\") }\n}\n",
            "Sources/App/Views/Dashboard+Header.swift", in: root)
        _ = try write(
            "import SwiftUI\nextension Dashboard {\n    func configureView() -> some View {\n"
                + "        var view = self\n        view.title = \"configured\"\n        return view\n    }\n}\n",
            "Sources/App/Views/DashboardRouter.swift", in: root)
        _ = try write(
            "import SwiftUI\nstruct Forecast: View {\n    var body: some View { Text(\"other\") }\n}\n"
                + "extension Forecast {\n    func configureView() -> some View { Text(\"wrong router\") }\n}\n",
            "Sources/App/Views/ForecastRouter.swift", in: root)
        let scene = try write(
            "import SwiftUI\nstruct Dashboard: View {\n    var title = \"plain\"\n"
                + "    var body: some View { VStack { header; Text(title) } }\n}\n"
                + "#Preview { Dashboard().configureView() }\n",
            "Dashboard.swift", in: views)
        let list = try displayList(of: scene)
        #expect(list.contains("\"Header\""))
        #expect(list.contains("\"configured\""))
        #expect(!list.contains("wrong router"))
    }

    /// A file the Xcode project compiles from outside the app's folder (a reference whose path
    /// climbs out of its group's folder, shared with a sibling project) is read.
    @Test func aFileTheProjectReferencesOutsideItsFolderIsRead() throws {
        let root = try temporaryDirectory("outside-reference")
        let app = root.appendingPathComponent("Player/Player")
        let project = root.appendingPathComponent("Player/Player.xcodeproj")
        let shared = root.appendingPathComponent("Recorder/Recorder")
        for folder in [app, project, shared] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        _ = try write(
            """
            // !$*UTF8*$!
            {
            \tobjects = {
            \t\tBB0000000000000000000001 /* AudioPlayer.swift in Sources */ = {isa = PBXBuildFile; fileRef = BB0000000000000000000002 /* AudioPlayer.swift */; };
            \t\tBB0000000000000000000002 /* AudioPlayer.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; name = AudioPlayer.swift; path = ../../Recorder/Recorder/AudioPlayer.swift; sourceTree = "<group>"; };
            \t\tBB0000000000000000000003 /* ContentView.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = ContentView.swift; sourceTree = "<group>"; };
            \t\tBB0000000000000000000004 = {
            \t\t\tisa = PBXGroup;
            \t\t\tchildren = (
            \t\t\t\tBB0000000000000000000005 /* Player */,
            \t\t\t);
            \t\t\tsourceTree = "<group>";
            \t\t};
            \t\tBB0000000000000000000005 /* Player */ = {
            \t\t\tisa = PBXGroup;
            \t\t\tchildren = (
            \t\t\t\tBB0000000000000000000003 /* ContentView.swift */,
            \t\t\t\tBB0000000000000000000002 /* AudioPlayer.swift */,
            \t\t\t);
            \t\t\tpath = Player;
            \t\t\tsourceTree = "<group>";
            \t\t};
            \t};
            }
            """, "project.pbxproj", in: project)
        _ = try write(
            "import Foundation\nfinal class AudioPlayer {\n    let title = \"Summer\"\n}\n", "AudioPlayer.swift", in: shared)
        let scene = try write(
            "import SwiftUI\nstruct ContentView: View {\n    private var player = AudioPlayer()\n"
                + "    var body: some View { Text(player.title) }\n}\n#Preview { ContentView() }\n",
            "ContentView.swift", in: app)
        #expect(try displayList(of: scene).contains("\"Summer\""))
    }

    /// An app's `struct Task` in another file shadows Swift's `Task` in the scene, as in the
    /// app's target: the file is read, and the scene's `Task(id:title:)` is the app's.
    @Test func anAppTypeNamedLikeOneOfSwiftsShadowsIt() throws {
        let (root, views) = try appFolder("shadow")
        _ = try write(
            "import Foundation\nstruct Task: Identifiable {\n    var id: String\n    var title: String\n}\n",
            "Sources/App/Models/Task.swift", in: root)
        let scene = try write(
            "import SwiftUI\nstruct Row: View {\n    var task: Task\n    var body: some View { Text(task.title) }\n}\n"
                + "#Preview { Row(task: Task(id: \"1\", title: \"Buy milk\")) }\n",
            "Row.swift", in: views)
        #expect(try displayList(of: scene).contains("\"Buy milk\""))
    }

    @Test func theFilesOfTheAppThatDeclareWhatTheSceneNamesJoinIt() throws {
        let (root, views) = try appFolder("project")
        // `Home` is in a folder beside the scene's; `Item` and `Color.brand` come from files
        // `Home` and `Item` need in turn; `Unused.swift` is never read into the scene.
        _ = try write(
            "import SwiftUI\nstruct Home: View {\n    let items = Item.samples\n    var body: some View {\n"
                + "        VStack { ForEach(items) { Text($0.name).foregroundStyle(Color.brand) } }\n    }\n}\n",
            "Home.swift", in: views)
        _ = try write(
            "import Foundation\nstruct Item: Identifiable {\n    let id: Int\n    let name: String\n"
                + "    static let samples = [Item(id: 1, name: \"apple\"), Item(id: 2, name: \"pear\")]\n}\n",
            "Sources/App/Models/Item.swift", in: root)
        _ = try write(
            "import SwiftUI\n\nextension Color {\n    static let brand = Color(red: 1, green: 0, blue: 0)\n}\n",
            "Sources/App/Models/Palette.swift", in: root)
        _ = try write(
            "import SwiftUI\nstruct Unused: View {\n    var body: some View { Color.wobbly }\n}\n", "Unused.swift", in: views)
        let scene = try write(
            "import SwiftUI\nstruct ContentView: View {\n    var body: some View { Home() }\n}\n#Preview { ContentView() }\n",
            "ContentView.swift", in: views)
        let drawn = try displayList(of: scene)
        #expect(drawn.contains("\"apple\"") && drawn.contains("\"pear\""))
        #expect(drawn.contains("#FF0000FF"))

        let alone = try runFlipbook(["render", scene.path, "--scene-only", "-o", root.appendingPathComponent("out").path])
        #expect(alone.status == 2)
        #expect(alone.stderr.contains("error: cannot find 'Home' in scope"))
        #expect(
            alone.stderr.contains(
                "note: 'Home' is declared in a file beside the scene; add it with --include \(views.appendingPathComponent("Home.swift").path)"
            ), "\(alone.stderr)")
    }

    @Test func eachFileKeepsItsOwnPrivateDeclarations() throws {
        // Two files of an app each declare a private `Row` and a private `title`: the scene's
        // code uses its own, and the view it borrows from the other file uses that file's.
        let (_, views) = try appFolder("file-private")
        _ = try write(
            """
            import SwiftUI
            private struct Row { let text: String; let size: CGFloat }
            private let title = "badge"
            struct Badge: View {
                var body: some View { Text(Row(text: title, size: 20).text) }
            }
            """, "Badge.swift", in: views)
        let scene = try write(
            """
            import SwiftUI
            private struct Row { let label: String }
            private let title = "screen"
            struct Screen: View {
                var body: some View { VStack { Text(Row(label: title).label); Badge() } }
            }
            #Preview { Screen() }
            """, "Screen.swift", in: views)
        let drawn = try displayList(of: scene)
        #expect(drawn.contains("\"screen\"") && drawn.contains("\"badge\""))
    }

    @Test func aPrivateExtensionMemberTwoFilesDeclareAlikeIsOneDeclaration() throws {
        // Two samples of one app each give CGSize the same `fileprivate` helper: one member, as
        // it is in each file; and the app's own `struct Color: View` does not change the
        // prelude's SwiftUI colours (a List row's chevron).
        let (_, views) = try appFolder("private-extensions")
        _ = try write(
            """
            import SwiftUI
            struct Zoom: View {
                var body: some View { Text("zoom \\(Int(CGSize.single.width))") }
            }
            fileprivate extension CGSize {
                static let single = CGSize(width: 1, height: 1)
                static let double = CGSize(width: 2, height: 2)
            }
            """, "Zoom.swift", in: views)
        _ = try write(
            """
            import SwiftUI
            struct Color: View {
                var body: some View { Text("my colour") }
            }
            """, "Color.swift", in: views)
        let scene = try write(
            """
            import SwiftUI
            struct Root: View {
                var body: some View {
                    NavigationStack {
                        List {
                            NavigationLink("Zoom") { Zoom() }
                            Text("half \\(CGSize.half.width) single \\(Int(CGSize.single.height))")
                            Zoom()
                            Color()
                        }
                    }
                }
            }
            fileprivate extension CGSize {
                static let half = CGSize(width: 0.5, height: 0.5)
                static let single = CGSize(width: 1, height: 1)
            }
            #Preview { Root() }
            """, "Root.swift", in: views)
        let drawn = try displayList(of: scene)
        #expect(drawn.contains("\"half 0.5 single 1\"") && drawn.contains("\"zoom 1\"") && drawn.contains("\"my colour\""), "\(drawn)")
    }

    @Test func anOverloadOfASwiftUIModifierInAnotherFileIsRead() throws {
        // `.cornerRadius(.orange, cornerRadius: 12)` fails as SwiftUI's `cornerRadius(_:)` (its
        // argument is not a number): the app's file whose `extension View` declares a
        // `cornerRadius` is read, and its overload is the one that fits.
        let (_, views) = try appFolder("modifier-overload")
        _ = try write(
            """
            import SwiftUI
            extension View {
                func cornerRadius(_ style: some ShapeStyle, cornerRadius radius: CGFloat) -> some View {
                    background(style, in: RoundedRectangle(cornerRadius: radius))
                }
            }
            """, "ViewExt.swift", in: views)
        let scene = try write(
            """
            import SwiftUI
            struct Trip: View {
                var body: some View { Text("Trip").padding().cornerRadius(.orange, cornerRadius: 12) }
            }
            #Preview { Trip() }
            """, "Trip.swift", in: views)
        let drawn = try displayList(of: scene)
        #expect(drawn.contains("\"Trip\"") && drawn.contains("#FF9500FF"), "\(drawn)")
    }

    @Test func withoutAProjectTheFilesTwoFoldersUpAreRead() throws {
        // No .xcodeproj, Package.swift or .git: the app's files are looked for from two folders
        // above the scene's.
        let dir = try temporaryDirectory("no-project")
        let views = dir.appendingPathComponent("App/Views")
        try FileManager.default.createDirectory(at: views, withIntermediateDirectories: true)
        _ = try write(
            "import SwiftUI\nstruct Badge: View {\n    var body: some View { Text(\"badge\") }\n}\n", "App/Badge.swift", in: dir)
        let scene = try write(
            "import SwiftUI\nstruct Screen: View {\n    var body: some View { Badge() }\n}\n#Preview { Screen() }\n",
            "Screen.swift", in: views)
        let drawn = try displayList(of: scene)
        #expect(drawn.contains("\"badge\""))
    }

    @Test func bundleResourcesAreTheAppsJSONFiles() throws {
        // Bundle.main finds a JSON file anywhere in the app's folder; JSONDecoder decodes it
        // with snake-case keys, into a generic helper whose T the call's context decides.
        let (root, views) = try appFolder("bundle-json")
        _ = try write(
            #"[{"first_name": "Ada", "age": 36}, {"first_name": "Alan", "age": 41}]"#, "Sources/App/Models/people.json",
            in: root)
        let scene = try write(
            """
            import SwiftUI
            struct Person: Codable { let firstName: String; let age: Int }
            extension Bundle {
                func decode<T: Decodable>(_ file: String) -> T {
                    let url = url(forResource: file, withExtension: nil)!
                    let decoder = JSONDecoder()
                    decoder.keyDecodingStrategy = .convertFromSnakeCase
                    return try! decoder.decode(T.self, from: Data(contentsOf: url))
                }
            }
            struct People: View {
                let people: [Person] = Bundle.main.decode("people.json")
                let missing = Bundle.main.url(forResource: "nothing", withExtension: "json")
                var body: some View {
                    VStack { ForEach(people, id: \\.firstName) { Text("\\($0.firstName) \\($0.age)") }; Text(missing == nil ? "none" : "?") }
                }
            }
            #Preview { People() }
            """, "People.swift", in: views)
        let drawn = try displayList(of: scene)
        #expect(
            drawn.contains("\"Ada 36\"") && drawn.contains("\"Alan 41\"") && drawn.contains("\"none\""))
    }

    @Test func jsonDatesAreReadAsTheDecodersDateStrategySays() throws {
        let (root, views) = try appFolder("bundle-json-dates")
        _ = try write(
            #"[{"iso": "2024-06-10T17:00:00Z", "unix": 1718038800, "millis": 1718038800000, "day": "10/06/2024"}]"#,
            "Sources/App/events.json", in: root)
        let scene = try write(
            """
            import SwiftUI
            struct ISO: Codable { let iso: Date }
            struct Unix: Codable { let unix: Date }
            struct Millis: Codable { let millis: Date }
            struct Day: Codable { let day: Date }
            func load<T: Decodable>(_ decoder: JSONDecoder) -> T {
                let data = try! Data(contentsOf: Bundle.main.url(forResource: "events", withExtension: "json")!)
                return try! decoder.decode(T.self, from: data)
            }
            struct Events: View {
                var body: some View {
                    let iso = JSONDecoder()
                    iso.dateDecodingStrategy = .iso8601
                    let unix = JSONDecoder()
                    unix.dateDecodingStrategy = .secondsSince1970
                    let millis = JSONDecoder()
                    millis.dateDecodingStrategy = .millisecondsSince1970
                    let formatter = DateFormatter()
                    formatter.dateFormat = "dd/MM/yyyy"
                    let day = JSONDecoder()
                    day.dateDecodingStrategy = .formatted(formatter)
                    let a: [ISO] = load(iso)
                    let b: [Unix] = load(unix)
                    let c: [Millis] = load(millis)
                    let d: [Day] = load(day)
                    return VStack {
                        Text("\\(a[0].iso)")
                        Text("\\(b[0].unix)")
                        Text("\\(c[0].millis)")
                        Text("\\(d[0].day)")
                    }
                }
            }
            #Preview { Events() }
            """, "Events.swift", in: views)
        let drawn = try displayList(of: scene)
        #expect(drawn.components(separatedBy: "\"2024-06-10 17:00:00 +0000\"").count == 4)
        #expect(drawn.contains("\"2024-06-10 00:00:00 +0000\""))
    }

    @Test func bundleResourcesAreFoundWhenAnotherFileOfTheAppAsksForThem() throws {
        // The scene never says `forResource`; the Bundle extension it uses, read from another
        // file, does, and its JSON file is lent all the same.
        let (root, views) = try appFolder("bundle-json-extension")
        _ = try write(#"["lion", "zebra"]"#, "Sources/App/Models/animals.json", in: root)
        _ = try write(
            """
            import Foundation
            extension Bundle {
                func decode<T: Decodable>(_ file: String) -> T {
                    guard let url = self.url(forResource: file, withExtension: nil) else { fatalError("Failed to locate file") }
                    return try! JSONDecoder().decode(T.self, from: Data(contentsOf: url))
                }
            }
            """, "Sources/App/Models/CodableBundleExtension.swift", in: root)
        let scene = try write(
            """
            import SwiftUI
            struct Animals: View {
                let animals: [String] = Bundle.main.decode("animals.json")
                var body: some View { Text(animals.joined(separator: " and ")) }
            }
            #Preview { Animals() }
            """, "Animals.swift", in: views)
        let drawn = try displayList(of: scene)
        #expect(drawn.contains("\"lion and zebra\""))
    }

    @Test func whatOnlyDrawingNamesIsReadToo() throws {
        // A shape's path(in:) runs only when a frame is drawn: the helper it calls, and the
        // nested type an extension in a third file declares, are found from the first frame.
        let (root, views) = try appFolder("project-draw-time")
        _ = try write(
            "import SwiftUI\nstruct Geometry {\n    static func inset(_ rect: CGRect) -> CGRect { rect.insetBy(dx: 10, dy: 10) }\n}\n",
            "Sources/App/Models/Geometry.swift", in: root)
        _ = try write(
            "extension Geometry {\n    enum Corner { case round, square }\n}\n", "Sources/App/Models/Geometry+Corner.swift",
            in: root)
        let scene = try write(
            """
            import SwiftUI
            struct Plate: Shape {
                func path(in rect: CGRect) -> Path {
                    let corner = Geometry.Corner.round
                    return Path(roundedRect: Geometry.inset(rect), cornerRadius: corner == .round ? 8 : 0)
                }
            }
            #Preview(traits: .fixedLayout(width: 100, height: 60)) { Plate().fill(Color.red) }
            """, "Plate.swift", in: views)
        let drawn = try displayList(of: scene)
        #expect(drawn.contains("fill #FF3B30FF path [10 10 80 40]"), "\(drawn)")
    }

    @Test func anEnvironmentKeyDeclaredInAnotherFileIsRead() throws {
        let (root, views) = try appFolder("project-environment-key")
        _ = try write(
            "import SwiftUI\nextension EnvironmentValues {\n    @Entry var greeting: String = \"hello\"\n}\n",
            "Sources/App/Models/EnvironmentValues+Greeting.swift", in: root)
        let scene = try write(
            """
            import SwiftUI
            struct Greeting: View {
                @Environment(\\.greeting) private var greeting
                var body: some View { Text(greeting) }
            }
            #Preview { Greeting().environment(\\.greeting, "bonjour") }
            """, "Greeting.swift", in: views)
        let drawn = try displayList(of: scene)
        #expect(drawn.contains("\"bonjour\""))
    }

    @Test func aMethodOfAnExtensionInAnotherFileIsRead() throws {
        // `value of type 'String' has no method 'shout'`: the file extending String lends it.
        let (root, views) = try appFolder("project-method")
        _ = try write(
            "extension String {\n    func shout() -> String { uppercased() + \"!\" }\n}\n",
            "Sources/App/Models/String+Shout.swift",
            in: root)
        let scene = try write(
            "import SwiftUI\nstruct Hello: View {\n    var body: some View { Text(\"hi\".shout()) }\n}\n#Preview { Hello() }\n",
            "Hello.swift", in: views)
        let drawn = try displayList(of: scene)
        #expect(drawn.contains("\"HI!\""))
    }

    @Test func anOptionalsExtensionInAnotherFileIsRead() throws {
        // `value of type 'String' has no member 'orEmpty'`: an Optional is held as its value, so
        // the file extending Optional lends it.
        let (root, views) = try appFolder("project-optional")
        _ = try write(
            "extension Optional where Wrapped == String {\n    var orEmpty: String { self ?? \"\" }\n}\n",
            "Sources/App/Models/OptionalString.swift",
            in: root)
        let scene = try write(
            "import SwiftUI\nstruct Hello: View {\n    var name: String? = \"hi\"\n    var body: some View { Text(name.orEmpty) }\n}\n#Preview { Hello() }\n",
            "Hello.swift", in: views)
        let drawn = try displayList(of: scene)
        #expect(drawn.contains("\"hi\""))
    }

    @Test func anOverloadOfABuiltInMethodOrInitializerInAnotherFileIsRead() throws {
        // `move(…) is missing 'to:'` and `no Image initializer takes 'symbol:'`: the files that
        // extend Path and Image lend the overloads, which call the built-in ones.
        let (root, views) = try appFolder("project-overload")
        _ = try write(
            """
            import SwiftUI
            extension Path {
                mutating func move(toX x: CGFloat, y: CGFloat) { self.move(to: CGPoint(x: x, y: y)) }
            }
            """, "Sources/App/Models/Path+Points.swift", in: root)
        _ = try write(
            """
            import SwiftUI
            enum Glyph: String { case search = "magnifyingglass" }
            extension Image {
                init(glyph: Glyph) { self = Image(systemName: glyph.rawValue) }
            }
            """, "Sources/App/Models/Image+Glyph.swift", in: root)
        let scene = try write(
            """
            import SwiftUI
            struct Rule: Shape {
                func path(in rect: CGRect) -> Path {
                    var path = Path()
                    path.move(toX: rect.midX, y: 0)
                    path.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
                    return path
                }
            }
            struct Bar: View {
                var body: some View { HStack { Image(glyph: .search); Rule().stroke(.red).frame(width: 10, height: 40) } }
            }
            #Preview { Bar() }
            """, "Bar.swift", in: views)
        let drawn = try displayList(of: scene)
        #expect(drawn.contains("#FF3B30FF path [214 130 0 40]"), "\(drawn)")
        #expect(drawn.contains("MaterialIcons"), "\(drawn)")
    }

    @Test func anOperatorOfAnotherFilesExtensionIsRead() throws {
        // `operator '+' cannot be applied to CGSize and CGSize`: the file that extends CGSize
        // with `+` and `*` (and one with a global `-` for points) joins the scene.
        let (root, views) = try appFolder("project-operator")
        _ = try write(
            """
            import SwiftUI
            extension CGSize {
                var center: CGPoint { CGPoint(x: width / 2, y: height / 2) }
                static func +(lhs: Self, rhs: Self) -> CGSize { CGSize(width: lhs.width + rhs.width, height: lhs.height + rhs.height) }
                static func *(lhs: Self, rhs: CGFloat) -> CGSize { CGSize(width: lhs.width * rhs, height: lhs.height * rhs) }
            }
            """, "Sources/App/Models/CGSizeExt.swift", in: root)
        _ = try write(
            "import SwiftUI\nfunc - (lhs: CGPoint, rhs: CGPoint) -> CGPoint { CGPoint(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }\n",
            "Sources/App/Models/PointMath.swift", in: root)
        let scene = try write(
            """
            import SwiftUI
            struct Board: View {
                let pan = CGSize(width: 10, height: 5)
                var body: some View {
                    let offset = (pan + CGSize(width: 20, height: 5)) * 2
                    let back = CGPoint(x: 0, y: 0) - CGPoint(x: 10, y: 0)
                    Color.red.frame(width: 10, height: 10).offset(x: offset.width + back.x, y: offset.height)
                }
            }
            #Preview(traits: .fixedLayout(width: 100, height: 100)) { Board() }
            """, "Board.swift", in: views)
        let drawn = try displayList(of: scene)
        // Moved by (60 − 10, 20): the global `-` takes the points, and leaves the numbers in
        // its own body to Swift's.
        #expect(drawn.contains("transform [1 0 0 1 50 20]"), "\(drawn)")
    }

    @Test func anInitializerOfAnotherFilesExtensionIsRead() throws {
        // `missing argument for parameter 'bounds' in call to Meter(…)`: the memberwise
        // initializer was the only one known; the file that extends the type lends its own.
        let (root, views) = try appFolder("project-extension-init")
        _ = try write(
            """
            import SwiftUI
            extension Meter {
                init(value: Double) { self.init(value: value, bounds: 0...1) }
            }
            """, "Sources/App/Models/Meter+Inits.swift", in: root)
        let scene = try write(
            """
            import SwiftUI
            struct Meter: View {
                let value: Double
                let bounds: ClosedRange<Double>
                var body: some View { Text("\\(Int(value * 100)) of \\(Int(bounds.upperBound * 100))") }
            }
            #Preview { Meter(value: 0.5) }
            """, "Meter.swift", in: views)
        let drawn = try displayList(of: scene)
        #expect(drawn.contains("\"50 of 100\""), "\(drawn)")
    }

    @Test func anArrayExtensionAndAnInitializerWithAnInternalNameInAnotherFileAreRead() throws {
        // `type '[Card]' has no member 'preview'` and `extra argument 'uniform:' in call to
        // CGSize(…)`: `extension [Card]` and `init(uniform side: CGFloat)` are found.
        let (root, views) = try appFolder("project-array-extension")
        _ = try write(
            "import SwiftUI\nstruct Card { let id: Int }\nextension [Card] {\n    static let preview: [Card] = [Card(id: 1), Card(id: 2)]\n}\n",
            "Sources/App/Models/Card.swift", in: root)
        _ = try write(
            "import SwiftUI\nextension CGSize {\n    init(uniform side: CGFloat) { self.init(width: side, height: side) }\n}\n",
            "Sources/App/Models/CGSize+Uniform.swift", in: root)
        let scene = try write(
            """
            import SwiftUI
            struct Deck: View {
                var body: some View { Text("\\([Card].preview.count) \\(CGSize(uniform: 3).height)") }
            }
            #Preview { Deck() }
            """, "Deck.swift", in: views)
        let drawn = try displayList(of: scene)
        #expect(drawn.contains("\"2 3.0\""), "\(drawn)")
    }

    @Test func aTypeNestedInAnExtensionInAnotherFileIsRead() throws {
        // `extension Loader { struct Arc: Shape }` in a file of its own; `Loader`'s body names
        // it bare, as the type's own members do.
        let (root, views) = try appFolder("project-nested")
        _ = try write(
            "import SwiftUI\n\nextension Loader {\n    struct Arc: Shape {\n"
                + "        func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: 10, dy: 10)) }\n    }\n}\n",
            "Sources/App/Models/Loader+Arc.swift", in: root)
        let scene = try write(
            "import SwiftUI\nstruct Loader: View {\n    var body: some View { Arc().fill(Color.red).frame(width: 60, height: 60) }\n}\n"
                + "#Preview { Loader() }\n",
            "Loader.swift", in: views)
        let drawn = try displayList(of: scene)
        #expect(drawn.contains("fill #FF3B30FF path [180 130 40 40]"), "\(drawn)")
    }

    @Test func aMemberOfAProtocolExtensionOfNumbersInAnotherFileIsRead() throws {
        // `value of type 'Double' has no method 'percent'`: Apple's Food Truck declares it in
        // `public extension BinaryFloatingPoint`.
        let (root, views) = try appFolder("project-float-protocol")
        _ = try write(
            "public extension BinaryFloatingPoint {\n    func percent(truncation: Self) -> Self {\n"
                + "        truncatingRemainder(dividingBy: truncation) / truncation\n    }\n}\n",
            "Sources/App/Models/Interpolation.swift", in: root)
        _ = try write(
            "import SwiftUI\nextension Color {\n    static let darkGreen = Color(red: 0, green: 0.4, blue: 0)\n}\n",
            "Sources/App/Models/Palette.swift", in: root)
        let scene = try write(
            "import SwiftUI\nstruct Dial: View {\n    var body: some View {\n"
                + "        Text(\"\\(175.0.percent(truncation: 50))\").foregroundColor(.darkGreen)\n    }\n}\n#Preview { Dial() }\n",
            "Dial.swift", in: views)
        let drawn = try displayList(of: scene)
        #expect(drawn.contains("#006600FF \"0.5\""), "\(drawn)")
    }

    @Test func anAlignmentGuideDeclaredInAnotherFileIsRead() throws {
        // `'.byHeight' is not an alignment guide`: the SwiftUI Lab keeps its guides in files of
        // their own, in an extension of either axis's alignment type.
        let (root, views) = try appFolder("project-alignment")
        _ = try write(
            "import SwiftUI\n\nextension HorizontalAlignment {\n    private enum ByHeight: AlignmentID {\n"
                + "        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }\n    }\n"
                + "    static let byHeight = HorizontalAlignment(ByHeight.self)\n}\n",
            "Sources/App/Models/HorizontalAlignment+ByHeight.swift", in: root)
        let scene = try write(
            "import SwiftUI\nstruct Column: View {\n    var body: some View {\n"
                + "        VStack(alignment: .byHeight, spacing: 0) {\n"
                + "            Color.red.frame(width: 40, height: 60)\n            Color.green.frame(width: 40, height: 20)\n"
                + "        }\n    }\n}\n#Preview { Column() }\n",
            "Column.swift", in: views)
        // Guides 60 and 20 meet: the column is 80 by 80, centred in the 400 by 300 canvas.
        let drawn = try displayList(of: scene)
        #expect(drawn.contains("fill #FF3B30FF path [160 110 40 60]"), "\(drawn)")
        #expect(drawn.contains("fill #34C759FF path [200 170 40 20]"), "\(drawn)")
    }

    @Test func anotherFilesPreviewProviderIsATypeNotAPreview() throws {
        // `CitiesView_Previews.previews` in a row's preview: the other file's provider is read
        // as a type; its preview is not the scene's (the scene has one preview, the row's).
        let (_, views) = try appFolder("project-preview-provider")
        _ = try write(
            "import SwiftUI\nstruct Cities: View {\n    var body: some View { Color.red.frame(width: 40, height: 30) }\n}\n"
                + "struct Cities_Previews: PreviewProvider {\n    static var previews: some View { Cities().padding(5) }\n}\n",
            "Cities.swift", in: views)
        let scene = try write(
            "import SwiftUI\nstruct Row_Previews: PreviewProvider {\n    static var previews: some View { Cities_Previews.previews }\n}\n",
            "Row.swift", in: views)
        let drawn = try displayList(of: scene)
        #expect(drawn.hasPrefix("Row at t=0s"), "\(drawn)")
        #expect(drawn.contains("fill #FF3B30FF path [180 135 40 30]"), "\(drawn)")
    }

    @Test func aPreviewProviderExtensionInAnotherFileIsRead() throws {
        // `cannot find 'dev'` in a provider's previews: the file of `extension PreviewProvider`.
        let (root, views) = try appFolder("project-preview-provider-extension")
        _ = try write(
            "import SwiftUI\nextension PreviewProvider {\n    static var dev: DeveloperPreview { DeveloperPreview.instance }\n}\n"
                + "final class DeveloperPreview {\n    static let instance = DeveloperPreview()\n    let title = \"Design\"\n}\n",
            "Sources/App/Models/PreviewProvider.swift", in: root)
        let scene = try write(
            "import SwiftUI\nstruct Row: View {\n    let title: String\n    var body: some View { Text(title) }\n}\n"
                + "struct Row_Previews: PreviewProvider {\n    static var previews: some View { Row(title: dev.title) }\n}\n",
            "Row.swift", in: views)
        let drawn = try displayList(of: scene)
        #expect(drawn.contains("\"Design\""), "\(drawn)")
    }

    @Test func anotherFilesPreviewLocalTypeDoesNotClashWithTheScenes() throws {
        // Both files' previews declare a local `PreviewWrapper`: the scene's is the one it means.
        let (_, views) = try appFolder("project-preview-local-types")
        _ = try write(
            "import SwiftUI\nstruct Lamp: View {\n    @Binding var on: Bool\n    var body: some View { Text(on ? \"lit\" : \"dark\") }\n}\n"
                + "#Preview {\n    struct PreviewWrapper: View {\n        @State var on = true\n"
                + "        var body: some View { Lamp(on: $on) }\n    }\n    return PreviewWrapper()\n}\n",
            "Lamp.swift", in: views)
        let scene = try write(
            "import SwiftUI\nstruct Room: View {\n    @Binding var on: Bool\n    var body: some View { Lamp(on: $on) }\n}\n"
                + "#Preview {\n    struct PreviewWrapper: View {\n        @State var on = false\n"
                + "        var body: some View { Room(on: $on) }\n    }\n    return PreviewWrapper()\n}\n",
            "Room.swift", in: views)
        let drawn = try displayList(of: scene)
        #expect(drawn.contains("\"dark\""), "\(drawn)")
    }

    @Test func aModifierOfAViewExtensionInAnotherFileIsRead() throws {
        // `modifier 'banner' is not supported`: the file extending View (here Text) lends it.
        let (root, views) = try appFolder("project-modifier")
        _ = try write(
            "import SwiftUI\nextension Text {\n    func banner() -> some View { self.padding(12).background(Color.orange) }\n}\n",
            "Sources/App/Models/Text+Banner.swift",
            in: root)
        let scene = try write(
            "import SwiftUI\nstruct Hello: View {\n    var body: some View { Text(\"hi\").banner() }\n}\n#Preview { Hello() }\n",
            "Hello.swift", in: views)
        let drawn = try displayList(of: scene)
        #expect(drawn.contains("#FF9500FF") || drawn.contains("#FF9F0AFF"))
    }

    @Test func anAppTypeNamedLikeASwiftUITypeIsRead() throws {
        // `type 'Tab' has no member 'home'`: SwiftUI has a `Tab`, and the app its own.
        let (root, views) = try appFolder("project-shadowed-type")
        _ = try write(
            "enum Tab: String, CaseIterable {\n    case home = \"Home\"\n    case profile = \"Profile\"\n}\n",
            "Sources/App/Models/Tab.swift", in: root)
        let scene = try write(
            "import SwiftUI\nstruct Bar: View {\n    @State private var tab: Tab = .home\n"
                + "    var body: some View { Text(tab.rawValue) }\n}\n#Preview { Bar() }\n",
            "Bar.swift", in: views)
        let drawn = try displayList(of: scene)
        #expect(drawn.contains("\"Home\""))
    }

    @Test func anAppEnumsSynthesizedAllCasesIsRead() throws {
        // `type 'Tab' has no member 'allCases'`: the app's enum never writes the name.
        let (root, views) = try appFolder("project-synthesized-member")
        _ = try write(
            "enum Tab: String, CaseIterable {\n    case home = \"Home\"\n    case profile = \"Profile\"\n}\n",
            "Sources/App/Models/Tab.swift", in: root)
        let scene = try write(
            "import SwiftUI\nstruct Bar: View {\n"
                + "    var body: some View { HStack { ForEach(Tab.allCases, id: \\.self) { Text($0.rawValue) } } }\n}\n"
                + "#Preview { Bar() }\n",
            "Bar.swift", in: views)
        let drawn = try displayList(of: scene)
        #expect(drawn.contains("\"Home\"") && drawn.contains("\"Profile\""))
    }

    @Test func aTypeOnlyADeclarationNamesIsReadWhenTheSceneFails() throws {
        // Apple's Landmarks tutorial: `load` infers its type from `[Hike]`, which no file read
        // declares, so the JSON would be decoded as any type; the file declaring `Hike` joins.
        let (root, views) = try appFolder("project-declared-type")
        _ = try write(
            "struct Hike: Codable, Identifiable {\n    var id: Int\n    var name: String\n}\n",
            "Sources/App/Models/Hike.swift", in: root)
        _ = try write(
            "import SwiftUI\nfinal class ModelData: ObservableObject {\n"
                + "    @Published var hikes: [Hike] = load()\n}\n"
                + "func load<T: Decodable>() -> T {\n"
                + "    try! JSONDecoder().decode(T.self, from: #\"[{\"id\": 1, \"name\": \"Lonely\"}]\"#.data(using: .utf8)!)\n}\n",
            "Sources/App/Models/ModelData.swift", in: root)
        let scene = try write(
            "import SwiftUI\nstruct Hikes: View {\n    @StateObject var model = ModelData()\n"
                + "    var body: some View { Text(\"\\(model.hikes.count) hike\") }\n}\n#Preview { Hikes() }\n",
            "Hikes.swift", in: views)
        let drawn = try displayList(of: scene)
        #expect(drawn.contains("\"1 hike\""))
    }

    @Test func aViewExtensionsMemberCalledBareIsRead() throws {
        // `cannot find 'screenWidth' in scope`: a view's body calls its `extension View` method.
        let (root, views) = try appFolder("project-extension-member")
        _ = try write(
            "import SwiftUI\n\nextension View {\n    func screenWidth() -> CGFloat {\n        320\n    }\n}\n",
            "Sources/App/Views/View++.swift", in: root)
        let scene = try write(
            "import SwiftUI\nstruct Banner: View {\n"
                + "    var body: some View { Text(\"\\(Int(screenWidth())) wide\") }\n}\n#Preview { Banner() }\n",
            "Banner.swift", in: views)
        let drawn = try displayList(of: scene)
        #expect(drawn.contains("\"320 wide\""))
    }

    @Test func twoEquallyNearDeclarationsAreNamedNotGuessed() throws {
        let (root, views) = try appFolder("project-ambiguous")
        let home = "import SwiftUI\nstruct Home: View {\n    var body: some View { Text(\"%@\") }\n}\n"
        let first = try write(home.replacingOccurrences(of: "%@", with: "one"), "Sources/App/Models/Home.swift", in: root)
        let second = try write(home.replacingOccurrences(of: "%@", with: "two"), "Sources/App/Models/HomeCopy.swift", in: root)
        // Private to its file, so not the scene's to use.
        _ = try write(
            "import SwiftUI\nprivate struct Home: View {\n    var body: some View { Text(\"three\") }\n}\n", "Secret.swift",
            in: views)
        let scene = try write(
            "import SwiftUI\nstruct ContentView: View {\n    var body: some View { Home() }\n}\n#Preview { ContentView() }\n",
            "ContentView.swift", in: views)
        let result = try runFlipbook(["render", scene.path, "-o", root.appendingPathComponent("out").path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("error: cannot find 'Home' in scope"))
        #expect(
            result.stderr.contains(
                "add it with --include \(first.path), --include \(second.path)\n"), "\(result.stderr)")
        #expect(!result.stderr.contains("Secret.swift"))
    }

    @Test func anErrorInAFileReadFromTheAppSaysWhyItWasRead() throws {
        let (root, views) = try appFolder("project-error")
        let palette = try write(
            "import SwiftUI\nextension Color {\n    static let brand = Color.wobbly\n}\n", "Sources/App/Models/Palette.swift",
            in: root)
        let scene = try write(
            "import SwiftUI\nstruct ContentView: View {\n    var body: some View { Color.brand }\n}\n#Preview { ContentView() }\n",
            "ContentView.swift", in: views)
        let out = root.appendingPathComponent("out")
        let result = try runFlipbook(["render", scene.path, "-o", out.path])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("\(palette.path):3:"), "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "note: Flipbook read '\(palette.path)' because it declares 'Color.brand', which the scene uses"))
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func aFileWithoutPreviewsRendersItsRootViewAndSaysSo() throws {
        let dir = try temporaryDirectory("root-view")
        let scene = try write(
            """
            import SwiftUI
            struct Row: View {
                let title: String
                var body: some View { Text(title) }
            }
            struct ContentView: View {
                @State private var names = ["One", "Two"]
                var body: some View {
                    VStack { ForEach(names, id: \\.self) { Row(title: $0) } }
                }
            }
            """, "ContentView.swift", in: dir)
        let result = try runFlipbook(["dump", scene.path, "--stage", "display-list"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("warning: the file has no #Preview; rendering its root view, ContentView()"))
        #expect(result.stdout.contains("\"One\"") && result.stdout.contains("\"Two\""))
    }

    /// An app's file (`@main struct …: App`) shows its window's content, with the objects the
    /// app keeps (`@StateObject`) handed down, and the content view read from its own file.
    /// Loose files (no project, package or repository above them): the folders above the
    /// scene's are searched only while they hold few files, so a folder of many other apps'
    /// code is not read (it made a bad input take over a minute).
    @Test func aFolderOfOtherCodeAboveLooseFilesIsNotSearched() throws {
        let top = try temporaryDirectory("loose-files")
        let app = top.appendingPathComponent("one/app")
        let others = top.appendingPathComponent("others")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: others, withIntermediateDirectories: true)
        for n in 0..<(ProjectFolder.looseFolderLimit + 5) {
            _ = try write("import SwiftUI\nstruct Other\(n): View { var body: some View { Text(\"\") } }", "Other\(n).swift", in: others)
        }
        let beside = try write("import SwiftUI\nlet greeting = \"Hello\"", "Model.swift", in: app.deletingLastPathComponent())
        let scene = try write("import SwiftUI\n#Preview { Text(greeting) }", "Scene.swift", in: app)
        let found = ProjectFolder.paths(near: scene.path) { $0.hasSuffix(".swift") }
        #expect(found.contains(beside.standardizedFileURL.path))
        #expect(!found.contains { $0.contains("/others/") })
    }

    @Test func anAppFileRendersItsWindow() throws {
        let dir = try temporaryDirectory("app-file")
        let app = try write(
            """
            import SwiftUI
            @main
            struct CounterApp: App {
                @StateObject private var store = Store()
                var body: some Scene {
                    WindowGroup {
                        ContentView().environmentObject(store)
                    }
                    .commands { EmptyView() }
                }
            }
            """, "CounterApp.swift", in: dir)
        _ = try write(
            """
            import SwiftUI
            final class Store: ObservableObject { @Published var greeting = "Launched" }
            struct ContentView: View {
                @EnvironmentObject var store: Store
                var body: some View { Text(store.greeting) }
            }
            """, "ContentView.swift", in: dir)
        let result = try runFlipbook(["dump", app.path, "--stage", "display-list"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("warning: the file has no #Preview; rendering the window of its app, CounterApp()"))
        #expect(result.stdout.contains("\"Launched\""))
    }
}

/// The app's own modules: a framework of the workspace that one of the app's files imports
/// lends its declarations (here a modifier, and an overload of a built-in one) to every file.
@Suite struct ProjectModuleTests {
    @Test func aFrameworkOfTheWorkspaceThatTheAppImportsIsRead() throws {
        let workspace = try temporaryDirectory("workspace-module")
        let files = FileManager.default
        for folder in ["App.xcworkspace", "App/App.xcodeproj", "App/App/Views", "Kit/Kit.xcodeproj", "Kit/Kit/Modifiers"] {
            try files.createDirectory(at: workspace.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        func write(_ text: String, _ path: String) throws -> URL {
            let file = workspace.appendingPathComponent(path)
            try text.write(to: file, atomically: true, encoding: .utf8)
            return file
        }
        _ = try write(
            """
            import SwiftUI
            public extension View {
                func fillMaxSize() -> some View { frame(maxWidth: .infinity, maxHeight: .infinity) }
                func cornerRadius(_ radius: CGFloat, corners: Int) -> some View {
                    background(Color.orange)
                }
            }
            """, "Kit/Kit/Modifiers/Layout.swift")
        // The scene does not import Kit itself: another file of the app does.
        _ = try write(
            "import SwiftUI\nimport Kit\nstruct Other: View {\n    var body: some View { EmptyView() }\n}\n",
            "App/App/Views/Other.swift")
        let scene = try write(
            """
            import SwiftUI
            struct Screen: View {
                var body: some View { Text("hi").cornerRadius(4, corners: 1).fillMaxSize() }
            }
            #Preview(traits: .fixedLayout(width: 100, height: 60)) { Screen() }
            """, "App/App/Views/Screen.swift")
        let result = try runFlipbook(["dump", scene.path, "--stage", "display-list"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("#FF9500FF") || result.stdout.contains("#FF9F0AFF"), "\(result.stdout)")

        let alone = try runFlipbook(["dump", scene.path, "--scene-only"])
        #expect(alone.status == 2)
        #expect(alone.stderr.contains("extra argument 'corners:' in call to cornerRadius(…)"))
    }
}

extension ProjectModuleTests {
    /// `My_App.samples`: the app's module name (its project's, as an identifier) qualifies
    /// what the app declares, and a type of the app named like SwiftUI's stays the app's.
    @Test func theAppsModuleNameQualifiesItsDeclarations() throws {
        let root = try temporaryDirectory("module-name")
        let views = root.appendingPathComponent("My App/Views")
        try FileManager.default.createDirectory(at: views, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("My App.xcodeproj"), withIntermediateDirectories: true)
        let scene = views.appendingPathComponent("List.swift")
        try """
        import SwiftUI
        let samples = ["one", "two"]
        struct Label { let text: String }
        struct Rows: View {
            let label: My_App.Label = My_App.Label(text: "three")
            var body: some View {
                VStack {
                    ForEach(My_App.samples, id: \\.self) { Text($0) }
                    Text(label.text)
                }
            }
        }
        #Preview { Rows() }
        """.write(to: scene, atomically: true, encoding: .utf8)
        let result = try runFlipbook(["dump", scene.path, "--stage", "display-list"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("\"one\"") && result.stdout.contains("\"two\"") && result.stdout.contains("\"three\""))
    }
}

extension ProjectModuleTests {
    /// `@NumberBuilder` on a parameter: the app file that declares the result builder is read
    /// (without it, the closure would build nothing, and swiftc says the attribute is unknown).
    @Test func aResultBuilderDeclaredInAnotherFileIsRead() throws {
        let root = try temporaryDirectory("result-builder-file")
        _ = try "// swift-tools-version: 6.0\n".write(
            to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try """
        @resultBuilder
        struct NumberBuilder {
            static func buildBlock(_ components: Int...) -> [Int] { components }
        }
        """.write(to: root.appendingPathComponent("NumberBuilder.swift"), atomically: true, encoding: .utf8)
        let scene = root.appendingPathComponent("Row.swift")
        try """
        import SwiftUI
        struct Row: View {
            var numbers: [Int]
            init(@NumberBuilder numbers: () -> [Int]) { self.numbers = numbers() }
            var body: some View { Text("\\(numbers.reduce(0, +))") }
        }
        #Preview { Row { 1; 2; 3 } }
        """.write(to: scene, atomically: true, encoding: .utf8)
        let result = try runFlipbook(["dump", scene.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("\"6\""))
        let alone = try runFlipbook(["dump", scene.path, "--scene-only"])
        #expect(alone.status == 2)
        #expect(alone.stderr.contains("error: unknown attribute 'NumberBuilder'"), "\(alone.stderr)")
    }
}

extension ProjectModuleTests {
    /// `value of type 'Home' has no member 'accent'`: the scene's view reads a property an
    /// `extension View` of another file declares.
    @Test func aViewsMemberFromAnExtensionOfViewIsRead() throws {
        let root = try temporaryDirectory("view-extension-member")
        _ = try "// swift-tools-version: 6.0\n".write(
            to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try "import SwiftUI\nextension View {\n    var accent: Color { .orange }\n}\n".write(
            to: root.appendingPathComponent("View+Accent.swift"), atomically: true, encoding: .utf8)
        let scene = root.appendingPathComponent("Home.swift")
        try """
        import SwiftUI
        struct Home: View {
            var body: some View { Color.clear.background(self.accent) }
        }
        #Preview { Home() }
        """.write(to: scene, atomically: true, encoding: .utf8)
        let result = try runFlipbook(["dump", scene.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("#FF9500FF") || result.stdout.contains("#FF9F0AFF"), "\(result.stdout)")
    }
}

extension ProjectModuleTests {
    /// An app's folder with `Package.swift`, `files` beside the scene, and the scene; what
    /// `flipbook dump` prints of it (a failing run is an issue).
    private func dumpApp(_ name: String, files: [String: String], scene text: String) throws -> String {
        let root = try temporaryDirectory(name)
        try "// swift-tools-version: 6.0\n".write(
            to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        for (file, contents) in files {
            try contents.write(to: root.appendingPathComponent(file), atomically: true, encoding: .utf8)
        }
        let scene = root.appendingPathComponent("Scene.swift")
        try text.write(to: scene, atomically: true, encoding: .utf8)
        let result = try runFlipbook(["dump", scene.path])
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout
    }

    /// `let category: Self.Category` (or `HabitItem.Category`): the file whose extension of the
    /// type declares the nested type is read.
    @Test func aNestedTypeWrittenAsAPropertysTypeIsFoundInItsExtensionsFile() throws {
        let drawn = try dumpApp(
            "nested-type",
            files: [
                "Item.swift": """
                    import Foundation
                    struct HabitItem {
                        var name: String
                        let category: Self.Category
                        let size: HabitItem.Size
                    }
                    """,
                "Category.swift": """
                    import Foundation
                    extension HabitItem {
                        enum Category: String { case daily, weekly }
                    }
                    """,
                "Size.swift": """
                    import Foundation
                    extension HabitItem {
                        enum Size: String { case small, large }
                    }
                    """,
            ],
            scene: """
                import SwiftUI
                #Preview {
                    let item = HabitItem(name: "Run", category: .weekly, size: .large)
                    Text("\\(item.name) \\(item.category.rawValue) \\(item.size.rawValue)")
                }
                """)
        #expect(drawn.contains("\"Run weekly large\""))
    }

    /// The app's delegate (`UIApplication.shared.delegate as! AppDelegate`, where apps before
    /// SwiftUI's lifecycle keep their Core Data container) is read from its file and made once.
    @Test func theAppDelegateIsTheAppsClassMadeOnce() throws {
        let drawn = try dumpApp(
            "app-delegate",
            files: [
                "AppDelegate.swift": """
                    import UIKit
                    import CoreData
                    class AppDelegate: UIResponder, UIApplicationDelegate {
                        var made = 0
                        lazy var persistentContainer: NSPersistentContainer = {
                            made += 1
                            return NSPersistentContainer(name: "Todo")
                        }()
                    }
                    """
            ],
            scene: """
                import SwiftUI
                import CoreData
                struct Count: View {
                    let context = (UIApplication.shared.delegate as! AppDelegate).persistentContainer.viewContext
                    var body: some View {
                        let again = (UIApplication.shared.delegate as? AppDelegate)?.persistentContainer.viewContext
                        Text("\\(again === context) \\((UIApplication.shared.delegate as! AppDelegate).made)")
                    }
                }
                #Preview { Count() }
                """)
        #expect(drawn.contains(#""true 1""#), "\(drawn)")
    }

    /// An error in a file that imports a package Flipbook does not have says which package.
    @Test func anErrorInAFileImportingAPackageNamesThePackage() throws {
        let root = try temporaryDirectory("missing-package")
        try "// swift-tools-version: 6.0\n".write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let scene = root.appendingPathComponent("Scene.swift")
        try "import SwiftUI\nimport SwiftDate\n#Preview { Text(Date(year: 2024).toFormat(\"yyyy\")) }\n".write(
            to: scene, atomically: true, encoding: .utf8)
        let result = try runFlipbook(["dump", scene.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("imports 'SwiftDate', a package Flipbook does not have"), "\(result.stderr)")
    }

    /// A member of an `extension Optional` in another file is found for a nil value.
    @Test func anOptionalExtensionInAnotherFileIsRead() throws {
        let drawn = try dumpApp(
            "optional-extension",
            files: ["Optional+Nil.swift": "extension Optional {\n    var isNil: Bool { self == nil }\n}\n"],
            scene: """
                import SwiftUI
                struct Loader: View {
                    let name: String? = nil
                    var body: some View { Text(name.isNil ? "Loading" : "Done") }
                }
                #Preview { Loader() }
                """)
        #expect(drawn.contains(#""Loading""#), "\(drawn)")
    }

    /// A member of an `extension ClosedRange` in another file of the app is found for a closed
    /// range (every kind of range is one `Range` in Flipbook).
    @Test func aRangeExtensionInAnotherFileIsRead() throws {
        let drawn = try dumpApp(
            "range-extension",
            files: [
                "Range+Extension.swift": """
                    extension ClosedRange where Bound: AdditiveArithmetic {
                        var overreach: Bound { upperBound - lowerBound }
                    }
                    """
            ],
            scene: """
                import SwiftUI
                struct Axis: View {
                    let range: ClosedRange<Int> = 2...6
                    var body: some View { Text("\\(range.overreach)") }
                }
                #Preview { Axis() }
                """)
        #expect(drawn.contains(#""4""#), "\(drawn)")
    }

    /// The app's English strings: a literal `Text`, a control's title, `String(localized:)` and
    /// `NSLocalizedString` show a key's text from `en.lproj/Localizable.strings` or a
    /// `Localizable.xcstrings` catalogue; a verbatim text and another language's table do not.
    @Test func theAppsStringTablesGiveKeysTheirEnglishText() throws {
        let root = try temporaryDirectory("string-tables")
        let files = FileManager.default
        for folder in ["App/en.lproj", "App/de.lproj"] {
            try files.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try "// swift-tools-version: 6.0\n".write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try "\"greeting\" = \"Hello there\";\n\"save\" = \"Save changes\";\n\"bye\" = \"Goodbye\";\n".write(
            to: root.appendingPathComponent("App/en.lproj/Localizable.strings"), atomically: true, encoding: .utf8)
        try "\"greeting\" = \"Hallo\";\n".write(
            to: root.appendingPathComponent("App/de.lproj/Localizable.strings"), atomically: true, encoding: .utf8)
        try #"{ "sourceLanguage" : "en", "strings" : { "title" : { "localizations" : { "en" : { "stringUnit" : { "value" : "My Habits" } } } } } }"#
            .write(to: root.appendingPathComponent("App/Localizable.xcstrings"), atomically: true, encoding: .utf8)
        let scene = root.appendingPathComponent("App/Scene.swift")
        try """
            import SwiftUI
            struct Home: View {
                var body: some View {
                    VStack {
                        Text("greeting")
                        Text(verbatim: "greeting")
                        Button("save") {}
                        Text(String(localized: "title"))
                        Text(NSLocalizedString("bye", comment: ""))
                        Text("missing")
                    }
                }
            }
            #Preview { Home() }
            """.write(to: scene, atomically: true, encoding: .utf8)
        let result = try runFlipbook(["dump", scene.path])
        #expect(result.status == 0, "\(result.stderr)")
        let texts = result.stdout.split(separator: "\n").compactMap { line -> String? in
            guard let start = line.firstIndex(of: "\""), let end = line.lastIndex(of: "\""), start < end else { return nil }
            return String(line[line.index(after: start)..<end])
        }
        #expect(texts == ["Hello there", "greeting", "Save changes", "My Habits", "Goodbye", "missing"], "\(result.stdout)")
    }

    /// An app folder downloaded without its project or Git repository: its asset catalogue
    /// marks it as the app's folder, whose files are read however deep the scene is.
    @Test func anAppFolderWithoutItsProjectIsFoundByItsAssetCatalogue() throws {
        let root = try temporaryDirectory("app-folder-only")
        let files = FileManager.default
        for folder in ["App/Assets.xcassets", "App/Extensions", "App/Core/Launch/Views"] {
            try files.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try "import SwiftUI\nextension Color {\n    static let launch = Color.purple\n}\n".write(
            to: root.appendingPathComponent("App/Extensions/Color+Launch.swift"), atomically: true, encoding: .utf8)
        let scene = root.appendingPathComponent("App/Core/Launch/Views/LaunchView.swift")
        try """
            import SwiftUI
            struct LaunchView: View {
                var body: some View { Color.launch.frame(width: 20, height: 20) }
            }
            #Preview { LaunchView() }
            """.write(to: scene, atomically: true, encoding: .utf8)
        let result = try runFlipbook(["dump", scene.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("#AF52DEFF"), "\(result.stdout)")
    }

    /// A `Localizable.strings` outside any `.lproj` folder is the app's own language's; a key
    /// made at run time with `LocalizedStringKey(variable)` is looked up as a literal is.
    @Test func anUnlocalizedTableAndARunTimeKeyAreRead() throws {
        let root = try temporaryDirectory("string-table-root")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("App"), withIntermediateDirectories: true)
        try "// swift-tools-version: 6.0\n".write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try "\"breakfast\" = \"Breakfast\";\n".write(
            to: root.appendingPathComponent("App/Localizable.strings"), atomically: true, encoding: .utf8)
        let scene = root.appendingPathComponent("App/Scene.swift")
        try """
            import SwiftUI
            struct Titles: View {
                let title = "breakfast"
                var body: some View {
                    VStack {
                        Text(LocalizedStringKey(title))
                        Text(title)
                    }
                }
            }
            #Preview { Titles() }
            """.write(to: scene, atomically: true, encoding: .utf8)
        let result = try runFlipbook(["dump", scene.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("\"Breakfast\"") && result.stdout.contains("\"breakfast\""), "\(result.stdout)")
    }

    /// What a `typealias` names, an initializer an extension of a built-in type adds, and a
    /// property an `extension View` adds to `some View`: each from the file that declares it.
    @Test func aliasedTypesExtensionInitializersAndViewPropertiesAreRead() throws {
        let aliased = try dumpApp(
            "typealias-target",
            files: ["Matrix.swift": "struct Matrix<T> {\n    var cells: [T?] = Array(repeating: nil, count: 16)\n}\n"],
            scene: """
                import SwiftUI
                struct Board: View {
                    typealias Cells = Matrix<Int>
                    let grid = Cells()
                    var body: some View { Text("\\(grid.cells.count) cells") }
                }
                #Preview { Board() }
                """)
        #expect(aliased.contains("\"16 cells\""), "\(aliased)")

        let labelled = try dumpApp(
            "label-extension-init",
            files: [
                "Symbols.swift": """
                import SwiftUI
                enum Symbol: String { case clock }
                extension Label where Title == Text, Icon == Image {
                    init(_ title: String, symbol: Symbol) { self.init(title, systemImage: symbol.rawValue) }
                }
                """
            ],
            scene: """
                import SwiftUI
                struct Header: View {
                    var body: some View { Label("15", symbol: .clock) }
                }
                #Preview { Header() }
                """)
        #expect(labelled.contains("\"15\""), "\(labelled)")

        let erased = try dumpApp(
            "view-extension-property",
            files: ["Erase.swift": "import SwiftUI\nextension View {\n    var erased: AnyView { AnyView(self) }\n}\n"],
            scene: """
                import SwiftUI
                struct Menu: View {
                    var body: some View { VStack { Text("Menu") }.erased }
                }
                #Preview { Menu() }
                """)
        #expect(erased.contains("\"Menu\""), "\(erased)")

        // A member of a sized integer's extension, where an Int (or UInt64) is expected.
        let sized = try dumpApp(
            "sized-integer-extension",
            files: ["Seconds.swift": "extension UInt64 {\n    static func thousand() -> UInt64 { 1000 }\n}\n"],
            scene: """
                import SwiftUI
                struct Count: View {
                    var body: some View { Text("\\(Int(UInt64.thousand()))") }
                }
                #Preview { Count() }
                """)
        #expect(sized.contains("\"1000\""), "\(sized)")

        // The type of a `catch` pattern, named nowhere else in the scene: an error that does
        // not match the pattern runs the plain `catch`.
        let caught = try dumpApp(
            "catch-pattern-type",
            files: ["ServiceError.swift": "enum ServiceError: Error {\n    case notFound\n}\n"],
            scene: """
                import SwiftUI
                struct Load: View {
                    func message() -> String {
                        do {
                            throw CancellationError()
                        } catch ServiceError.notFound {
                            return "Not found"
                        } catch {
                            return "Cancelled"
                        }
                    }
                    var body: some View { Text(message()) }
                }
                #Preview { Load() }
                """)
        #expect(caught.contains("\"Cancelled\""), "\(caught)")

        // A global function named like a SwiftUI type, declared in another file: the type's
        // initializers do not take its labels, and the file that declares it is read.
        let gradient = try dumpApp(
            "function-named-like-a-type",
            files: [
                "Gradients.swift":
                    "import SwiftUI\nfunc LinearGradient(top: Color, bottom: Color) -> some View {\n    LinearGradient(colors: [top, bottom], startPoint: .top, endPoint: .bottom)\n}\n"
            ],
            scene: """
                import SwiftUI
                struct Card: View {
                    var body: some View { LinearGradient(top: .red, bottom: .blue).frame(width: 50, height: 50) }
                }
                #Preview { Card() }
                """)
        #expect(gradient.contains("linear(#FF3B30FF@0,#007AFFFF@1"), "\(gradient)")
    }
}

extension ProjectModuleTests {
    /// A scene in a local package of an Xcode project, downloaded without its Git repository
    /// (Apple's samples): the package beside it that it imports is read, as the project's.
    @Test func aLocalPackageBesideTheScenesPackageIsReadWithoutGit() throws {
        let project = try temporaryDirectory("project-local-packages")
        let files = FileManager.default
        for folder in ["Birds.xcodeproj", "BirdsUI/Visitors", "BirdsData/General"] {
            try files.createDirectory(at: project.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try "// swift-tools-version: 6.0\n".write(
            to: project.appendingPathComponent("BirdsUI/Package.swift"), atomically: true, encoding: .utf8)
        try "// swift-tools-version: 6.0\n".write(
            to: project.appendingPathComponent("BirdsData/Package.swift"), atomically: true, encoding: .utf8)
        try """
        import SwiftUI
        public struct Perch<Content: View>: View {
            var content: () -> Content
            public init(@ViewBuilder content: @escaping () -> Content) { self.content = content }
            public var body: some View { content().padding(4).background(Color.orange) }
        }
        """.write(
            to: project.appendingPathComponent("BirdsData/General/Perch.swift"), atomically: true, encoding: .utf8)
        let scene = project.appendingPathComponent("BirdsUI/Visitors/BirdIcon.swift")
        try """
        import SwiftUI
        import BirdsData
        struct BirdIcon: View {
            var body: some View { Perch { Text("robin") } }
        }
        #Preview { BirdIcon() }
        """.write(to: scene, atomically: true, encoding: .utf8)
        let result = try runFlipbook(["dump", scene.path, "--stage", "display-list"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("\"robin\"") && result.stdout.contains("#FF9500FF"), "\(result.stdout)")
    }
}
