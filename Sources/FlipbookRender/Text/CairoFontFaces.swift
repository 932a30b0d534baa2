import CCairo
import FlipbookModel
import Foundation

/// A cairo font face backed by a FreeType face that lives as long as the process.
struct CairoFontFace: @unchecked Sendable {
    // cairo font faces are reference counted and internally locked; these are never destroyed
    // (see `CairoFontFaces`), so sharing the pointer between threads is sound.
    let pointer: OpaquePointer
}

/// The process's FreeType library and the cairo faces drawn from it, one per font file, face
/// index and synthetic emboldening.
///
/// Thread safety (cairo 1.16, FreeType 2.12): cairo's FreeType backend takes a per-face mutex
/// around every use of an `FT_Face`, and FreeType allows one `FT_Library` to be shared by
/// threads if `FT_New_Face`/`FT_Done_Face` are serialized. But cairo's own documentation of
/// `cairo_ft_scaled_font_lock_face` still warns that calling FreeType from several threads at
/// once is unsafe "even if using distinct FT_Face objects". We do not bet on which is right:
/// every cairo call that can reach FreeType (glyph drawing, face creation) runs under
/// `CairoFontFaces.lock`. Shaping and measuring do not use FreeType at all (`ShapingFace`), and
/// shapes and compositing, where a frame spends its time, run unlocked.
///
/// Each synthetic-bold variant gets an `FT_Face` of its own: cairo shares one font face between
/// all `cairo_ft_font_face_create_for_ft_face` calls on the same `FT_Face` with the same load
/// flags, so setting the synthesis on one would change the others. Synthetic italic needs no
/// face: it is a shear of the font matrix (`FrameDrawer.drawText`).
///
/// Faces are never closed: cairo keeps faces alive in its font caches for an unspecified time,
/// and closing an `FT_Face` (or the library) under it would be a use-after-free. A render uses a
/// handful of font files, so this costs little mapped memory.
final class CairoFontFaces: @unchecked Sendable {
    /// Serializes every call into FreeType, direct or through cairo.
    static let lock = NSLock()

    private struct Key: Hashable {
        var path: String
        var index: Int
        var bold: Bool
        var color: Bool
    }

    nonisolated(unsafe) private static var library: FT_Library?
    nonisolated(unsafe) private static var faces: [Key: CairoFontFace?] = [:]

    /// Runs `body` while holding the FreeType lock.
    static func withLock<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    /// The cairo face that draws `ref`, opened on first use; nil when FreeType or cairo cannot
    /// open it (the glyphs are then not drawn). Must be called with the lock held.
    static func face(for ref: FontFaceRef) -> CairoFontFace? {
        let key = Key(path: ref.path, index: ref.index, bold: ref.syntheticBold, color: ref.isColor)
        if let known = faces[key] { return known }
        let face = open(key)
        faces[key] = face
        return face
    }

    private static func open(_ key: Key) -> CairoFontFace? {
        guard let library = openLibrary() else { return nil }
        var ftFace: FT_Face?
        guard FT_New_Face(library, key.path, key.index, &ftFace) == 0, let ftFace else { return nil }
        // Colour fonts (CBDT emoji) only give their colour bitmaps when asked to.
        let loadFlags = key.color ? Int32(truncatingIfNeeded: FT_LOAD_COLOR) : 0
        guard let cairoFace = cairo_ft_font_face_create_for_ft_face(ftFace, loadFlags),
            cairo_font_face_status(cairoFace) == CAIRO_STATUS_SUCCESS
        else {
            // The face was not handed to cairo, so closing it here is safe.
            FT_Done_Face(ftFace)
            return nil
        }
        if key.bold {
            cairo_ft_font_face_set_synthesize(cairoFace, UInt32(CAIRO_FT_SYNTHESIZE_BOLD.rawValue))
        }
        return CairoFontFace(pointer: cairoFace)
    }

    /// The FreeType library, initialized on first use. Must be called with the lock held.
    private static func openLibrary() -> FT_Library? {
        if let library { return library }
        var created: FT_Library?
        guard FT_Init_FreeType(&created) == 0, let created else { return nil }
        library = created
        return created
    }
}
