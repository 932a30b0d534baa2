import FlipbookModel
import FlipbookScene
import Testing

/// Components written in linear sRGB or Display P3 are converted to the sRGB Flipbook draws
/// with (they were taken as sRGB).
@Suite struct ColorSpaceTests {
    func summary(_ color: String) throws -> String {
        try runScene(scene(body: color))[0].tree.summaries.first ?? ""
    }

    @Test func linearAndP3ComponentsAreConvertedToSRGB() throws {
        // Linear 0.5 is sRGB 0.735 (0xBC).
        #expect(try summary("Color(.sRGBLinear, white: 0.5, opacity: 1)").contains("BCBCBC"))
        #expect(try summary("Color(.sRGBLinear, red: 0.5, green: 0.5, blue: 0.5)").contains("BCBCBC"))
        #expect(try summary("Color(.sRGB, white: 0.5, opacity: 1)").contains("808080"))
        // P3 (0.8, 0.4, 0.2) is sRGB (219.2, 94.5, 31.5) / 255: 0xDB5E1F.
        #expect(try summary("Color(.displayP3, red: 0.8, green: 0.4, blue: 0.2)").contains("DB5E1F"))
        // P3 and sRGB share their white point: P3's greys are sRGB's.
        #expect(try summary("Color(.displayP3, red: 0.6, green: 0.6, blue: 0.6)").contains("999999"))
    }

    @Test func anUnknownColourSpaceIsAnError() {
        let errors = sceneErrors(scene(body: "Color(.adobeRGB, red: 1, green: 0, blue: 0)"))
        #expect(errors.first?.message.contains("colour space") == true)
    }
}
