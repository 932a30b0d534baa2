import Flipbook
import FlipbookModel
import Testing

/// `Canvas` with `GraphicsContext`: fills and strokes with colours and gradients, transforms
/// and opacity on copies of the context, `drawLayer`, and a canvas inside a `TimelineView`
/// drawn again every frame.
@Suite struct CanvasTests {
    func shapes(_ body: String, at time: Double = 0) throws -> [DrawnShape] {
        let source = """
            import SwiftUI
            struct Root: View {
                var body: some View {
                    \(body)
                }
            }
            #Preview(traits: .fixedLayout(width: 200, height: 200)) { Root() }
            """
        var options = RenderOptions()
        options.duration = 2
        let preview = try #require(try compileScene(source, options: options).first)
        return canvasShapes(try preview.timeline.displayList(at: time))
    }

    @Test func fillsAreDrawnInTheCanvasCoordinates() throws {
        let drawn = try shapes(
            """
            Canvas { context, size in
                context.fill(Path(CGRect(x: 10, y: 20, width: size.width / 2, height: 30)), with: .color(.red))
            }
            .frame(width: 100, height: 100)
            """)
        // The canvas sits at (50, 50); its rectangle is half its width.
        #expect(drawn.map(\.bounds) == [Rect(x: 60, y: 70, width: 50, height: 30)])
        #expect(drawn.first?.fill?.description == RGBA(hex: 0xFF3B30).description)
    }

    @Test func aCopyOfTheContextCarriesItsOwnTransformAndOpacity() throws {
        let drawn = try shapes(
            """
            Canvas { context, size in
                var turned = context
                turned.translateBy(x: 50, y: 50)
                turned.rotate(by: .degrees(90))
                turned.opacity = 0.5
                turned.fill(Path(CGRect(x: 10, y: 0, width: 20, height: 4)), with: .color(.blue))
                context.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), with: .color(.green))
            }
            .frame(width: 100, height: 100)
            """)
        // Rotated a quarter turn about the canvas's centre: (10…30, 0…4) becomes (−4…0, 10…30).
        let blue = try #require(drawn.first { $0.fill?.description == RGBA(hex: 0x007AFF).description })
        #expect(abs(blue.bounds.minX - 96) < 1e-9 && abs(blue.bounds.minY - 110) < 1e-9)
        #expect(abs(blue.bounds.width - 4) < 1e-9 && abs(blue.bounds.height - 20) < 1e-9)
        #expect(blue.opacity == 0.5)
        let green = try #require(drawn.first { $0.fill?.description == RGBA(hex: 0x34C759).description })
        #expect(green.bounds == Rect(x: 50, y: 50, width: 4, height: 4))
        #expect(green.opacity == 1)
    }

    @Test func strokesLayersAndGradients() throws {
        let drawn = try shapes(
            """
            Canvas { context, size in
                context.stroke(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red), lineWidth: 2)
                context.drawLayer { layer in
                    layer.translateBy(x: 20, y: 0)
                    layer.fill(
                        Path(CGRect(x: 0, y: 0, width: 10, height: 10)),
                        with: .linearGradient(Gradient(colors: [.red, .blue]), startPoint: .zero, endPoint: CGPoint(x: 10, y: 0)))
                }
            }
            .frame(width: 100, height: 100)
            """)
        #expect(drawn.count == 2)
        #expect(drawn[1].bounds == Rect(x: 70, y: 50, width: 10, height: 10))
    }

    /// A shading's arguments see the view's own nested types, as the closure's code does.
    @Test func aShadingsArgumentsSeeTheViewsNestedTypes() throws {
        let source = """
            import SwiftUI
            struct Blob: View {
                struct Constants { static let gradient = Gradient(colors: [.pink, .blue]) }
                var body: some View {
                    Canvas { context, size in
                        context.fill(
                            Path(CGRect(origin: .zero, size: size)),
                            with: .linearGradient(Constants.gradient, startPoint: .zero, endPoint: CGPoint(x: size.width, y: 0)))
                    }
                    .frame(width: 100, height: 100)
                }
            }
            #Preview(traits: .fixedLayout(width: 200, height: 200)) { Blob() }
            """
        let preview = try #require(try compileScene(source).first)
        #expect(canvasShapes(try preview.timeline.displayList(at: 0)).map(\.bounds) == [Rect(x: 50, y: 50, width: 100, height: 100)])
    }

