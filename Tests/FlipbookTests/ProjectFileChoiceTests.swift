import FlipbookRender
import Foundation
import Testing

/// Which of the app's files a scene reads when two equally near ones declare what it names, and
/// the app's text resources: Xcode compiles the files its project lists, and a nested
/// `ViewModel` is the one of the type that names it.
@Suite struct ProjectFileChoiceTests {
    private func write(_ text: String, _ path: String, in dir: URL) throws {
        let file = dir.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
    }

    private func dump(_ scene: URL) throws -> String {
        let result = try runFlipbook(["dump", scene.path, "--stage", "display-list"])
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout
    }

    private static func pill(_ label: String) -> String {
        "import SwiftUI\nstruct Pill: View {\n    var body: some View { Text(\"\(label)\") }\n}\n"
    }

    private static let scene = """
        import SwiftUI
        struct PillRow: View {
            var body: some View { Pill() }
        }
        #Preview { PillRow() }
        """

    /// A project file listing `Pill.swift` in its Sources build phase.
    private static let project = """
        // !$*UTF8*$!
        {
            objectVersion = 56;
            objects = {
                A1 /* Pill.swift in Sources */ = {isa = PBXBuildFile; fileRef = B1 /* Pill.swift */; };
                A2 /* PillRow.swift in Sources */ = {isa = PBXBuildFile; fileRef = B2 /* PillRow.swift */; };
            };
        }
        """

    @Test func finderCopiesTheProjectDoesNotCompileAreLeftOut() throws {
        let root = try temporaryDirectory("pbxproj-members")
        try write(Self.project, "App.xcodeproj/project.pbxproj", in: root)
        try write(Self.scene, "App/PillRow.swift", in: root)
        try write(Self.pill("compiled"), "App/Pill.swift", in: root)
        try write(Self.pill("copy"), "App/Pill 2.swift", in: root)
        let drawn = try dump(root.appendingPathComponent("App/PillRow.swift"))
        #expect(drawn.contains("\"compiled\""))
        #expect(!drawn.contains("\"copy\""))
    }

    /// Two files of one name in different folders (a leftover copy in `Old/`): the project's
    /// groups say which one the target compiles.
    @Test func ofTwoFilesOfOneNameTheProjectsGroupsTellWhichIsCompiled() throws {
        let root = try temporaryDirectory("pbxproj-groups")
        try write(
            """
            // !$*UTF8*$!
            {
                objects = {
                    A10000000000000000000001 /* PillRow.swift in Sources */ = {isa = PBXBuildFile; fileRef = A20000000000000000000001 /* PillRow.swift */; };
                    A10000000000000000000002 /* Pill.swift in Sources */ = {isa = PBXBuildFile; fileRef = A20000000000000000000002 /* Pill.swift */; };
                    A20000000000000000000001 /* PillRow.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = PillRow.swift; sourceTree = "<group>"; };
                    A20000000000000000000002 /* Pill.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Pill.swift; sourceTree = "<group>"; };
                    A30000000000000000000001 = {
                        isa = PBXGroup;
                        children = (
                            A30000000000000000000002 /* App */,
                        );
                        sourceTree = "<group>";
                    };
                    A30000000000000000000002 /* App */ = {
                        isa = PBXGroup;
                        children = (
                            A20000000000000000000001 /* PillRow.swift */,
                            A30000000000000000000003 /* Models */,
                        );
                        path = App;
                        sourceTree = "<group>";
                    };
                    A30000000000000000000003 /* Models */ = {
                        isa = PBXGroup;
                        children = (
                            A20000000000000000000002 /* Pill.swift */,
                        );
                        path = Models;
                        sourceTree = "<group>";
                    };
                    A40000000000000000000001 /* Sources */ = {
                        isa = PBXSourcesBuildPhase;
                        files = (
                            A10000000000000000000001 /* PillRow.swift in Sources */,
                            A10000000000000000000002 /* Pill.swift in Sources */,
                        );
                    };
                };
            }
            """, "App.xcodeproj/project.pbxproj", in: root)
        try write(Self.scene, "App/PillRow.swift", in: root)
        try write(Self.pill("old"), "App/Old/Pill.swift", in: root)
        try write(Self.pill("compiled"), "App/Models/Pill.swift", in: root)
        let drawn = try dump(root.appendingPathComponent("App/PillRow.swift"))
        #expect(drawn.contains("\"compiled\""))
        #expect(!drawn.contains("\"old\""))
    }

