import CCairo
import FlipbookModel

/// The DejaVu font files Flipbook draws and measures text with (DESIGN §5).
///
/// Creating a library opens all six faces of `FontFace` up front, so a missing file is reported
/// once, at start-up, rather than in the middle of a render. Libraries are cheap values: faces
/// are opened once per process and shared by every library that names the same files.
public struct FontLibrary: Sendable {
    /// Where Debian's `fonts-dejavu-core` installs the fonts.
    public static let defaultDirectory = "/usr/share/fonts/truetype/dejavu"

    /// The directory the font files were loaded from.
    public let directory: String

    private let faces: [FontFace: CairoFontFace]

    /// Opens every `FontFace` file in `directory`.
    ///
    /// - Throws: `FontLibraryError` naming the file when one is missing or unreadable.
    public init(directory: String = FontLibrary.defaultDirectory) throws {
        self.directory = directory
        var faces: [FontFace: CairoFontFace] = [:]
        for face in FontFace.allCases {
            faces[face] = try FreeTypeFaces.shared.face(atPath: FontLibrary.path(of: face, in: directory))
        }
        self.faces = faces
    }

    /// The cairo face that draws `font`.
    func cairoFace(for font: FontSpec) -> CairoFontFace {
        guard let face = faces[font.face] else {
            // init opened every case of FontFace, so this cannot be reached.
            preconditionFailure("FontLibrary has no face for \(font.face.fileName)")
        }
        return face
    }

    static func path(of face: FontFace, in directory: String) -> String {
        directory.hasSuffix("/") ? directory + face.fileName : directory + "/" + face.fileName
    }
}

/// Why fonts could not be loaded.
public enum FontLibraryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The font file does not exist.
    case missingFontFile(path: String)
    /// FreeType could not open the file (`FT_New_Face` returned `freeTypeError`).
    case unreadableFontFile(path: String, freeTypeError: Int)
    /// `FT_Init_FreeType` failed.
    case freeTypeUnavailable(freeTypeError: Int)
    /// cairo could not wrap a FreeType face.
    case cairoFailure(String)

    public var description: String {
        switch self {
        case .missingFontFile(let path):
            "font file \(path) not found: install the Debian package fonts-dejavu-core "
                + "(apt-get install fonts-dejavu-core)"
        case .unreadableFontFile(let path, let code):
            "font file \(path) could not be opened (FreeType error \(code)); reinstall the Debian "
                + "package fonts-dejavu-core"
        case .freeTypeUnavailable(let code):
            "FreeType could not be initialized (error \(code))"
        case .cairoFailure(let message):
            message
        }
    }
}
