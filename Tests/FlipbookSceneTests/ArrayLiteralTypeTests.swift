import FlipbookModel
import FlipbookScene
import Foundation
import Testing

/// `ExpressibleByArrayLiteral`: an array literal where a type conforming to it is expected
/// calls its `init(arrayLiteral:)`, for the scene's own types and the prelude's `SIMD2`.
@Suite struct ArrayLiteralTypeTests {
    /// The one `Text` a scene shows, as `Text("…")` (its font left out).
    func text(_ body: String, extra: String = "") throws -> String? {
        try runScene(scene(body: body, extra: extra))[0].tree.summaries.first?.replacingOccurrences(of: " 17pt", with: "")
    }

    @Test func aSceneTypeIsBuiltFromAnArrayLiteral() throws {
        let stack = """
            struct Stack: ExpressibleByArrayLiteral {
                var items: [Int]
                init(arrayLiteral elements: Int...) { items = elements.reversed() }
            }
            func top(_ stack: Stack) -> Int { stack.items.first ?? -1 }
            """
        #expect(try text(#"let s: Stack = [1, 2, 3]; return Text("\(s.items)")"#, extra: stack) == #"Text("[3, 2, 1]")"#)
        // As an argument, an element of a typed array, and empty.
        #expect(try text(#"Text("\(top([4, 5]))")"#, extra: stack) == #"Text("5")"#)
        #expect(
            try text(#"let all: [Stack] = [[1], [2, 3]]; return Text("\(all[1].items)")"#, extra: stack) == #"Text("[3, 2]")"#)
        #expect(try text(#"let s: Stack = []; return Text("\(s.items.count)")"#, extra: stack) == #"Text("0")"#)
    }

    @Test func anExtensionCanMakeATypeExpressibleByAnArrayLiteral() throws {
        let pair = """
            struct Pair { var a: Double; var b: Double }
            extension Pair: ExpressibleByArrayLiteral {
                init(arrayLiteral elements: Double...) { self.init(a: elements[0], b: elements[1]) }
            }
            """
        #expect(try text(#"let p: Pair = [1, 2.5]; return Text("\(p.a + p.b)")"#, extra: pair) == #"Text("3.5")"#)
    }

    @Test func simd2ValuesAndArithmetic() throws {
        #expect(try text(#"let v: SIMD2<Float> = [0.5, 2]; return Text("\(v.x) \(v.y)")"#) == #"Text("0.5 2.0")"#)
        #expect(try text(#"let v = SIMD2<Float>(1, 2) + [3, 4]; return Text("\(v.x) \(v.y)")"#) == #"Text("4.0 6.0")"#)
        #expect(try text(#"let v = SIMD2(x: 1, y: 2) * 2 - .one; return Text("\(v.x) \(v.y)")"#) == #"Text("1.0 3.0")"#)
        #expect(try text(#"let v = 3 * SIMD2<Double>(1, 2) / 2; return Text("\(v[0]) \(v[1])")"#) == #"Text("1.5 3.0")"#)
        #expect(
            try text(#"let ps: [SIMD2<Float>] = [.init(0, 1), [2, 3], .zero]; return Text("\(ps.map(\.y))")"#)
                == #"Text("[1.0, 3.0, 0.0]")"#)
    }

    @Test func aSIMD2LiteralOfTheWrongLengthIsAnErrorAtTheLiteral() {
        let errors = sceneErrors(scene(body: #"let v: SIMD2<Float> = [1, 2, 3]; return Text("\(v.x)")"#))
        #expect(errors.first?.message == "precondition failed: a SIMD2 array literal needs 2 elements, found 3")
        #expect(errors.first?.span?.start.column == 31)
    }

    /// A generic parameter's literal (`phaseAnimator([Stage.start, .middle, .end])`, phases of
    /// `some Equatable`) types its implicit members by the element that names the type; and a
    /// gradient's `stops` are its colours with their locations.
    @Test func aGenericLiteralsImplicitMembersTakeTheirNeighboursType() throws {
        let extra = """
            enum Stage { case start, middle, end }
            func count<T: Equatable>(_ items: [T]) -> Int { items.count }
            """
        let body = #"""
            let gradient = Gradient(colors: [.red, .blue])
            Text("\(count([Stage.start, .middle, .end])) \(gradient.stops.count) \(gradient.stops[1].location)")
            """#
        #expect(try runScene(scene(body: body, extra: extra))[0].tree.texts == ["3 2 1.0"])
    }
}

/// `Array(repeating:count:)`'s element takes the type the context gives the array.
@Suite struct RepeatingElementTypeTests {
    @Test func aRepeatedImplicitMemberIsOfTheContextsElementType() throws {
        let source = scene(
            body: """
                let colors: [Color] = [.red] + Array(repeating: .blue.opacity(0.5), count: 2)
                return Text("\\(colors.count) \\(colors[2] == Color.blue.opacity(0.5))")
                """)
        #expect(try runScene(source).last?.tree.texts == ["3 true"])
    }
}
