import CFontconfig

/// The last step of per-character font fallback: ask fontconfig for an installed font that has
/// the character, after the pinned files (`FontLibrary.fallbackFaces`) had none.
///
/// What this finds depends on the fonts installed on the machine, so text that needs it can
/// render differently elsewhere; the pinned files cover Latin, Greek, Cyrillic, Hebrew, Arabic,
/// Armenian, Georgian, many symbols and all emoji, and scenes that stay within them stay
/// deterministic. fontconfig is called under a lock and each answer is remembered.
enum SystemFontFallback {
    private static let answers = Locked<[UInt32: FontFileRef?]>([:])

    /// An installed font file (and face index) with a glyph for `scalar`, or nil.
    static func font(for scalar: Unicode.Scalar) -> FontFileRef? {
        answers.withLock { answers in
            if let known = answers[scalar.value] { return known }
            let found = search(scalar.value)
            answers[scalar.value] = found
            return found
        }
    }

    /// Must be called with the lock held: fontconfig's configuration is shared state.
    private static func search(_ character: UInt32) -> FontFileRef? {
        guard FcInit() != 0, let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        guard let charset = FcCharSetCreate() else { return nil }
        defer { FcCharSetDestroy(charset) }
        _ = FcCharSetAddChar(charset, character)
        _ = FcPatternAddCharSet(pattern, FC_CHARSET, charset)
        _ = FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let set = FcFontSort(nil, pattern, 1, nil, &result) else { return nil }
        defer { FcFontSetDestroy(set) }
        for i in 0..<Int(set.pointee.nfont) {
            guard let font = set.pointee.fonts[i] else { continue }
            var fontCharset: OpaquePointer?
            guard FcPatternGetCharSet(font, FC_CHARSET, 0, &fontCharset) == FcResultMatch,
                FcCharSetHasChar(fontCharset, character) != 0
            else { continue }
            var file: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file else { continue }
            var index: Int32 = 0
            _ = FcPatternGetInteger(font, FC_INDEX, 0, &index)
            // fontconfig counts characters a font maps to its missing-glyph box; HarfBuzz,
            // which shapes the text, must find a real glyph.
            let path = String(cString: file)
            guard let scalar = Unicode.Scalar(character),
                ShapingFace.named(path, index: Int(index))?.glyph(for: scalar) != nil
            else { continue }
            return FontFileRef(path: path, index: Int(index))
        }
        return nil
    }
}

/// A font file and the index of a face in it.
struct FontFileRef: Hashable, Sendable {
    var path: String
    var index: Int
}
