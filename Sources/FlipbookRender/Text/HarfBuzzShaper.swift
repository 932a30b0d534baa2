import CHarfBuzz

/// One HarfBuzz shaping call.
enum HarfBuzzShaper {
    /// A shaped glyph, in font units (the font's scale is its units per em).
    struct Glyph {
        var id: UInt32
        /// The index, in the paragraph's scalars, of the first scalar of its cluster.
        var cluster: Int
        var advance: Int32
        var xOffset: Int32
        var yOffset: Int32
    }

    /// The language every buffer is shaped in: "und" (undetermined) selects each script's
    /// default OpenType language system. Left unset, HarfBuzz would take the process locale,
    /// and text would shape differently on machines with different `LANG`s.
    private static var language: hb_language_t? { hb_language_from_string("und", -1) }

    /// Shapes `range` of a paragraph's `scalars`, the rest of the paragraph serving as context
    /// (Arabic joins across a change of font or style). Kerning and ligatures are HarfBuzz's
    /// defaults (on); `tabularDigits` turns on `tnum`. Glyphs come back in visual order.
    static func shape(
        _ scalars: [UInt32], range: Range<Int>, font: OpaquePointer, rightToLeft: Bool,
        tabularDigits: Bool
    ) -> [Glyph] {
        guard !range.isEmpty, let buffer = hb_buffer_create() else { return [] }
        defer { hb_buffer_destroy(buffer) }
        scalars.withUnsafeBufferPointer { text in
            hb_buffer_add_utf32(buffer, text.baseAddress, Int32(text.count), UInt32(range.lowerBound), Int32(range.count))
        }
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_language(buffer, language)
        hb_buffer_guess_segment_properties(buffer)
        var features =
            tabularDigits
            ? [hb_feature_t(tag: tag("tnum"), value: 1, start: 0, end: UInt32.max)] : []
        hb_shape(font, buffer, &features, UInt32(features.count))
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
            let positions = hb_buffer_get_glyph_positions(buffer, &count)
        else { return [] }
        return (0..<Int(count)).map { i in
            Glyph(
                id: infos[i].codepoint, cluster: Int(infos[i].cluster), advance: positions[i].x_advance,
                xOffset: positions[i].x_offset, yOffset: positions[i].y_offset)
        }
    }

    private static func tag(_ name: String) -> hb_tag_t {
        name.utf8.reduce(0) { $0 << 8 | UInt32($1) }
    }
}
