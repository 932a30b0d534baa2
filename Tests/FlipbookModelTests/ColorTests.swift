import FlipbookModel
import Testing

@Suite struct ColorTests {
    @Test func linearRoundTrip() {
        let color = RGBA(red: 0.2, green: 0.5, blue: 0.9, alpha: 0.7)
        let back = RGBA(linear: color.linear)
        #expect(abs(back.red - 0.2) < 1e-12)
        #expect(abs(back.green - 0.5) < 1e-12)
        #expect(abs(back.blue - 0.9) < 1e-12)
        #expect(back.alpha == 0.7)
    }

    /// SEMANTICS §6: red→blue at p = 0.5 in linear light is #BC00BC, not the naive #800080.
    @Test func midpointOfRedAndBlueInLinearLight() {
        let red = RGBA(red: 1, green: 0, blue: 0).linear
        let blue = RGBA(red: 0, green: 0, blue: 1).linear
        func mix(_ p: Double) -> RGBA { RGBA(linear: zip(red, blue).map { $0 + ($1 - $0) * p }) }
        #expect(abs(mix(0.5).red - 0.735357) < 1e-6)
        #expect(mix(0.5).description == "#BC00BCFF")
        #expect(mix(0.25).description == "#E10089FF")
        let white = RGBA.white.linear, black = RGBA.black.linear
        #expect(RGBA(linear: zip(white, black).map { ($0 + $1) / 2 }).description == "#BCBCBCFF")
    }

    @Test func hueSaturationBrightness() {
        #expect(RGBA(hue: 0, saturation: 1, brightness: 1).description == "#FF0000FF")
        #expect(RGBA(hue: 1.0 / 3, saturation: 1, brightness: 1).description == "#00FF00FF")
        #expect(RGBA(hue: 2.0 / 3, saturation: 1, brightness: 0.5).description == "#000080FF")
        #expect(RGBA(hue: 0.5, saturation: 0, brightness: 0.9).description == "#E6E6E6FF")
    }

    @Test func namedColorsAreTheIOSSystemColors() {
        #expect(SystemColor.swiftUINames["blue"]?.resolved(in: .light).description == "#007AFFFF")
        #expect(SystemColor.swiftUINames["red"]?.resolved(in: .light).description == "#FF3B30FF")
        #expect(SystemColor.swiftUINames["blue"]?.resolved(in: .dark).description == "#0A84FFFF")
        #expect(ColorValue.clear.resolved(in: .dark).alpha == 0)
    }

    @Test func secondaryIsTheLabelAtSixtyPercentAndFollowsTheScheme() {
        var environment = EnvironmentValues()
        #expect(StyleValue.hierarchical(level: 1).resolved(in: environment) == .color(RGBA(hex: 0x3C3C43, alpha: 0.6)))
        environment.colorScheme = .dark
        #expect(StyleValue.hierarchical(level: 1).resolved(in: environment) == .color(RGBA(hex: 0xEBEBF5, alpha: 0.6)))
    }

    @Test func aHierarchicalLevelOfAConcreteForegroundIsThatColourFaded() {
        let red = StyleValue.color(.fixed(RGBA(red: 1, green: 0, blue: 0)))
        let stored = StyleValue.hierarchical(level: 1).relative(to: red)
        #expect(stored.resolved(in: EnvironmentValues()) == .color(RGBA(red: 1, green: 0, blue: 0, alpha: 0.6)))
    }
}
