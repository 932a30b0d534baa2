import Flipbook
import FlipbookModel
import Testing

/// Materials: a frosted backdrop (blurred, saturated, tinted) clipped to the shape they fill.
@Suite struct MaterialTests {
    func backdrops(_ body: String, options: RenderOptions = RenderOptions()) throws -> [BackdropItem] {
        let source = """
            import SwiftUI
            struct Scene: View {
                var body: some View {
                    ZStack { Color.red; \(body) }
                }
            }
            #Preview("p", traits: .fixedLayout(width: 200, height: 100)) { Scene() }
            """
        let preview = try #require(try compileScene(source, options: options).first)
        var out: [BackdropItem] = []
        func visit(_ items: [DisplayItem]) {
            for item in items {
                switch item {
                case .backdrop(let backdrop): out.append(backdrop)
                case .group(let group): visit(group.items)
                default: continue
                }
            }
        }
        visit(try preview.timeline.displayList(at: 0).items)
        return out
    }

    @Test func eachMaterialIsABackdropClippedToItsShape() throws {
        let found = try backdrops(
            """
            VStack {
                Color.clear.frame(width: 50, height: 20).background(.ultraThinMaterial)
                Color.clear.frame(width: 50, height: 20).background(Material.thick, in: Capsule())
            }
            """)
        #expect(found.count == 2)
        #expect(found.map(\.blurRadius) == [12, 24])
        #expect(found.map { $0.tint.alpha } == [0.35, 0.78])
        #expect(found[0].clip.path.boundingRect == Rect(x: 75, y: 26, width: 50, height: 20))
        #expect(found.allSatisfy { $0.saturation == 1.8 })
    }

    @Test func darkModeTintsMaterialsDark() throws {
        var options = RenderOptions()
        options.appearance = .dark
        let found = try backdrops("Color.clear.frame(width: 50, height: 20).background(.regularMaterial)", options: options)
        #expect(found.first?.tint.red ?? 1 < 0.2)
    }

    @Test func aShapeFilledWithAMaterialDrawsTheBackdrop() throws {
        let found = try backdrops("Circle().fill(.thinMaterial).frame(width: 40, height: 40)")
        #expect(found.count == 1)
        #expect(found.first?.clip.path.boundingRect == Rect(x: 80, y: 30, width: 40, height: 40))
    }
}
