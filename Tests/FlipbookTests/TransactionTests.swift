import Flipbook
import FlipbookModel
import Testing

/// `Transaction`, `withTransaction`, `.transaction { }` and the deprecated `.animation(_:)`.
@Suite struct TransactionTests {
    /// The x offset of each circle at `time`, top to bottom.
    func offsets(_ modifiers: [String], change: String, at time: Double) throws -> [Double] {
        let circles = modifiers.map { "Circle().frame(width: 20, height: 20).offset(x: on ? 100 : 0)\($0)" }
        let source = """
            import SwiftUI
            struct Scene: View {
                @State var on = false
                var body: some View {
                    VStack {
                        \(circles.joined(separator: "\n"))
                    }
                    .task { \(change) }
                }
            }
            #Preview("p", traits: .fixedLayout(width: 300, height: 200)) { Scene() }
            """
        let preview = try #require(try compileScene(source).first)
        var out: [Double] = []
        func visit(_ items: [DisplayItem], dx: Double) {
            for item in items {
                switch item {
                case .group(let group): visit(group.items, dx: dx + group.transform.tx)
                case .shape: out.append(dx)
                default: continue
                }
            }
        }
        visit(try preview.timeline.displayList(at: time).items, dx: 0)
        return out
    }

    @Test func withTransactionAnimatesWithItsAnimation() throws {
        let x = try offsets([""], change: "withTransaction(Transaction(animation: .linear(duration: 1))) { on = true }", at: 0.5)
        #expect(x == [50])
        let keyPath = try offsets([""], change: "withTransaction(\\.animation, .linear(duration: 2)) { on = true }", at: 0.5)
        #expect(keyPath == [25])
        let disabled = try offsets(
            [""],
            change:
                "var t = Transaction(animation: .linear(duration: 1)); t.disablesAnimations = true; withTransaction(t) { on = true }",
            at: 0.5)
        #expect(disabled == [100])
    }

    @Test func transactionModifiersOverrideTheAnimationOfTheChangesUnderThem() throws {
        let x = try offsets(
            ["", ".transaction { $0.animation = nil }", ".transaction { t in t.animation = .linear(duration: 2) }"],
            change: "withAnimation(.linear(duration: 1)) { on = true }", at: 0.5)
        #expect(x == [50, 100, 25])
    }

    /// `.transaction(_:body:)` (iOS 17) changes the transaction only for the modifiers its body
    /// adds: the y offset inside takes two seconds, the x offset before it the change's one.
    @Test func aTransactionsBodyScopesItsTransform() throws {
        let source = """
            import SwiftUI
            struct Scene: View {
                @State var on = false
                var body: some View {
                    Circle().frame(width: 20, height: 20)
                        .offset(x: on ? 100 : 0)
                        .transaction { $0.animation = .linear(duration: 2) } body: { content in
                            content.offset(y: on ? 100 : 0)
                        }
                        .task { withAnimation(.linear(duration: 1)) { on = true } }
                }
            }
            #Preview("p", traits: .fixedLayout(width: 300, height: 200)) { Scene() }
            """
        let preview = try #require(try compileScene(source).first)
        var offset = (x: 0.0, y: 0.0)
        func visit(_ items: [DisplayItem], dx: Double, dy: Double) {
            for item in items {
                switch item {
                case .group(let group): visit(group.items, dx: dx + group.transform.tx, dy: dy + group.transform.ty)
                case .shape: offset = (dx, dy)
                default: continue
                }
            }
        }
        visit(try preview.timeline.displayList(at: 0).items, dx: 0, dy: 0)
        let start = offset
        visit(try preview.timeline.displayList(at: 0.5).items, dx: 0, dy: 0)
        #expect(abs(offset.x - start.x - 50) < 0.01 && abs(offset.y - start.y - 25) < 0.01, "\(start) \(offset)")
    }

    @Test func theDeprecatedAnimationModifierAnimatesEveryChange() throws {
        let x = try offsets(
            [".animation(.linear(duration: 2))", ".animation(nil)"], change: "withAnimation(.linear(duration: 1)) { on = true }",
            at: 0.5)
        #expect(x == [25, 100])
        let plain = try offsets([".animation(.linear(duration: 2))"], change: "on = true", at: 0.5)
        #expect(plain == [25])
    }

    /// A closure that reads the incoming animation runs on each update's own: it slows an
    /// animated change and leaves an unanimated one; it keeps the one it compares equal (a
    /// skeleton's shimmer) and drops the others.
    @Test func aTransactionClosureReadsTheUpdatesAnimation() throws {
        let slows = ".transaction { if $0.animation != nil { $0.animation = .linear(duration: 2) } }"
        let keeps = ".transaction { if $0.animation != .linear(duration: 1) { $0.animation = nil } }"
        #expect(try offsets([slows, keeps], change: "withAnimation(.linear(duration: 1)) { on = true }", at: 0.5) == [25, 50])
        #expect(try offsets([slows], change: "on = true", at: 0.5) == [100])
        #expect(try offsets([keeps], change: "withAnimation(.linear(duration: 2)) { on = true }", at: 0.5) == [100])
    }

    @Test func animationWithABodyDrivesOnlyTheModifiersOfItsBody() throws {
        func state(_ change: String, at time: Double) throws -> (x: Double, opacity: Double) {
            let source = """
                import SwiftUI
                struct Scene: View {
                    @State var on = false
                    var body: some View {
                        Circle().frame(width: 20, height: 20)
                            .offset(x: on ? 100 : 0)
                            .animation(.linear(duration: 2)) { content in content.opacity(on ? 0.2 : 1) }
                            .task { \(change) }
                    }
                }
                #Preview("p", traits: .fixedLayout(width: 300, height: 100)) { Scene() }
                """
            let preview = try #require(try compileScene(source).first)
            var x = 0.0
            var opacity = 1.0
            func visit(_ items: [DisplayItem]) {
                for case .group(let group) in items {
                    x += group.transform.tx
                    opacity *= group.opacity
                    visit(group.items)
                }
            }
            visit(try preview.timeline.displayList(at: time).items)
            return (x, opacity)
        }
        let animated = try state("withAnimation(.linear(duration: 1)) { on = true }", at: 0.5)
        #expect(abs(animated.x - 50) < 1e-9)
        #expect(abs(animated.opacity - 0.8) < 1e-9)
        let plain = try state("on = true", at: 0.5)
        #expect(abs(plain.x - 100) < 1e-9)
        #expect(abs(plain.opacity - 0.8) < 1e-9)
    }
}
