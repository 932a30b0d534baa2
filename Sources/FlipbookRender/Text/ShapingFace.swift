import CHarfBuzz
import Foundation

/// A font file opened with HarfBuzz for shaping and measuring: glyph coverage, advances and
/// vertical metrics, all in font units.
///
/// The font's scale is its units per em, so HarfBuzz returns exact font units (no hinting, no
/// rounding to a pixel size); the measurer multiplies them by `size / unitsPerEm`. That is what
/// cairo draws too, with hint metrics off (`FontRenderingOptions`), at every size and scale.
///
/// Thread safety: an `hb_font_t` that is no longer modified may shape from any number of
/// threads at once (HarfBuzz's lazy table loading is atomic). Faces are made once, under the
/// cache's lock, and never freed, so the pointers stay valid for the process.
final class ShapingFace: @unchecked Sendable {
    let path: String
    let index: Int
    let font: OpaquePointer
    let unitsPerEm: Double
    /// Whether the glyphs carry their own colours (CBDT/CBLC bitmaps or COLR layers): emoji.
    let isColor: Bool
    /// Vertical metrics as fractions of the em (y up, as fonts store them).
    let metrics: FaceMetrics

    private init?(path: String, index: Int) {
        guard let blob = hb_blob_create_from_file_or_fail(path) else { return nil }
        defer { hb_blob_destroy(blob) }
        guard let face = hb_face_create(blob, UInt32(index)) else { return nil }
        defer { hb_face_destroy(face) }
        let upem = hb_face_get_upem(face)
        guard hb_face_get_glyph_count(face) > 0, upem > 0, let font = hb_font_create(face) else { return nil }
        hb_font_make_immutable(font)
        self.path = path
        self.index = index
        self.font = font
        unitsPerEm = Double(upem)
        isColor = hb_ot_color_has_png(face) != 0 || hb_ot_color_has_layers(face) != 0
        metrics = FaceMetrics(font: font, unitsPerEm: Double(upem))
    }

    /// The glyph that draws `scalar`, or nil when the font has none. Some fonts map whole
    /// ranges to glyph 0 (DejaVu Sans maps the emoji block so): that is the missing-glyph box,
    /// not a glyph for the character.
    func glyph(for scalar: Unicode.Scalar) -> UInt32? {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(font, scalar.value, &glyph) != 0 && glyph != 0 ? glyph : nil
    }

    /// Whether the font has a glyph for every scalar of `character` that needs one (joiners and
    /// variation selectors do not).
    func covers(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { $0.properties.isDefaultIgnorableCodePoint || glyph(for: $0) != nil }
    }

    private static let faces = Locked<[String: ShapingFace?]>([:])

    /// The face in the file at `path` (face `index` of a collection), opened on first use; nil
    /// when the file is missing or not a font. The answer is remembered either way.
    static func named(_ path: String, index: Int = 0) -> ShapingFace? {
        faces.withLock { faces in
            let key = "\(index):\(path)"
            if let known = faces[key] { return known }
            let face = ShapingFace(path: path, index: index)
            faces[key] = face
            return face
        }
    }
}

/// A face's vertical metrics in ems, y up (ascender positive, descender negative).
struct FaceMetrics: Hashable, Sendable {
    var ascender: Double
    var descender: Double
    var underlinePosition: Double
    var underlineThickness: Double
    var strikeoutPosition: Double
    var strikeoutThickness: Double

    init(font: OpaquePointer, unitsPerEm: Double) {
        var extents = hb_font_extents_t()
        _ = hb_font_get_h_extents(font, &extents)
        ascender = Double(extents.ascender) / unitsPerEm
        descender = Double(extents.descender) / unitsPerEm
        func position(_ tag: hb_ot_metrics_tag_t, default value: Double) -> Double {
            var units: hb_position_t = 0
            return hb_ot_metrics_get_position(font, tag, &units) != 0 ? Double(units) / unitsPerEm : value
        }
        underlineThickness = max(position(HB_OT_METRICS_TAG_UNDERLINE_SIZE, default: 0.05), 0.01)
        underlinePosition = position(HB_OT_METRICS_TAG_UNDERLINE_OFFSET, default: -0.1)
        strikeoutThickness = max(position(HB_OT_METRICS_TAG_STRIKEOUT_SIZE, default: underlineThickness), 0.01)
        strikeoutPosition = position(HB_OT_METRICS_TAG_STRIKEOUT_OFFSET, default: ascender * 0.3)
    }
}
