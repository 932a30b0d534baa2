import FlipbookModel
import Foundation
import Testing

@testable import FlipbookRender

@Suite struct FontLibraryTests {
    @Test func missingFontDirectoryThrowsANamedError() {
        #expect {
            _ = try FontLibrary(directory: "/nonexistent/fonts")
        } throws: { error in
            guard let error = error as? FontLibraryError, case .missingFontFile(let path) = error else { return false }
            return path.hasSuffix("DejaVuSans.ttf") && error.description.contains("fonts-dejavu-core")
        }
    }

    /// A directory with only the required DejaVu files: the other cuts are synthesized.
    @Test func missingOptionalCutsAreSynthesized() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-core-fonts-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for file in FontLibrary.requiredFiles {
            let target = directory.appendingPathComponent(file).path
            if !FileManager.default.fileExists(atPath: target) {
                try FileManager.default.createSymbolicLink(
                    atPath: target, withDestinationPath: FontLibrary.defaultDirectory + "/" + file)
            }
        }
        let library = try FontLibrary(directory: directory.path)
        func face(_ spec: FontSpec) -> String { library.primaryFace(for: spec).ref.description }
        #expect(face(FontSpec(size: 17, italic: true)) == "DejaVuSans.ttf+italic")
        #expect(face(FontSpec(size: 17, weight: .bold, design: .serif, italic: true)) == "DejaVuSerif-Bold.ttf+italic")
        #expect(face(FontSpec(size: 17, weight: .ultraLight)) == "DejaVuSans.ttf")
        #expect(face(FontSpec(size: 17, width: .compressed)) == "DejaVuSans.ttf")
    }

    /// Without the pinned emoji file, an emoji DejaVu lacks (🦄) comes from the last step,
    /// fontconfig, which finds the installed Noto Color Emoji; ones DejaVu has (😀) are drawn
    /// from DejaVu, in outline. A character no installed font has is found nowhere.
    @Test func fontconfigIsTheLastFallback() throws {
        let library = try FontLibrary(emojiFontPath: "/nonexistent/emoji.ttf")
        let layout = TextMeasurer(fonts: library).layout(
            StyledText("a\u{1F984}\u{1F600}"), width: nil, height: nil,
            options: .default)
        let faces = layout.lines[0].runs.map(\.face)
        #expect(faces.map(\.description) == ["DejaVuSans.ttf", "NotoColorEmoji.ttf", "DejaVuSans.ttf"])
        #expect(faces[1].isColor)
        #expect(FontLibraryTests.pathOf(SystemFontFallback.font(for: "\u{1F984}")).hasSuffix("NotoColorEmoji.ttf"))
        #expect(SystemFontFallback.font(for: "\u{0378}") == nil)
    }

    /// Hangul, kana and ideographs, which DejaVu lacks, come from the pinned WenQuanYi Micro
    /// Hei, bold synthesized; the Latin around them stays DejaVu.
    @Test func chineseJapaneseAndKoreanComeFromThePinnedCJKFont() throws {
        let layout = TextMeasurer(fonts: try FontLibrary()).layout(
            StyledText("Hi 안녕 ひら 中文", font: FontSpec(size: 17, weight: .bold)), width: nil, height: nil,
            options: .default)
        let faces = layout.lines[0].runs.map(\.face)
        #expect(faces.first?.description.hasPrefix("DejaVuSans") == true)
        let cjk = faces.filter { $0.path == FontLibrary.cjkFontPath }
        #expect(!cjk.isEmpty)
        #expect(cjk.allSatisfy { $0.syntheticBold })
    }

    private static func pathOf(_ file: FontFileRef?) -> String { file?.path ?? "" }
}
