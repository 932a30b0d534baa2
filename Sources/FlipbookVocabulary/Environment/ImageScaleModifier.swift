import FlipbookModel

/// `imageScale(_:)`: the relative size of the symbols below (`.small`, `.medium`, `.large`),
/// written into the environment as SwiftUI does; `SymbolLeaf.factor(of:)` gives the numbers.
public struct ImageScaleModifier: EnvironmentModifierKind, ArgumentConstructible {
    public var scale: ImageScale

    public init(_ scale: ImageScale) { self.scale = scale }

    public static func make(_ arguments: any ArgumentReader) throws(ArgumentError) -> ImageScaleModifier {
        guard let name = try arguments.enumCase(nil, "Image.Scale") else { throw arguments.missing(nil) }
        guard let scale = ImageScale(rawValue: name) else {
            throw ArgumentError("imageScale: unknown scale '.\(name)' (expected .small, .medium or .large)", at: .some(nil))
        }
        return ImageScaleModifier(scale)
    }

    public func apply(to environment: inout EnvironmentValues) { environment.imageScale = scale }

    public var description: String { "imageScale(.\(scale.rawValue))" }
}