    @Test func aCanvasInATimelineViewIsDrawnForEachFrame() throws {
        let body = """
            TimelineView(.animation) { timeline in
                Canvas { context, size in
                    let t = timeline.date.timeIntervalSinceReferenceDate
                    context.fill(Path(CGRect(x: t * 40, y: 0, width: 10, height: 10)), with: .color(.red))
                }
            }
            .frame(width: 100, height: 100)
            """
        #expect(try shapes(body, at: 0).map(\.bounds.minX) == [50])
        #expect(abs(try #require(try shapes(body, at: 1).first).bounds.minX - 90) < 0.05)
    }

    func printed(_ body: String) throws -> String {
        let source = """
            import SwiftUI
            struct Root: View {
                var body: some View {
                    \(body)
                }
            }
            #Preview(traits: .fixedLayout(width: 200, height: 200)) { Root() }
            """
        let preview = try #require(try compileScene(source).first)
        return try preview.timeline.displayList(at: 0).printed
    }

    @Test func textIsDrawnAtItsAnchorPoint() throws {
        let list = try printed(
            """
            Canvas { context, size in
                context.draw(Text("A"), at: CGPoint(x: 100, y: 50), anchor: .topLeading)
                context.draw(Text("B").font(.title), at: CGPoint(x: 100, y: 150))
            }
            """)
        // Top-leading at (100, 50): the baseline is the font's ascent lower.
        #expect(list.contains("text DejaVuSans.ttf 17pt #000000FF \"A\" at (100, 65.7798)"), "\(list)")
        // Centred on (100, 150) by default, in its font.
        let line = try #require(list.split(separator: "\n").first { $0.contains("\"B\"") })
        #expect(line.contains("28pt"))
        #expect(!line.contains("at (100, 150)"))
    }

    /// A path written as an implicit member of `Path` (`.init(roundedRect:cornerRadius:)`).
    @Test func aPathMayBeAnImplicitInit() throws {
        let list = try printed(
            """
            Canvas { context, size in
                context.fill(.init(roundedRect: CGRect(x: 10, y: 20, width: 30, height: 40), cornerRadius: 4), with: .color(.blue))
                context.stroke(.init(ellipseIn: CGRect(x: 0, y: 0, width: 50, height: 50)), with: .color(.red))
            }
            """)
        #expect(list.contains("fill #007AFFFF path [10 20 30 40]"), "\(list)")
        #expect(list.contains("#FF3B30FF"), "\(list)")
    }

    @Test func clippingLimitsTheDrawingThatFollows() throws {
        let list = try printed(
            """
            Canvas { context, size in
                context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.blue))
                context.clip(to: Path(CGRect(x: 0, y: 0, width: 50, height: 50)))
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
            }
            """)
        let lines = list.split(separator: "\n").map(String.init)
        let clip = try #require(lines.firstIndex { $0.contains("clip path [0 0 50 50]") })
        let blue = try #require(lines.firstIndex { $0.contains("fill #007AFFFF") })
        let red = try #require(lines.firstIndex { $0.contains("fill #FF3B30FF") })
        #expect(blue < clip && clip < red)
    }

    @Test func drawingAViewOtherThanTextOrAnImageIsAnError() throws {
        #expect {
            try shapes("Canvas { context, size in context.draw(Circle(), at: .zero) }")
        } throws: { error in
            "\(error)".contains("draw(_:at:) in a Canvas takes a Text, an Image or a symbol of symbols:, found Circle")
        }
    }

    /// An image drawn in a rectangle is stretched to fill it; at a point it keeps its size.
    @Test func anImageDrawnInARectangleFillsIt() throws {
        let list = try printed(
            """
            Canvas { context, size in
                context.draw(Image(systemName: "star.fill"), in: CGRect(x: 0, y: 0, width: 100, height: 100))
                context.draw(Image(systemName: "star.fill"), at: CGPoint(x: 150, y: 150))
            }
            """)
        let lines = list.split(separator: "\n").map(String.init)
        // The star's own box (its ink, 16.97 by 16.14 points of its 20.4-point em) is stretched
        // onto the 100-point square.
        #expect(lines.contains { $0.contains("transform [5.8916 0 0 6.197 0 0]") }, "\(list)")
        #expect(lines.filter { $0.contains("transform [") }.count == 1, "\(list)")
    }
}
