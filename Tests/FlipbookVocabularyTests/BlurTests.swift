import FlipbookModel
import Testing

@testable import FlipbookVocabulary

@Suite struct BlurTests {
    let context = DrawContext(identity: Identity([.slot(0)]), span: .unknown(file: "t"), evaluator: nil, scale: 1)
    let frame = Rect(x: 10, y: 20, width: 40, height: 30)

    var square: [DisplayItem] {
        var path = Path()
        path.addRect(frame)
        return [.shape(ShapeItem(path: path, paint: .color(.black), identity: context.identity, span: context.span))]
    }

    @Test func readsRadiusAndOpaque() throws {
        let blur = try Blur.make(FakeArguments("blur", [("radius", .int(6)), ("opaque", .bool(true))]))
        #expect(blur == Blur(radius: 6, opaque: true))
        #expect(try Blur.make(FakeArguments("blur", [("radius", .double(2.5))])) == Blur(radius: 2.5))
        #expect(throws: ArgumentError.self) { try Blur.make(FakeArguments("blur", [])) }
    }

    @Test func drawsTheContentAsOneGroupWithABlurFilter() {
        let items = Blur(radius: 4).draw(square, in: frame, context: context)
        #expect(items == [.group(GroupItem(filters: [.blur(radius: 4, opaque: false)], items: square))])
        let opaque = Blur(radius: 3, opaque: true).draw(square, in: frame, context: context)
        #expect(opaque == [.group(GroupItem(filters: [.blur(radius: 3, opaque: true)], items: square))])
    }

    @Test func aRadiusOfZeroOrBelowDrawsTheContentAsItIs() {
        #expect(Blur(radius: 0).draw(square, in: frame, context: context) == square)
        // A spring overshooting past 0 on its way back.
        #expect(Blur(radius: -1.5).draw(square, in: frame, context: context) == square)
    }

    @Test func theRadiusIsWhatAnimates() {
        var blur = Blur(radius: 2, opaque: true)
        #expect(blur.animatableData == [2])
        blur.animatableData = [7.5]
        #expect(blur == Blur(radius: 7.5, opaque: true))
        #expect(blur.description == "blur(radius: 7.5, opaque: true)")
    }

    @Test func isRegisteredAsADrawingModifier() throws {
        guard case .view(let make)? = Registry.modifiers["blur"] else {
            Issue.record("blur is not registered as a view modifier")
            return
        }
        let modifier = try make(FakeArguments("blur", [("radius", .int(5))]))
        #expect(modifier == AnyViewModifier(Blur(radius: 5)))
        guard case .none = modifier.layoutRole else {
            Issue.record("blur must not take part in layout")
            return
        }
    }
}
