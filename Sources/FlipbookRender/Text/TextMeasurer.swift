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
}
