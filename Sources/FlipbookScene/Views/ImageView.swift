import FlipbookModel
import FlipbookSyntax
import FlipbookVocabulary

/// `Image(systemName:)`: an SF Symbol from Flipbook's table (`SFSymbols`), drawn by
/// `SymbolLeaf`. Made here rather than by the registry so that an unknown name is reported at
/// its string, with the nearest names the table has. An asset catalogue's images
/// (`Image("name")`, `Image(.name)`, `Image(decorative:)`, `Image(uiImage: UIImage(named:)!)`)
/// come from the catalogues the render was given.
extension ViewFactories {
    static let image: NativeType.Call = { interpreter, args throws(Interrupt) in
        guard let argument = args.takeArgument("systemName") else {
            return .view(try assetImage(interpreter, args))
        }
        let value = try interpreter.eval(argument.value, .native("String"), args.env)
        guard case .string(let name) = value else {
            throw .error("Image(systemName:) needs a String, not \(interpreter.typeName(of: value))", at: argument.value.span)
        }
        let symbol = try symbol(named: name, nameSpan: argument.value.span, span: args.span, interpreter)
        // A variable symbol's value fills parts of SF's glyph; Material's glyphs have no parts.
        _ = try args.value("variableValue", .native("Double"))
        return .view(symbol)
    }

    /// `Image("hero")`, `Image(.hero)` (Xcode's generated symbol), `Image(decorative:)`, with
    /// `bundle:` and `label:` ignored: the asset catalogue's PNG, JPEG, PDF or SVG.
    private static func assetImage(_ interpreter: Interpreter, _ args: Arguments) throws(Interrupt) -> ViewValue {
        if let argument = args.takeArgument("uiImage") ?? args.takeArgument("nsImage") {
            // A `UIImage` is the image view it becomes (`NativeTypes.uiImage`).
            let value = try interpreter.eval(argument.value, .native("UIImage"), args.env)
            guard case .view(let view) = value else {
                throw .error(
                    "Image(uiImage:) needs a UIImage (UIImage(named:) with the asset catalogue, or UIImage(systemName:)), not \(interpreter.typeName(of: value))",
                    at: argument.value.span)
            }
            return view
        }
        guard let argument = args.takeArgument("decorative") ?? args.takeUnlabelledValue() else {
            // `Image(symbol: .search)`: an initializer an extension declares (in another file).
            if let label = args.remainingLabels.compactMap({ $0 }).first {
                throw .error("no Image initializer takes '\(label):' (is it declared in an extension?)", at: args.span)
            }
            throw .error("Image(…) needs systemName: or the name of an asset catalogue image", at: args.span)
        }
        _ = args.takeArgument("bundle")
        _ = try args.value("label")
        let scale = try args.double("scale")
        if case .member(nil, let symbol, _, _) = argument.value.kind {
            return try interpreter.assetImage(
                symbol: symbol, nameSpan: argument.value.span, span: args.span, instead: "Image(systemName:)")
        }
        let value = try interpreter.eval(argument.value, .native("String"), args.env)
        // `Image(item.art)` with `art: ImageResource`: the image the resource names;
        // `Image(cgImage, scale: 2, label:)`: its pixels at that many per point.
        if case .view(let image) = value {
            if let scale, scale > 0, case .leaf(let leaf, let span) = image, var bitmapLeaf = leaf.base as? BitmapLeaf {
                let b = bitmapLeaf.bitmap
                bitmapLeaf.bitmap = Bitmap(
                    name: b.name, pixelWidth: b.pixelWidth, pixelHeight: b.pixelHeight, scale: scale, rgba: b.rgba,
                    isTemplate: b.isTemplate)
                return .leaf(AnyLeafView(bitmapLeaf), span: span)
            }
            return image
        }
        // `[ImageResource.building1, .building2][i]`: an array's later elements keep the
        // resource's name until used, as the image it names.
        if case .implicitMember(let member) = value, member.arguments == nil {
            return try interpreter.assetImage(
                symbol: member.name, nameSpan: member.span, span: args.span, instead: "Image(systemName:)")
        }
        guard case .string(let name) = value else {
            throw .error("Image(_:) needs an image name, not \(interpreter.typeName(of: value))", at: argument.value.span)
        }
        return try interpreter.assetImage(
            named: name, nameSpan: argument.value.span, span: args.span, instead: "Image(systemName:)")
    }

