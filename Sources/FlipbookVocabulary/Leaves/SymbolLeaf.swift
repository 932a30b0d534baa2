import FlipbookModel

/// `Image(systemName:)`: an SF Symbol, drawn as one glyph of the Material Icons font
/// (`SFSymbols.table` says which) through the text path, so it is measured by the façade's
/// `TextMeasurer` and drawn by the renderer like any glyph run.
///
/// As in SwiftUI, the symbol takes its size and weight from the font in the environment (body,
/// 17 pt, by default) scaled by `.imageScale`, and its colour from the foreground style (the
/// primary label colour by default). Sizes (SEMANTICS, "Symbols"): the symbol's em square is
/// `emPerPoint` × the font's size × the scale's factor, so a body symbol is a 20.4 pt square
/// whose glyph (Material draws in the central 20/24 of its em) is 17 pt across; its baseline
/// guides put the glyph's centre `centreAboveBaseline` × the size above the baseline, on the
/// middle of the capitals of text of the same font. `.resizable()` stretches the glyph's own box
/// (its ink, without the em's margins) to fill the frame it is given.
public struct SymbolLeaf: ImageLeafView {
    public var name: String
    public var glyph: MaterialGlyph
    /// `.resizable()`: the symbol takes the size it is offered and stretches to fill it.
    public var isResizable: Bool
    /// The environment's font; its size and weight make the symbol's (resolved).
    public var font: FontSpec
    public var scale: ImageScale
    public var foreground: Paintable
    /// `.redacted(reason: .placeholder)`: a bar instead of the glyph.
    public var isPlaceholder = false

    public init(name: String, glyph: MaterialGlyph, isResizable: Bool = false) {
        self.name = name
        self.glyph = glyph
        self.isResizable = isResizable
        font = .body
        scale = .medium
        foreground = Paintable(.foreground)
    }

    /// The symbol's em per point of font size: Material's glyphs fill only 20/24 of their em, so
    /// at 1.2 a symbol's glyph is as wide as the font's size, near an SF Symbol's visible size.
    public static let emPerPoint = 1.2

    /// The glyph's centre above the baseline, per point of the scaled font size: half the cap
    /// height of SF Pro (0.7 em), where SwiftUI centres a symbol on text.
    public static let centreAboveBaseline = 0.35

    /// `.imageScale`'s factors, relative to the font's symbol size (SwiftUI's, measured: small
    /// ≈ 0.78, large ≈ 1.29).
    public static func factor(of scale: ImageScale) -> Double {
        switch scale {
        case .small: 0.78
        case .medium: 1
        case .large: 1.29
        }
    }

    /// The font size the symbol is sized by, after `.imageScale`.
    var scaledSize: Double { font.size * SymbolLeaf.factor(of: scale) }

    /// The glyph as text: one character in the symbol font, at the em size, with the font's weight.
    var styledText: StyledText {
        let symbolFont = FontSpec(size: scaledSize * SymbolLeaf.emPerPoint, weight: font.weight, design: .symbols)
        return StyledText(runs: [TextRun(glyph.enclosure?.text ?? glyph.text, font: symbolFont)])
    }

    public func resolved(in environment: EnvironmentValues) -> SymbolLeaf {
        var copy = self
        copy.font = environment.resolvedFont
        copy.scale = environment.imageScale
        // A name that already ends in the variant (`heart.fill` in a tab bar's `.fill`) keeps its
        // own glyph: `heart.fill.fill` would fall back to the outline.
        let variant = environment.symbolVariant
        if !variant.isEmpty, !name.hasSuffix("." + variant), let varied = SFSymbols.glyph(named: name + "." + variant) {
            copy.glyph = varied
        }
        copy.foreground = Paintable(.foreground).resolved(in: environment)
        copy.isPlaceholder = environment.isRedactedAsPlaceholder
        return copy
    }

    public func measure(_ proposal: ProposedSize, context: LeafLayoutContext) -> LeafMeasurement {
        var layout = context.measurer.layout(styledText, width: nil, height: nil, options: .default)
        if let inset = glyph.inset { layout.lines += insetLines(inset, centredIn: layout.size, measurer: context.measurer) }
        if glyph.enclosure != nil { layout.lines += enclosedLines(in: layout, measurer: context.measurer) }
        var size = layout.size
        var ink: Rect?
        if isResizable {
            // A resizable symbol is the glyph's own box, as an SF Symbol's image is (no margins
            // of Material's em): it fills any finite proposal; unspecified (or infinite)
            // dimensions take the glyph's size, its ideal.
            ink = context.measurer.inkBounds(of: layout).flatMap { $0.width > 0 && $0.height > 0 ? $0 : nil }
            if let ink { size = ink.size }
            if let width = proposal.width, width.isFinite { size.width = width }
            if let height = proposal.height, height.isFinite { size.height = height }
        }
        var dimensions = ViewDimensions(size: size)
        if layout.size.height > 0 {
            let baseline = layout.size.height / 2 + scaledSize * SymbolLeaf.centreAboveBaseline
            let stretched = baseline * size.height / layout.size.height
            dimensions.verticalGuides[.firstTextBaseline] = stretched
            dimensions.verticalGuides[.lastTextBaseline] = stretched
        }
        var measurement = LeafMeasurement(dimensions: dimensions, text: layout)
        measurement.inkBounds = ink
        return measurement
    }

    public var animatableData: [Double] {
        get { foreground.animatableData }
        set { foreground.animatableData = newValue }
    }

