import FlipbookModel

/// Lays out text with the fonts `Rasterizer` draws it with: HarfBuzz shaping (kerning,
/// ligatures, combining marks, Arabic joining), per-character font fallback, simple bidi, line
/// breaking, `lineLimit`, truncation and `minimumScaleFactor`.
///
/// Line height is the ascent plus the descent of the primary fonts of the runs on the line (the
/// tallest), lines `lineSpacing` apart; fallback faces (emoji) do not make a line taller.
///
/// Safe to call from any thread, and deterministic: shaping reads font units through HarfBuzz's
/// own OpenType functions (no FreeType, no lock), and every width is the same left-to-right
/// sum of the same advances, so equal inputs give bit-identical layouts.
public struct TextMeasurer: TextMeasuring {
    public let fonts: FontLibrary

    public init(fonts: FontLibrary) {
        self.fonts = fonts
    }

    public func layout(_ text: StyledText, width: Double?, height: Double?, options: TextLayoutOptions) -> TextLayout {
        guard !text.runs.isEmpty else { return .empty }
        let shaped = ShapedTextCache.shared.shaped(text, with: fonts)
        var available = Double.infinity
        if let width, width.isFinite { available = max(0, width) }
        var tallest = Double.infinity
        if let height, height.isFinite { tallest = max(0, height) }
        let fitter = TextFitter(text: shaped, options: options, available: available, height: tallest)
        return fitter.layout(at: fitter.bestScale())
    }

    /// Ascent and descent of the face that draws `font`, in points.
    func metrics(of font: FontSpec) -> (ascent: Double, descent: Double) {
        let face = fonts.primaryFace(for: font).shaping.metrics
        let size = TextShaper.usableSize(font.size)
        return (face.ascender * size, -face.descender * size)
    }
}

/// Shaped texts, remembered so that layout can ask for the same text at many widths (ideal
/// size, then the proposed width) without shaping it again. Bounded: emptied when full.
final class ShapedTextCache: Sendable {
    static let shared = ShapedTextCache()
    private static let capacity = 2048

    private struct Key: Hashable {
        var text: StyledText
        var directory: String
        var emoji: String
        var symbols: String
    }

    private let entries = Locked<[Key: ShapedText]>([:])

    func shaped(_ text: StyledText, with fonts: FontLibrary) -> ShapedText {
        let key = Key(text: text, directory: fonts.directory, emoji: fonts.emojiPath, symbols: fonts.symbolPath)
        if let known = entries.withLock({ $0[key] }) { return known }
        // Shaped outside the lock: two threads may shape the same text, with the same result.
        let shaped = TextShaper(library: fonts).shape(text)
        entries.withLock { entries in
            if entries.count >= ShapedTextCache.capacity { entries.removeAll() }
            entries[key] = shaped
        }
        return shaped
    }

    /// Forgets every shaped text (tests check that shaping again gives the same layout).
    func clear() {
        entries.withLock { $0.removeAll() }
    }
}