    /// The symbol `name` (`Image(systemName:)`, a `Label`'s or `Button`'s `systemImage:`). A
    /// variant the table lacks draws as the known symbol it is a variant of, with a warning at
    /// `nameSpan`; any other unknown name is an error there.
    static func symbol(
        named name: String, nameSpan: SourceSpan, span: SourceSpan, _ interpreter: Interpreter
    ) throws(Interrupt) -> ViewValue {
        if let glyph = SFSymbols.glyph(named: name) {
            return .leaf(AnyLeafView(SymbolLeaf(name: name, glyph: glyph)), span: span)
        }
        // An empty name (a model's icon not set yet) is surely no symbol: SwiftUI draws an
        // empty image and logs, as Flipbook does.
        if name.isEmpty {
            interpreter.warn("Image(systemName: \"\") names no SF Symbol; SwiftUI draws nothing", at: nameSpan)
            return .empty
        }
        guard let base = SFSymbols.knownBase(of: name), let glyph = SFSymbols.glyph(named: base) else {
            throw .error(SFSymbols.unknownNameMessage(name), at: nameSpan)
        }
        interpreter.warn(
            "SF Symbol '\(name)' is not in Flipbook's table (docs/symbols.md); it is drawn as '\(base)', the symbol it is a variant of",
            at: nameSpan)
        return .leaf(AnyLeafView(SymbolLeaf(name: base, glyph: glyph)), span: span)
    }
}

extension Interpreter {
    /// The asset catalogue's image `name` as a view (`Image("hero")`, `Label(_:image:)`,
    /// `UIImage(named:)`); when no catalogue given draws it, an error at `nameSpan` that says
    /// why, suggesting `instead`.
    func assetImage(named name: String, nameSpan: SourceSpan, span: SourceSpan, instead: String?) throws(Interrupt) -> ViewValue {
        guard let source = assets.image(named: name) else {
            // The project's catalogue lacks it: SwiftUI logs "No image named … found in asset
            // catalog" and draws nothing, in whatever frame the image is given.
            if !assets.isEmpty, assets.unreadable[name] == nil {
                warn(
                    "image '\(name)' is in none of the project's asset catalogues; SwiftUI draws nothing for it (and logs "
                        + "\"No image named '\(name)' found in asset catalog\")", at: nameSpan)
                return Self.imageView(Bitmap.missing(named: name), span: span)
            }
            throw missingAssetImage(name, at: nameSpan, instead: instead)
        }
        return Self.imageView(try decoded(source, at: nameSpan), span: span)
    }

    /// The image Xcode's generated symbol stands for (`Image(.hero)`), as `assetImage(named:…)`.
    func assetImage(symbol: String, nameSpan: SourceSpan, span: SourceSpan, instead: String?) throws(Interrupt) -> ViewValue {
        guard let source = assets.image(symbol: symbol) else {
            throw missingAssetImage(symbol, at: nameSpan, instead: instead)
        }
        let bitmap = try decoded(source, at: nameSpan)
        return Self.imageView(bitmap, span: span)
    }

    static func imageView(_ bitmap: Bitmap, span: SourceSpan) -> ViewValue {
        .leaf(AnyLeafView(BitmapLeaf(bitmap: bitmap)), span: span)
    }

    /// An image set's bitmap, decoded now if it was not yet; an error at `span` when its file
    /// cannot be drawn.
    func decoded(_ source: AssetImageSource, at span: SourceSpan) throws(Interrupt) -> Bitmap {
        switch source.bitmap() {
        case .success(let bitmap): return bitmap
        case .failure(let error):
            throw .error("image '\(source.name)' of the asset catalogue cannot be drawn: \(error.description)", at: span)
        }
    }

    private func missingAssetImage(_ name: String, at span: SourceSpan, instead: String?) -> Interrupt {
        if let reason = assets.unreadable[name] {
            return .error("image '\(name)' of the asset catalogue cannot be drawn: \(reason)", at: span)
        }
        return .error(
            "image '\(name)' is not in an asset catalogue given to Flipbook (its PNG, JPEG, WebP, PDF and SVG image sets are drawn): "
                + "give the project's with --assets" + (instead.map { ", or use \($0)" } ?? ""), at: span)
    }
}
