import FlipbookModel
import FlipbookVocabulary

extension NativeTypes {
    /// UIKit's `UIImage` (and AppKit's `NSImage`), as far as SwiftUI code makes one to show with
    /// `Image(uiImage:)`: `UIImage(named:)` is the asset catalogue's image (nil when the
    /// catalogues lack it, as UIKit's is), `UIImage(systemName:)` a symbol. Its value is the
    /// image view it becomes.
    static let uiImage = NativeType("UIImage") { t in
        // A `CGImage` (from `CGImageSourceCreateImageAtIndex`) is an image the same way.
        t.aliases = ["NSImage", "CGImage"]
        t.initializer = { i, a throws(Interrupt) in
            if let name = try a.string("named") {
                _ = try a.value("in")
                _ = try a.value("compatibleWith")
                guard case .success(let bitmap)? = i.assets.image(named: name)?.bitmap() else { return .none }
                return .view(Interpreter.imageView(bitmap, span: a.span))
            }
            // `#imageLiteral(resourceName:)` and `UIImage(imageLiteralResourceName:)`, which
            // UIKit does not let fail: a missing image is an error.
            var literalName = try a.string("_literalResourceName")
            if literalName == nil { literalName = try a.string("imageLiteralResourceName") }
            if let name = literalName {
                return .view(try i.assetImage(named: name, nameSpan: a.span, span: a.span, instead: nil))
            }
            if let argument = a.takeArgument("systemName") {
                let name = try i.systemImageName(argument, callee: "UIImage", env: a.env)
                _ = try a.value("withConfiguration")
                guard SFSymbols.glyph(named: name) != nil else { return .none }
                return .view(try ViewFactories.symbol(named: name, nameSpan: argument.value.span, span: a.span, i))
            }
            // `UIImage(resource: .hero)`: Xcode's generated symbol of a catalogue image.
            if let resource = try a.value("resource", .native("ImageResource")) { return resource }
            throw .error("UIImage(…) needs named: (an asset catalogue image), resource: or systemName:", at: a.span)
        }
    }

    /// Xcode's generated asset symbols as values of their own types (`let art: ImageResource`,
    /// `.hero`): a resource is what it names, the catalogue's image or colour
    /// (`Interpreter.staticMember`), which `Image(_:)`, `UIImage(resource:)` and `Color(_:)` take.
    static let imageResource = NativeType("ImageResource") { _ in }
    static let colorResource = NativeType("ColorResource") { _ in }
}

extension Interpreter {
    /// A `UIImage`'s properties, read from the image view that stands for it: `size`, in points.
    func uiImageProperty(of receiver: Value, _ name: String) -> Value? {
        guard case .view(.leaf(let leaf, _)) = receiver, let image = leaf.base as? BitmapLeaf else { return nil }
        switch name {
        case "size": return makeSize(image.bitmap.size)
        case "scale": return .double(image.bitmap.scale)
        default: return nil
        }
    }
}
