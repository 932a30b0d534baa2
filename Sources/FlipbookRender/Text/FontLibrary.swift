import FlipbookModel
import Foundation

/// The font files Flipbook draws and measures text with (DESIGN §5): pinned files, so that text
/// looks the same on every machine with the same Debian packages.
///
/// - DejaVu (`fonts-dejavu-core`, required; `fonts-dejavu-extra` for the oblique, italic,
///   condensed and extra-light cuts) stands in for SF Pro, SF Mono and New York;
/// - Noto Color Emoji (`fonts-noto-color-emoji`) for emoji;
/// - Material Icons (`fonts-material-design-icons-iconfont`) for `FontDesign.symbols`, the
///   stand-in for SF Symbols;
/// - WenQuanYi Micro Hei (`fonts-wqy-microhei`) for Chinese, Japanese and Korean, the
///   stand-in for PingFang and Apple SD Gothic Neo.
///
/// Only the six core DejaVu files are required; when an optional file is missing its role
/// degrades (a synthetic italic, the regular weight, fallback to the system's fonts).
/// Libraries are cheap values: faces are opened once per process and shared.
public struct FontLibrary: Sendable {
    /// Where Debian's `fonts-dejavu-core` and `fonts-dejavu-extra` install the fonts.
    public static let defaultDirectory = "/usr/share/fonts/truetype/dejavu"
    /// Noto Color Emoji, from Debian's `fonts-noto-color-emoji`.
    public static let emojiFontPath = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"
    /// WenQuanYi Micro Hei, from Debian's `fonts-wqy-microhei`: the ideographs, kana and
    /// Hangul that DejaVu lacks.
    public static let cjkFontPath = "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc"
    /// Material Icons, from Debian's `fonts-material-design-icons-iconfont`.
    public static let symbolFontPath =
        "/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf"

    /// The files every library needs: regular and bold of DejaVu Sans, Sans Mono and Serif.
    static let requiredFiles = [
        "DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSansMono.ttf", "DejaVuSansMono-Bold.ttf",
        "DejaVuSerif.ttf", "DejaVuSerif-Bold.ttf",
    ]

    /// The directory the DejaVu files are loaded from.
    public let directory: String
    let emojiPath: String
    let symbolPath: String

    /// Opens the required DejaVu files in `directory`.
    ///
    /// - Throws: `FontLibraryError` naming the file when one is missing or unreadable.
    public init(
        directory: String = FontLibrary.defaultDirectory, emojiFontPath: String = FontLibrary.emojiFontPath,
        symbolFontPath: String = FontLibrary.symbolFontPath
    ) throws {
        self.directory = directory
        emojiPath = emojiFontPath
        symbolPath = symbolFontPath
        for file in FontLibrary.requiredFiles {
            let path = self.path(of: file)
            guard FileManager.default.fileExists(atPath: path) else { throw FontLibraryError.missingFontFile(path: path) }
            guard ShapingFace.named(path) != nil else { throw FontLibraryError.unreadableFontFile(path: path) }
        }
    }

    /// The path of a DejaVu file.
    func path(of file: String) -> String {
        directory.hasSuffix("/") ? directory + file : directory + "/" + file
    }
}

/// Why fonts could not be loaded.
public enum FontLibraryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The font file does not exist.
    case missingFontFile(path: String)
    /// The file exists but is not a font HarfBuzz can read.
    case unreadableFontFile(path: String)

    public var description: String {
        switch self {
        case .missingFontFile(let path):
            "font file \(path) not found: install the Debian package fonts-dejavu-core "
                + "(apt-get install fonts-dejavu-core)"
        case .unreadableFontFile(let path):
            "font file \(path) could not be read as a font; reinstall the Debian package fonts-dejavu-core"
        }
    }
}