    public func draw(in frame: Rect, measurement: LeafMeasurement, context: DrawContext) -> [DisplayItem] {
        guard let layout = measurement.text, !layout.lines.isEmpty, layout.size.width > 0, layout.size.height > 0
        else { return [] }
        if isResizable {
            // Drawn at its own size with its ink's corner at the frame's origin, then its ink
            // stretched onto the frame (the em's when the font gives no outlines).
            let ink = measurement.inkBounds ?? Rect(origin: .zero, size: layout.size)
            let bounds = Rect(origin: Point(x: frame.minX - ink.minX, y: frame.minY - ink.minY), size: layout.size)
            let items = glyphItems(layout, in: bounds, context: context)
            let stretch = AffineTransform.scale(x: frame.width / ink.width, y: frame.height / ink.height)
            return DisplayEffects.transform(.about(frame.origin, stretch), items)
        }
        // Centred in its frame while the frame animates from another size, as text is.
        let origin = Point(
            x: frame.minX + (frame.width - layout.size.width) / 2,
            y: frame.minY + (frame.height - layout.size.height) / 2)
        return glyphItems(layout, in: Rect(origin: origin, size: layout.size), context: context)
    }

    /// The characters of an enclosed symbol (`2.circle`), as lines of the symbol's layout
    /// centred on the glyph: the text font at about the height of the shape's inner half,
    /// narrowed to fit (`50.circle`), with the font's weight but at least medium, as SF draws them.
    private func insetLines(_ inset: String, centredIn size: Size, measurer: any TextMeasuring) -> [TextLine] {
        let widest = scaledSize * 0.6
        var insetFont = FontSpec(size: scaledSize * 0.68, weight: max(font.weight, .medium))
        var layout = measurer.layout(
            StyledText(runs: [TextRun(inset, font: insetFont)]), width: nil, height: nil, options: .default)
        if let width = layout.lines.first?.width, width > widest {
            insetFont.size *= widest / width
            layout = measurer.layout(
                StyledText(runs: [TextRun(inset, font: insetFont)]), width: nil, height: nil, options: .default)
        }
        let capHeight = insetFont.size * 0.72
        return layout.lines.map { line in
            var centred = line
            centred.origin = Point(x: (size.width - line.width) / 2, y: size.height / 2 + capHeight / 2)
            return centred
        }
    }

    /// The glyph inside its enclosure, as a line of the enclosure's layout: the symbol font at
    /// `enclosedScale` of the enclosure's size, centred where the enclosure's glyph is centred
    /// (both glyphs sit alike in their em squares).
    private func enclosedLines(in enclosure: TextLayout, measurer: any TextMeasuring) -> [TextLine] {
        guard let outer = enclosure.lines.first else { return [] }
        let innerFont = FontSpec(
            size: scaledSize * SymbolLeaf.emPerPoint * SymbolLeaf.enclosedScale, weight: font.weight, design: .symbols)
        let inner = measurer.layout(StyledText(runs: [TextRun(glyph.text, font: innerFont)]), width: nil, height: nil, options: .default)
        let centreY = enclosure.size.height / 2
        return inner.lines.map { line in
            var centred = line
            centred.origin = Point(
                x: (enclosure.size.width - line.width) / 2,
                y: centreY + (outer.origin.y - centreY) * SymbolLeaf.enclosedScale)
            return centred
        }
    }

    /// The size of a symbol inside a circle or square, relative to the shape: about SF's.
    public static let enclosedScale = 0.56

    private func glyphItems(_ layout: TextLayout, in bounds: Rect, context: DrawContext) -> [DisplayItem] {
        let paint = foreground.style?.paint(in: bounds) ?? .color(.black)
        if paint.isInvisible { return [] }
        if isPlaceholder {
            // The glyph's square: Material draws in the central 20/24 of its em.
            let inset = bounds.width / 12
            let square = Rect(
                x: bounds.minX + inset, y: bounds.minY + inset, width: bounds.width - 2 * inset,
                height: bounds.height - 2 * inset)
            return RedactionPlaceholder.bar(over: square, cornerRadius: square.width * 0.2, paint: paint, context: context)
        }
        if (glyph.inset != nil && glyph.insetIsCutOut) || glyph.enclosure?.isCutOut == true, layout.lines.count > 1 {
            // The characters (or the inner symbol) are cut out of the filled shape: what is
            // under the symbol shows through them.
            let shape = TextItem(
                origin: bounds.origin, lines: Array(layout.lines.prefix(1)), paints: [paint], identity: context.identity,
                span: context.span)
            var cut = shape
            cut.lines = Array(layout.lines.dropFirst())
            cut.paints = [.color(.black)]
            return [
                .group(
                    GroupItem(
                        isolated: true,
                        items: [.text(shape), .group(GroupItem(blendMode: .destinationOut, items: [.text(cut)]))]))
            ]
        }
        return [
            .text(
                TextItem(
                    origin: bounds.origin, lines: layout.lines, paints: [paint], identity: context.identity,
                    span: context.span))
        ]
    }

    /// The symbol shown: swapping it cross-fades under animation.
    public var discreteContent: AnyHashable? { name }

    public var description: String {
        "Image(systemName: \"\(name)\") \(glyph.name)" + (glyph.enclosure.map { " in \($0.name)" } ?? "")
            + (isResizable ? " resizable" : "")
            + " \(formatNumber(scaledSize))pt" + (font.weight != .regular ? " \(font.weight.name)" : "")
    }
}
