import CHarfBuzz
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

    /// The union of the glyphs' outline boxes, from the fonts' own outlines (HarfBuzz's glyph
    /// extents, in font units, scaled to each run's size); a synthetic bold glyph is widened by
    /// the emboldening the renderer draws (`TextShaper`: size / 24, half on each side).
    public func inkBounds(of layout: TextLayout) -> Rect? {
        var ink: Rect?
        for line in layout.lines {
            for run in line.runs {
                guard let face = ShapingFace.named(run.face.path, index: run.face.index) else { continue }
                let scale = run.size / face.unitsPerEm
                let bold = run.face.syntheticBold ? run.size / 48 : 0
                for (glyph, position) in zip(run.glyphs, run.positions) {
                    var extents = hb_glyph_extents_t()
                    guard hb_font_get_glyph_extents(face.font, glyph, &extents) != 0, extents.width != 0, extents.height != 0
                    else { continue }
                    let box = Rect(
                        x: line.origin.x + position.x + Double(extents.x_bearing) * scale - bold,
                        y: line.origin.y + position.y - Double(extents.y_bearing) * scale - bold,
                        width: Double(extents.width) * scale + 2 * bold,
                        height: -Double(extents.height) * scale + 2 * bold)
                    ink = ink.map { $0.union(box) } ?? box
                }
            }
        }
        return ink
    }
}
