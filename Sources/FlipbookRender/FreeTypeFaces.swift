import CCairo
import Foundation

/// A cairo font face backed by a FreeType face that lives as long as the process.
struct CairoFontFace: Hashable, @unchecked Sendable {
    // cairo font faces are reference counted and internally locked; this one is never destroyed
    // (see `FreeTypeFaces`), so sharing the pointer between threads is sound.
    let pointer: OpaquePointer
}

/// The process's FreeType library and the faces opened from it, one per font file.
///
/// Thread safety (cairo 1.16, FreeType 2.12): cairo's FreeType backend takes a per-face mutex
/// (`_cairo_ft_unscaled_font_lock_face`) around every use of an `FT_Face`, including faces made
/// with `cairo_ft_font_face_create_for_ft_face`, and FreeType allows one `FT_Library` to be shared
/// by threads if `FT_New_Face`/`FT_Done_Face` are serialized. But cairo's own documentation of
/// `cairo_ft_scaled_font_lock_face` still warns that calling FreeType from several threads at
/// once is unsafe "even if using distinct FT_Face objects". We do not bet on which is right:
/// every cairo call that can reach FreeType runs under `FreeTypeFaces.lock` (text drawing,
/// text measuring, face creation). Shapes and compositing, where a frame spends its time, run
/// unlocked.
///
/// Faces are never closed: cairo keeps faces alive in its font caches for an unspecified time,
/// and closing an `FT_Face` (or the library) under it would be a use-after-free. There are six
/// DejaVu files, so this costs a few hundred kilobytes of mapped font data at most.
final class FreeTypeFaces: @unchecked Sendable {
    /// The shared instance; all mutable state below is guarded by `lock`.
    static let shared = FreeTypeFaces()

    /// Serializes every call into FreeType, direct or through cairo.
    static let lock = NSLock()

    private var library: FT_Library?
    private var faces: [String: CairoFontFace] = [:]

    private init() {}

    /// Runs `body` while holding the FreeType lock.
    static func withLock<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    /// The face for the font file at `path`, opening it on first use.
    func face(atPath path: String) throws -> CairoFontFace {
        guard FileManager.default.fileExists(atPath: path) else {
            throw FontLibraryError.missingFontFile(path: path)
        }
        return try FreeTypeFaces.withLock {
            if let face = faces[path] { return face }
            let library = try openLibrary()
            var ftFace: FT_Face?
            let error = FT_New_Face(library, path, 0, &ftFace)
            guard error == 0, let ftFace else {
                throw FontLibraryError.unreadableFontFile(path: path, freeTypeError: Int(error))
            }
            let cairoFace = cairo_ft_font_face_create_for_ft_face(ftFace, 0)
            guard let cairoFace, cairo_font_face_status(cairoFace) == CAIRO_STATUS_SUCCESS else {
                // The face was not handed to cairo, so closing it here is safe.
                FT_Done_Face(ftFace)
                throw FontLibraryError.cairoFailure("cairo_ft_font_face_create_for_ft_face failed for \(path)")
            }
            let face = CairoFontFace(pointer: cairoFace)
            faces[path] = face
            return face
        }
    }

    /// The FreeType library, initialized on first use. Must be called with the lock held.
    private func openLibrary() throws -> FT_Library {
        if let library { return library }
        var created: FT_Library?
        let error = FT_Init_FreeType(&created)
        guard error == 0, let created else {
            throw FontLibraryError.freeTypeUnavailable(freeTypeError: Int(error))
        }
        library = created
        return created
    }
}
