import FlipbookModel

/// Chooses the face for each character of one text run: the run's primary face when it has the
/// character, else the first pinned fallback that has it, else a font fontconfig finds (see
/// `SystemFontFallback`), else the primary face (which draws its missing-glyph box).
///
/// Characters that ask for emoji presentation (U+FE0F, or an emoji that presents as one by
/// default and is not followed by U+FE0E) try Noto Color Emoji first, so that ❤️ is the red
/// heart and not DejaVu's outline one.
struct FaceChooser {
    let library: FontLibrary
    let spec: FontSpec
    let primary: FaceChoice
    let fallbacks: [FaceChoice]

    init(library: FontLibrary, spec: FontSpec) {
        self.library = library
        self.spec = spec
        primary = library.primaryFace(for: spec)
        fallbacks = library.fallbackFaces(for: spec)
    }

    func face(for character: Character) -> FaceChoice {
        if FaceChooser.prefersEmoji(character), let emoji = library.emojiFace, emoji.shaping.covers(character) {
            return emoji
        }
        if primary.shaping.covers(character) { return primary }
        if let face = fallbacks.first(where: { $0.shaping.covers(character) }) { return face }
        // No pinned face has the whole cluster: choose by its first visible scalar alone.
        guard let base = character.unicodeScalars.first(where: { !$0.properties.isDefaultIgnorableCodePoint })
        else { return primary }
        if primary.shaping.glyph(for: base) != nil { return primary }
        if let face = fallbacks.first(where: { $0.shaping.glyph(for: base) != nil }) { return face }
        if let file = SystemFontFallback.font(for: base),
            let face = library.face(
                atPath: file.path, index: file.index, bold: spec.weight >= .semibold,
                italic: spec.italic)
        {
            return face
        }
        return primary
    }

    static func prefersEmoji(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        if scalars.contains("\u{FE0E}") { return false }
        if scalars.contains("\u{FE0F}") { return true }
        return scalars.first?.properties.isEmojiPresentation ?? false
    }
}
