import FlipbookModel
import Testing

/// `Image(systemName:)` with a name Flipbook's table lacks, or without a symbol name.
@Suite struct SymbolDiagnosticsTests {
    @Test func unknownSymbolIsLocatedAtItsStringWithTheNearestNames() {
        let errors = sceneErrors(scene(body: "Image(systemName: \"hart.fill\")"))
        #expect(errors.count == 1)
        let error = errors.first
        #expect(error?.message.hasPrefix("unknown SF Symbol 'hart.fill'") == true)
        #expect(error?.message.contains("did you mean 'heart.fill' or 'cart.fill'?") == true)
        #expect(error?.message.contains("docs/symbols.md") == true)
        #expect(error?.span?.start.line == 6)
        #expect(error?.span?.start.column == 27)  // the string literal, not the label
    }

    @Test func aVariantTheTableLacksDrawsAsItsKnownBaseWithAWarning() throws {
        let result = try runSceneResult(scene(body: "Image(systemName: \"camera.aperture\")"))
        let warning = try #require(result.warnings.first)
        #expect(warning.message.hasPrefix("SF Symbol 'camera.aperture' is not in Flipbook's table"))
        #expect(warning.message.contains("drawn as 'camera'"))
        #expect(warning.span?.start.column == 27)
        // A name whose every shorter form is unknown stays an error.
        #expect(sceneErrors(scene(body: "Image(systemName: \"quokka.fill\")")).count == 1)
    }

    @Test func anEmptyNameDrawsNothingWithAWarning() throws {
        let result = try runSceneResult(scene(body: "HStack { Image(systemName: \"\"); Text(\"a\") }"))
        #expect(result.warnings.first?.message == "Image(systemName: \"\") names no SF Symbol; SwiftUI draws nothing")
        #expect(result.transactions[0].tree.texts == ["a"])
    }

    @Test func anAssetImageNoCatalogueHasIsAnErrorAtItsName() {
        let errors = sceneErrors(scene(body: "Image(\"Logo\")"))
        #expect(errors.first?.message.hasPrefix("image 'Logo' is not in an asset catalogue given to Flipbook") == true)
        #expect(errors.first?.span?.start.column == 15)  // the name, after "Image("
    }

    @Test func aNonStringNameIsAnError() {
        let errors = sceneErrors(scene(body: "Image(systemName: 3)"))
        #expect(errors.first?.message == "Image(systemName:) needs a String, not Int")
    }

    @Test func resizableIsAnImageMethod() {
        let errors = sceneErrors(scene(body: "Text(\"a\").resizable()"))
        #expect(errors.first?.message == "modifier 'resizable' is not supported by Flipbook yet")
    }
}
