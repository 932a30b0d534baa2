import FlipbookModel

/// `Text`: runs of characters (`Text + Text` concatenates them), each with the style its own
/// modifiers gave it, the rest taken from the environment (font, foreground, line limit…).
public struct TextLeaf: LeafView {
    /// `.textScale(.secondary)`'s size, as a fraction of the font's: the body size's step down
    /// to `.subheadline` (15 of 17 points) [U: CoreText's secondary scale is not documented].
    static let secondaryScale = 15.0 / 17.0

    /// The runs as written; `text` holds them resolved.
    public var runs: [RunSpec]
    public var text: StyledText
    public var options: TextLayoutOptions
    /// The view's foreground; a run with its own colour keeps it.
    public var foreground: Paintable
    public var runForegrounds: [Paintable?]
    /// Each run's underline and strike-through colours, when they have their own.
    public var lineColors: [LineColors] = []

    /// A run's underline and strike-through colours (nil: the run's own colour).
    public struct LineColors: Hashable, Sendable {
        public var underline: Paintable?
        public var strikethrough: Paintable?
        public var background: Paintable?
    }
    /// `.redacted(reason: .placeholder)`: bars instead of characters.
    public var isPlaceholder = false

    public init(runs: [RunSpec]) {
        self.runs = runs
        text = StyledText(runs: [])
        options = .default
        foreground = Paintable(.foreground)
        runForegrounds = runs.map { $0.foreground.map { Paintable($0) } }
    }

    public init(_ string: String) { self.init(runs: [RunSpec(string)]) }

    /// A run as `Text` methods leave it: each property nil when the environment decides.
    public struct RunSpec: Hashable, Sendable {
        public var text: String
        public var font: FontSpec?
        public var weight: FontWeight?
        public var italic: Bool?
        public var design: FontDesign?
        public var monospacedDigit: Bool?
        public var kerning: Double?
        public var baselineOffset: Double?
        public var underline: Bool?
        public var strikethrough: Bool?
        /// `.underline(pattern:color:)`, `.strikethrough(pattern:color:)`: nil for the environment's.
        public var underlineStyle: TextLineStyle?
        public var strikethroughStyle: TextLineStyle?
        /// An `AttributedString` run's `backgroundColor`.
        public var background: StyleValue?
        public var foreground: StyleValue?
        /// An inline SF Symbol's glyph (`splittingSymbols`), drawn in the symbol font.
        public var isSymbol = false
        /// `Text.customAttribute(_:)`: values a `TextRenderer` finds on the run.
        public var customAttributes: [LiveHandle] = []

        public init(_ text: String) { self.text = text }
    }

    public func resolved(in environment: EnvironmentValues) -> TextLeaf {
        var copy = self
        copy.text = StyledText(
            runs: runs.map { spec in
                var font = spec.font.map { $0.scaled(to: environment.dynamicTypeSize) } ?? environment.resolvedFont
                if spec.font != nil {
                    if let w = environment.fontWeight { font.weight = w }
                    if environment.italic { font.italic = true }
                    if let d = environment.fontDesign, font.design == .default { font.design = d }
                    if let w = environment.fontWidth, font.width == .standard { font.width = w }
                }
                if let w = spec.weight { font.weight = w }
                if let i = spec.italic { font.italic = i }
                if let d = spec.design { font.design = d }
                if let m = spec.monospacedDigit { font.monospacedDigit = m }
                if environment.isSecondaryTextScale { font.size *= Self.secondaryScale }
                var symbolOffset = 0.0
                if spec.isSymbol { (font, symbolOffset) = RunSpec.symbolFont(for: font) }
                var string = spec.text
                switch environment.textCase {
                case .uppercase?: string = string.uppercased()
                case .lowercase?: string = string.lowercased()
                case nil: break
                }
                var run = TextRun(
                    string, font: font, kerning: spec.kerning ?? environment.kerning,
                    baselineOffset: (spec.baselineOffset ?? 0) + symbolOffset,
                    underline: spec.underline ?? environment.underline,
                    strikethrough: spec.strikethrough ?? environment.strikethrough)
                run.underlinePattern = (spec.underlineStyle ?? environment.underlineStyle).pattern
                run.strikethroughPattern = (spec.strikethroughStyle ?? environment.strikethroughStyle).pattern
                run.isHighlighted = spec.background != nil
                return run
            })
        copy.lineColors = runs.map { spec in
            LineColors(
                underline: (spec.underlineStyle ?? environment.underlineStyle).color.map {
                    Paintable($0).resolved(in: environment)
                },
                strikethrough: (spec.strikethroughStyle ?? environment.strikethroughStyle).color.map {
                    Paintable($0).resolved(in: environment)
                },
                background: spec.background.map { Paintable($0).resolved(in: environment) })
        }
        copy.options = environment.textLayoutOptions
        copy.isPlaceholder = environment.isRedactedAsPlaceholder
        copy.foreground = Paintable(.foreground).resolved(in: environment)
        copy.runForegrounds = runForegrounds.map { $0?.resolved(in: environment) }
        return copy
    }

