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
                let radius = max(0, try arguments.requiredDouble("cornerRadius"))
                corner = Size(width: radius, height: radius)
            }
            return .roundedRectangle(cornerSize: corner, continuous: try style(arguments))
        },
        "UnevenRoundedRectangle": { arguments throws(ArgumentError) in
            let tl = try arguments.finiteDouble("topLeadingRadius") ?? 0
            let bl = try arguments.finiteDouble("bottomLeadingRadius") ?? 0
            let br = try arguments.finiteDouble("bottomTrailingRadius") ?? 0
            let tr = try arguments.finiteDouble("topTrailingRadius") ?? 0
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
