/// Vertical metrics of a font, in points.
public struct FontMetrics: Hashable, Sendable {
    /// Distance from the top of a line to its baseline.
    public var ascent: Double
    /// Distance from the baseline to the bottom of a line.
    public var descent: Double

    public init(ascent: Double, descent: Double) {
        self.ascent = ascent
        self.descent = descent
    }

    public var lineHeight: Double { ascent + descent }
}

/// Measures text for layout. The renderer implements it with the same fonts it draws with, so
/// layout never needs to import Cairo.
public protocol TextMeasuring: Sendable {
    func metrics(of font: FontSpec) -> FontMetrics
    /// The advance width of `text` on one line.
    func width(of text: String, font: FontSpec) -> Double
}