    public func measure(_ proposal: ProposedSize, context: LeafLayoutContext) -> LeafMeasurement {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
        let layout = context.measurer.layout(text, width: width, height: height, options: options)
        var dimensions = ViewDimensions(size: layout.size)
        if !layout.lines.isEmpty {
            dimensions.verticalGuides[.firstTextBaseline] = layout.firstBaseline
            dimensions.verticalGuides[.lastTextBaseline] = layout.lastBaseline
        }
        return LeafMeasurement(dimensions: dimensions, text: layout)
    }

    public var animatableData: [Double] {
        get { foreground.animatableData + runForegrounds.flatMap { $0?.animatableData ?? [] } }
        set {
            var rest = newValue[...]
            let count = foreground.animatableData.count
            foreground.animatableData = Array(rest.prefix(count))
            rest = rest.dropFirst(count)
            for i in runForegrounds.indices {
                guard var paint = runForegrounds[i] else { continue }
                let n = paint.animatableData.count
                paint.animatableData = Array(rest.prefix(n))
                rest = rest.dropFirst(n)
                runForegrounds[i] = paint
            }
        }
    }

    public func draw(in frame: Rect, measurement: LeafMeasurement, context: DrawContext) -> [DisplayItem] {
        guard let layout = measurement.text, !layout.lines.isEmpty else { return [] }
        // The text is drawn at once, centred in its frame while the frame animates from the
        // old text's size (at rest the two sizes agree).
        let origin = Point(
            x: frame.minX + (frame.width - layout.size.width) / 2,
            y: frame.minY + (frame.height - layout.size.height) / 2)
        let bounds = Rect(origin: origin, size: layout.size)
        let base = foreground.style?.paint(in: bounds) ?? .color(.black)
        var paints = text.runs.indices.map { i in
            (i < runForegrounds.count ? runForegrounds[i]?.style?.paint(in: bounds) : nil) ?? base
        }
        if paints.allSatisfy(\.isInvisible) { return [] }
        if isPlaceholder {
            return RedactionPlaceholder.bars(over: layout.lines, at: origin, paint: base, context: context)
        }
        var lines = layout.lines
        if lineColors.contains(where: { $0.underline != nil || $0.strikethrough != nil || $0.background != nil }) {
            // A line of its own colour is drawn with a paint appended after the runs'.
            for l in lines.indices {
                for d in lines[l].decorations.indices {
                    let decoration = lines[l].decorations[d]
                    guard lineColors.indices.contains(decoration.runIndex) else { continue }
                    let colors = lineColors[decoration.runIndex]
                    let own =
                        switch decoration.kind {
                        case .underline: colors.underline
                        case .strikethrough: colors.strikethrough
                        case .background: colors.background
                        }
                    guard let paint = own?.style?.paint(in: bounds) else { continue }
                    lines[l].decorations[d].runIndex = paints.count
                    paints.append(paint)
                }
            }
        }
        var item = TextItem(origin: origin, lines: lines, paints: paints, identity: context.identity, span: context.span)
        if runs.contains(where: { !$0.customAttributes.isEmpty }) { item.customAttributes = runs.map(\.customAttributes) }
        return [.text(item)]
    }

    /// The characters shown: a change of them cross-fades under animation.
    public var discreteContent: AnyHashable? { runs.map(\.text) }

    public var description: String {
        "Text(\"\(runs.map(\.text).joined())\")" + (text.runs.first.map { " \($0.font)" } ?? "")
    }
}
