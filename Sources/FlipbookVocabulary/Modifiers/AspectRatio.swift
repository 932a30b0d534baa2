import FlipbookModel

/// `aspectRatio(_:contentMode:)` with a ratio (width / height) or nil, `scaledToFit()` and
/// `scaledToFill()` (`AspectRatioLayout`); a `CGSize` ratio is its width / height.
public struct AspectRatio: ViewModifierKind, ArgumentConstructible {
    public var ratio: Double?
    public var fill: Bool

    public init(ratio: Double?, fill: Bool) {
        self.ratio = ratio
        self.fill = fill
    }

    public static func make(_ arguments: any ArgumentReader) throws(ArgumentError) -> AspectRatio {
        var ratio: Double?
        switch try arguments.take(nil, as: .ratio) {
        case .double(let value)?: ratio = value
        case .none?, nil: ratio = nil
        default: throw ArgumentError("aspectRatio: the ratio must be a number or a CGSize", at: .some(nil))
        }
        if let ratio, !(ratio.isFinite && ratio > 0) {
            throw ArgumentError("aspectRatio: the ratio must be a positive number", at: .some(nil))
        }
        guard let mode = try arguments.enumCase("contentMode", "ContentMode") else { throw arguments.missing("contentMode") }
        guard mode == "fit" || mode == "fill" else {
            throw ArgumentError("aspectRatio: unknown content mode '.\(mode)' (expected .fit or .fill)", at: .some("contentMode"))
        }
        return AspectRatio(ratio: ratio, fill: mode == "fill")
    }

    /// `scaledToFit()`.
    public static func scaledToFit(_ arguments: any ArgumentReader) -> AspectRatio { AspectRatio(ratio: nil, fill: false) }

    /// `scaledToFill()`.
    public static func scaledToFill(_ arguments: any ArgumentReader) -> AspectRatio { AspectRatio(ratio: nil, fill: true) }

    public func resolved(in environment: EnvironmentValues) -> AspectRatio { self }

    public var layoutRole: ModifierLayoutRole { .layout(AspectRatioLayout(ratio: ratio, fill: fill)) }

    public var animatableData: [Double] {
        get { [] }
        set {}
    }

    public func draw(_ content: [DisplayItem], in frame: Rect, context: DrawContext) -> [DisplayItem] { content }

    public var description: String {
        "aspectRatio(\(ratio.map(formatNumber) ?? "nil"), contentMode: .\(fill ? "fill" : "fit"))"
    }
}