    @Test func withoutAProjectTwoEquallyNearDeclarationsStayAmbiguous() throws {
        let root = try temporaryDirectory("pbxproj-none")
        try write("// swift-tools-version: 6.0\n", "Package.swift", in: root)
        try write(Self.scene, "App/PillRow.swift", in: root)
        try write(Self.pill("one"), "App/Pill.swift", in: root)
        try write(Self.pill("two"), "App/Pill 2.swift", in: root)
        let result = try runFlipbook(["dump", root.appendingPathComponent("App/PillRow.swift").path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot find 'Pill' in scope"), "\(result.stderr)")
        #expect(result.stderr.contains("App/Pill 2.swift, --include "), "\(result.stderr)")
    }

    @Test func aFolderXcodeKeepsInSyncCompilesItsFiles() throws {
        let root = try temporaryDirectory("pbxproj-synchronized")
        try write(
            """
            {
                objects = {
                    C1 /* Shapes */ = {
                        isa = PBXFileSystemSynchronizedRootGroup;
                        path = Shapes;
                        sourceTree = "<group>";
                    };
                };
            }
            """, "App.xcodeproj/project.pbxproj", in: root)
        try write(Self.scene, "App/PillRow.swift", in: root)
        try write(Self.pill("synchronized"), "App/Shapes/Pill.swift", in: root)
        try write(Self.pill("elsewhere"), "App/Drafts/Pill.swift", in: root)
        let drawn = try dump(root.appendingPathComponent("App/PillRow.swift"))
        #expect(drawn.contains("\"synchronized\""))
    }

    @Test func aNestedViewModelIsTheOneOfTheTypeThatNamesIt() throws {
        let root = try temporaryDirectory("nested-view-model")
        try write("// swift-tools-version: 6.0\n", "Package.swift", in: root)
        func viewModel(_ owner: String, _ title: String) -> String {
            "import SwiftUI\nextension \(owner) {\n    @Observable\n    class ViewModel {\n"
                + "        var title = \"\(title)\"\n    }\n}\n"
        }
        try write(viewModel("ContentView", "places"), "App/ContentView-ViewModel.swift", in: root)
        try write(viewModel("EditView", "edit"), "App/EditView-ViewModel.swift", in: root)
        try write(
            """
            import SwiftUI
            struct ContentView: View {
                @State private var viewModel = ViewModel()
                var body: some View { Text(viewModel.title) }
            }
            #Preview { ContentView() }
            """, "App/ContentView.swift", in: root)
        let drawn = try dump(root.appendingPathComponent("App/ContentView.swift"))
        #expect(drawn.contains("\"places\""))
    }

    /// Apple's 2019 Landmarks reads its photos from the bundle with Core Graphics into a
    /// dictionary of `CGImage`s, drawn with `Image(_:scale:label:)`.
    @Test func aBundledImageIsReadThroughCoreGraphicsAndDrawnAtItsScale() throws {
        let root = try temporaryDirectory("bundle-image")
        try write("// swift-tools-version: 6.0\n", "Package.swift", in: root)
        let photo = root.appendingPathComponent("App/Resources/rock.jpg")
        try FileManager.default.createDirectory(at: photo.deletingLastPathComponent(), withIntermediateDirectories: true)
        // A PNG named .jpg: read by content, as the catalogue's images are.
        try Data(PNGCodec.encode(RasterImage(width: 8, height: 4, fill: Pixel(red: 255, green: 0, blue: 0))))
            .write(to: photo)
        try write(
            """
            import SwiftUI
            import ImageIO
            final class ImageStore {
                typealias _ImageDictionary = [String: CGImage]
                fileprivate var images: _ImageDictionary = [:]
                static var shared = ImageStore()
                func image(name: String) -> Image {
                    let index = _guaranteeImage(name: name)
                    return Image(images.values[index], scale: 2, label: Text(name))
                }
                static func loadImage(name: String) -> CGImage {
                    guard
                        let url = Bundle.main.url(forResource: name, withExtension: "jpg"),
                        let imageSource = CGImageSourceCreateWithURL(url as NSURL, nil),
                        let image = CGImageSourceCreateImageAtIndex(imageSource, 0, nil)
                    else { fatalError("Couldn't load image \\(name).jpg from main bundle.") }
                    return image
                }
                fileprivate func _guaranteeImage(name: String) -> _ImageDictionary.Index {
                    if let index = images.index(forKey: name) { return index }
                    images[name] = ImageStore.loadImage(name: name)
                    return images.index(forKey: name)!
                }
            }
            struct Photo: View {
                var body: some View { ImageStore.shared.image(name: "rock") }
            }
            #Preview { Photo() }
            """, "App/Photo.swift", in: root)
        let drawn = try dump(root.appendingPathComponent("App/Photo.swift"))
        #expect(drawn.contains("8x4px@2x"), "\(drawn)")
    }

    @Test func aWordListInTheAppFolderIsReadFromTheBundle() throws {
        let root = try temporaryDirectory("text-resource")
        try write("// swift-tools-version: 6.0\n", "Package.swift", in: root)
        try write("silkworm\nbutterfly\n", "App/start.txt", in: root)
        try write(
            """
            import SwiftUI
            struct Words: View {
                var words: [String] {
                    guard let url = Bundle.main.url(forResource: "start", withExtension: "txt"),
                          let text = try? String(contentsOf: url) else { fatalError("Could not load start.txt") }
                    return text.components(separatedBy: "\\n")
                }
                var body: some View { Text(words[1]) }
            }
            #Preview { Words() }
            """, "App/Words.swift", in: root)
        let drawn = try dump(root.appendingPathComponent("App/Words.swift"))
        #expect(drawn.contains("\"butterfly\""))
    }
}
