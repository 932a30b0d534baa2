import FlipbookModel

/// Methods of `Image` that make another `Image` (called before any view modifier, as in Swift).
public enum ImageMethods {
    public typealias Method = @Sendable (any ImageLeafView, any ArgumentReader) throws(ArgumentError) -> any ImageLeafView

    public static let methods: [String: Method] = [
        "resizable": { leaf, arguments throws(ArgumentError) in
            // `capInsets:` and `resizingMode:` concern bitmap images; a symbol always stretches.
            _ = try arguments.take("capInsets", as: .edgeInsets)
            _ = try arguments.enumCase("resizingMode", "Image.ResizingMode")
            var leaf = leaf
            leaf.isResizable = true
            return leaf
        },
        // A symbol is drawn in the foreground style in either mode (Material glyphs have no
        // colours); a bitmap in `.template` mode is its alpha filled with the foreground style.
        "renderingMode": { leaf, arguments throws(ArgumentError) in
            let mode = try arguments.enumCase(nil, "Image.TemplateRenderingMode")
            guard var bitmap = leaf as? BitmapLeaf else { return leaf }
            bitmap.isTemplate = mode.map { $0 == "template" }
            return bitmap
        },
        // Glyph outlines are always drawn antialiased, at any scale.
        // Glyph outlines are always smooth; a bitmap with `.none` keeps hard pixels.
        "interpolation": { leaf, arguments throws(ArgumentError) in
            let quality = try arguments.enumCase(nil, "Image.Interpolation")
            guard var bitmap = leaf as? BitmapLeaf else { return leaf }
            bitmap.smooth = quality != "none"
            return bitmap
        },
        // `Image.symbolRenderingMode(_:)` gives an Image (so `.resizable()` may follow); the
        // mode is checked and, as the modifier's, has no effect (`SymbolRenderingModeModifier`).
        "symbolRenderingMode": { leaf, arguments throws(ArgumentError) in
            _ = try SymbolRenderingModeModifier.make(arguments)
            return leaf
        },
        "antialiased": { leaf, arguments throws(ArgumentError) in
            _ = try arguments.bool(nil)
            return leaf
        },
    ]
}
