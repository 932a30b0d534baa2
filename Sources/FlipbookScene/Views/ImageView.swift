import FlipbookModel
import FlipbookSyntax
import FlipbookVocabulary

/// `Image(systemName:)`: an SF Symbol from Flipbook's table (`SFSymbols`), drawn by
/// `SymbolLeaf`. Made here rather than by the registry so that an unknown name is reported at
/// its string, with the nearest names the table has. Images from an asset catalogue
/// (`Image("name")`, `Image(decorative:)`, `Image(uiImage:)`) have no file to draw from offline.
extension ViewFactories {
    static let image: NativeType.Call = { interpreter, args throws(Interrupt) in
        guard let argument = args.takeArgument("systemName") else {
            throw .error(
                "only Image(systemName:) is supported: a scene has no asset catalogue to load an image from",
                at: args.span)
        }
        let value = try interpreter.eval(argument.value, .native("String"), args.env)
        guard case .string(let name) = value else {
            throw .error("Image(systemName:) needs a String, not \(interpreter.typeName(of: value))", at: argument.value.span)
        }
        let symbol = try symbol(named: name, nameSpan: argument.value.span, span: args.span)
        // A variable symbol's value fills parts of SF's glyph; Material's glyphs have no parts.
        _ = try args.value("variableValue", .native("Double"))
        return .view(symbol)
    }

    /// The symbol `name` (`Image(systemName:)`, a `Label`'s or `Button`'s `systemImage:`), an
    /// unknown name reported at `nameSpan`.
    static func symbol(named name: String, nameSpan: SourceSpan, span: SourceSpan) throws(Interrupt) -> ViewValue {
        guard let glyph = SFSymbols.table[name] else {
            throw .error(SFSymbols.unknownNameMessage(name), at: nameSpan)
        }
        return .leaf(AnyLeafView(SymbolLeaf(name: name, glyph: glyph)), span: span)
    }
}
