import FlipbookModel

/// The built-in shapes' initializers: each reads its call's arguments into a `ShapeGeometry`.
/// `.continuous` corners are accepted and drawn as circular ones (docs/scene-language.md).
public enum BuiltinShapes {
    public typealias Make = @Sendable (any ArgumentReader) throws(ArgumentError) -> ShapeGeometry

    public static let makers: [String: Make] = [
        "Rectangle": { _ in .rectangle },
        "Circle": { _ in .circle },
        "Ellipse": { _ in .ellipse },
        "Capsule": { arguments throws(ArgumentError) in
            _ = try style(arguments)
            return .capsule
        },
        "RoundedRectangle": { arguments throws(ArgumentError) in
            let corner: Size
            if let size = try arguments.size("cornerSize") {
                corner = size
            } else {
                guard let radius = try arguments.cornerRadius("cornerRadius") else { throw arguments.missing("cornerRadius") }
                corner = Size(width: radius, height: radius)
            }
            return .roundedRectangle(cornerSize: corner, continuous: try style(arguments))
        },
        "UnevenRoundedRectangle": { arguments throws(ArgumentError) in
            var tl = try arguments.cornerRadius("topLeadingRadius") ?? 0
            var bl = try arguments.cornerRadius("bottomLeadingRadius") ?? 0
            var br = try arguments.cornerRadius("bottomTrailingRadius") ?? 0
            var tr = try arguments.cornerRadius("topTrailingRadius") ?? 0
            // `UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(…))`.
            if case .record(let radii)? = try arguments.take("cornerRadii", as: .record("RectangleCornerRadii")) {
                func radius(_ name: String) -> Double {
                    switch radii[name] {
                    case .double(let d)?: d.isFinite ? d : 0
                    case .int(let i)?: Double(i)
                    default: 0
                    }
                }
                (tl, bl, br, tr) = (
                    radius("topLeading"), radius("bottomLeading"), radius("bottomTrailing"), radius("topTrailing")
                )
            }
            _ = try style(arguments)
            return .unevenRoundedRectangle(
                topLeading: max(0, tl), bottomLeading: max(0, bl),
                bottomTrailing: max(0, br), topTrailing: max(0, tr))
        },
    ]

    /// `style: .continuous` or `.circular` (RoundedCornerStyle).
    static func style(_ arguments: any ArgumentReader) throws(ArgumentError) -> Bool {
        try arguments.enumCase("style", "RoundedCornerStyle") == "continuous"
    }
}
