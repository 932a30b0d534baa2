import Foundation
import Testing

/// Scenes that are files of an app: their model and extensions come from other files of the
/// project (`--include`), and a file with no preview renders its root view.
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

    @Test func aNameDeclaredInAFileBesideTheSceneIsPointedOut() throws {
        let dir = try temporaryDirectory("include-hint")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("Views"), withIntermediateDirectories: true)
        _ = try write(
            "import SwiftUI\nstruct Home: View {\n    var body: some View { Text(\"home\") }\n}\n", "Views/Home.swift",
            in: dir)
        let scene = try write(
            "import SwiftUI\nstruct ContentView: View {\n    var body: some View { Home() }\n}\n#Preview { ContentView() }\n",
            "ContentView.swift", in: dir)
        let result = try runFlipbook(["render", scene.path, "-o", dir.appendingPathComponent("out").path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("error: cannot find 'Home' in scope"))
        let home = dir.appendingPathComponent("Views/Home.swift").path
        #expect(result.stderr.contains("note: 'Home' is declared in a file beside the scene; add it with --include \(home)"))
        let included = try runFlipbook(["dump", scene.path, "--include", home, "--stage", "display-list"])
        #expect(included.status == 0, "\(included.stderr)")
        #expect(included.stdout.contains("\"home\""))
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
}
