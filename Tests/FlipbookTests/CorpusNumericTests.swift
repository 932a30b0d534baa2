import Flipbook
import FlipbookModel
import Foundation
import Testing

/// Numbers measured on corpus scenes (Tests/FlipbookTests/Corpus/): what SwiftUI would show
/// for that code, worked out by hand from the animation's curve and the layout.
@Suite struct CorpusNumericTests {
    static let orange = RGBA(hex: 0xFF9500), green = RGBA(hex: 0x34C759), red = RGBA(hex: 0xFF3B30)
    static let blue = RGBA(hex: 0x007AFF), teal = RGBA(hex: 0x30B0C7), cyan = RGBA(hex: 0x32ADE6)

    /// The single shape filled with `color` at `time`.
    static func shape(_ preview: CompiledPreview, _ color: RGBA, at time: Double) throws -> DrawnShape {
        let shapes = try preview.drawnShapes(filled: color, at: time)
        try #require(shapes.count == 1, "\(shapes.count) shapes filled with \(color) at t=\(time)")
        return shapes[0]
    }

    /// The texts drawn at `time`, in drawing order.
    static func texts(_ preview: CompiledPreview, at time: Double) throws -> [String] {
        func visit(_ items: [DisplayItem]) -> [String] {
            items.flatMap { item -> [String] in
                switch item {
                case .text(let text): [text.lines.map(\.text).joined(separator: "\n")]
                case .group(let group): visit(group.items)
                default: []
                }
            }
        }
        return visit(try preview.timeline.displayList(at: time).items)
    }

    /// The times of the transactions after the first.
    static func changeTimes(_ preview: CompiledPreview) -> [Double] {
        preview.transactions.dropFirst().map(\.time)
    }

    @Test func observableObjectHighlightsOnEvenCounts() throws {
        let preview = try CorpusTests.preview("01-observable-object-model")
        #expect(Self.changeTimes(preview) == [1, 2])
        #expect(try Self.texts(preview, at: 1.5).contains("Count: 1"))
        #expect(try preview.drawnShapes(filled: Self.orange, at: 1.5).isEmpty)
        #expect(try Self.shape(preview, Self.orange, at: 2.7).bounds.width == 120)
    }

    @Test func observableMacroProgressIsHalfWayAfterTheDelay() throws {
        // .linear(duration: 1).delay(0.5) from 0 to 100 points: at t = 1, half of it.
        let preview = try CorpusTests.preview("02-observable-macro")
        #expect(try Self.shape(preview, Self.green, at: 0.5).bounds.width == 0)
        #expect(abs(try Self.shape(preview, Self.green, at: 1).bounds.width - 50) < 0.01)
    }

    @Test func bindingChildGrowsTheParentsRectangleAfterTheTap() throws {
        let preview = try CorpusTests.preview("05-binding-toggle-child")
        #expect(preview.transactions.count == 2)
        #expect(preview.transactions[1].time == 0.5)
        #expect(preview.transactions[1].trigger == "tap \"More\"")
        #expect(try Self.texts(preview, at: 0.4) == ["More"])
        #expect(try Self.texts(preview, at: 1) == ["Less"])
        #expect(try Self.shape(preview, Self.teal, at: 1).bounds.height == 120)
    }

    @Test func bindingSetterClampsTheValue() throws {
        // The child sets 2; the setter clamps to 1: the knob ends 176 points right, at 100 %.
        let preview = try CorpusTests.preview("06-binding-get-set")
        #expect(try Self.shape(preview, Self.blue, at: 0).bounds.minX == 30)
        #expect(abs(try Self.shape(preview, Self.blue, at: 1.7).bounds.minX - 206) < 0.01)
        #expect(try Self.texts(preview, at: 1.7) == ["Volume 100%"])
    }

    @Test func constantBindingsShowBothStates() throws {
        let preview = try CorpusTests.preview("07-binding-constant")
        #expect(try Self.texts(preview, at: 0) == ["Online", "Offline"])
        #expect(try Self.shape(preview, Self.green, at: 0).bounds.width == 10)
        #expect(try Self.shape(preview, Self.red, at: 0).bounds.width == 10)
    }

    @Test func stateInitialValueCountsDownFromTheInitializersArgument() throws {
        // 3 → 0 every 0.5 s; the bar shrinks 30 points in a linear 0.2 s: 75 at t = 0.6.
        let preview = try CorpusTests.preview("08-state-initial-value")
        #expect(Self.changeTimes(preview) == [0.5, 1, 1.5])
        #expect(try Self.texts(preview, at: 0) == ["3"])
        #expect(abs(try Self.shape(preview, Self.red, at: 0.6).bounds.width - 75) < 0.01)
        #expect(try Self.texts(preview, at: 1.9) == ["0"])
    }

    @Test func enumPayloadDrivesTheProgressBar() throws {
        // .loading(progress: 0.25) at 0.5 s without animation, then to 1 linearly in 0.4 s.
        let preview = try CorpusTests.preview("13-enum-associated-values")
        #expect(try Self.shape(preview, Self.blue, at: 0.9).bounds.width == 50)
        #expect(abs(try Self.shape(preview, Self.blue, at: 1.2).bounds.width - 125) < 0.01)
        #expect(try Self.texts(preview, at: 2.5) == ["Downloaded report.pdf"])
    }

    @Test func computedSetterConvertsFahrenheit() throws {
        let preview = try CorpusTests.preview("16-computed-get-set")
        #expect(try Self.texts(preview, at: 1.2) == ["100°C / 212°F"])
        #expect(try Self.shape(preview, Self.red, at: 1.2).bounds.height == 140)
    }

    @Test func didSetRecordsEveryOldValue() throws {
        let preview = try CorpusTests.preview("17-did-set")
        #expect(Self.changeTimes(preview).count == 3)
        #expect(try Self.texts(preview, at: 1.4) == ["Value 30", "Previous: 0, 10, 20"])
    }

    @Test func dictionaryUpdateReordersTheRanking() throws {
        let preview = try CorpusTests.preview("21-dictionary-set")
        #expect(try Self.texts(preview, at: 0) == ["Dogs", "Cats", "Birds"])
        #expect(try Self.texts(preview, at: 1.1) == ["Cats", "Dogs", "Fish", "Birds"])
        let bars = try preview.drawnShapes(filled: RGBA(hex: 0x007AFF), at: 1.1).map(\.bounds.width)
        #expect(bars == [140, 100, 40, 20])
    }

    @Test func toastAppearsAndLeavesOnSchedule() throws {
        let preview = try CorpusTests.preview("27-dispatch-after")
        #expect(Self.changeTimes(preview) == [0.3, 1.8])
        #expect(try Self.texts(preview, at: 0.2) == [])
        #expect(try Self.texts(preview, at: 1.5) == ["Saved"])
        #expect(try Self.texts(preview, at: preview.duration) == [])
    }

    @Test func animatableShapeIsHalfWayAtTheMidpoint() throws {
        // easeInOut is 0.5 at half its duration: amplitude 20, the crest 20 points above midY 80.
        let preview = try CorpusTests.preview("30-animatable-shape")
        #expect(try Self.shape(preview, Self.cyan, at: 0).bounds.minY == 80)
        #expect(abs(try Self.shape(preview, Self.cyan, at: 0.5).bounds.minY - 60) < 0.01)
        #expect(abs(try Self.shape(preview, Self.cyan, at: 1.2).bounds.minY - 40) < 0.01)
    }

    @Test func repeatForeverPulsesBackAndForth() throws {
        // easeInOut(0.5) autoreversing: half-way at 0.25 s, dim at 0.5 s, back at 1 s.
        let preview = try CorpusTests.preview("31-pulse-repeat-forever")
        #expect(preview.duration == 2)
        let half = try Self.shape(preview, Self.red, at: 0.25)
        #expect(abs(half.opacity - 0.6) < 0.001)
        #expect(abs(half.bounds.width - 14.4) < 0.001)
        #expect(abs(try Self.shape(preview, Self.red, at: 0.5).opacity - 0.2) < 0.001)
        #expect(abs(try Self.shape(preview, Self.red, at: 1).opacity - 1) < 0.001)
    }

    @Test func geometryEffectShakesBySine() throws {
        // animatableData goes 0 → 1 linearly in 0.6 s; at 1/6 of it sin(π/2) = 1: 10 points right.
        let preview = try CorpusTests.preview("32-geometry-effect-shake")
        let shapes = try preview.drawnShapes(at: 0.6)
        try #require(shapes.count == 1)
        #expect(abs(shapes[0].bounds.minX - 40) < 0.01)
        #expect(abs(try preview.drawnShapes(at: 1.2)[0].bounds.minX - 30) < 0.01)
    }

    @Test func modifierTransitionPivotsAboutTheTopLeadingCorner() throws {
        // -90° → 0° with easeInOut(1) from 0.5 s: -45° at t = 1. A 200-point square turned 45°
        // counterclockwise about its corner (50, 50) is 200·√2 wide, from that corner to the
        // right, and reaches 100·√2 above and below it.
        let preview = try CorpusTests.preview("33-custom-transition-modifier")
        let square = try Self.shape(preview, Self.red, at: 1)
        let half = 100 * 2.0.squareRoot()
        #expect(abs(square.bounds.minX - 50) < 0.01)
        #expect(abs(square.bounds.width - 2 * half) < 0.01)
        #expect(abs(square.bounds.minY - (50 - half)) < 0.01)
        #expect(abs(square.bounds.maxY - (50 + half)) < 0.01)
        #expect(try Self.shape(preview, Self.red, at: 1.7).bounds == Rect(x: 50, y: 50, width: 200, height: 200))
    }

    @Test func animationValueModifierAnimatesATappedCircle() throws {
        let preview = try CorpusTests.preview("35-animation-value")
        #expect(preview.transactions.count == 2)
        #expect(preview.transactions[1].animation == nil)
        #expect(try Self.shape(preview, Self.red, at: 1.4).bounds.width == 78)
    }

    @Test func zIndexBringsTheChosenCardToTheFront() throws {
        // Tree order draws red, green, blue; zIndex 1 draws the top card last, from the
        // transaction on (zIndex does not animate), while its offset springs.
        let preview = try CorpusTests.preview("36-zindex-stack")
        let order = { (time: Double) throws -> [String] in
            try preview.drawnShapes(at: time).map { $0.fill?.description ?? "-" }
        }
        let (red, green, blue) = (
            RGBA(hex: 0xFF3B30).description, RGBA(hex: 0x34C759).description,
            RGBA(hex: 0x007AFF).description
        )
        #expect(try order(0) == [red, green, blue])
        #expect(try order(0.5) == [green, blue, red])
        #expect(try Self.shape(preview, Self.red, at: 1.5).bounds.minY == 20)
    }

    @Test func pathViewDrawsInItsOwnCoordinates() throws {
        // The Path's (0, 0) is the corner of its 200 × 100 frame, centred at (20, 20).
        let preview = try CorpusTests.preview("54-path-closure")
        let shapes = try preview.drawnShapes(at: 0)
        try #require(shapes.count == 1)
        #expect(shapes[0].bounds == Rect(x: 20, y: 20, width: 200, height: 70))
    }

    @Test func shapeDrawnFromZeroFillsItsFrame() throws {
        // Triangle draws from (0, 0) to (rect.width, rect.height): its 120 × 100 frame at (40, 30).
        let preview = try CorpusTests.preview("55-triangle-shape")
        #expect(try Self.shape(preview, RGBA(hex: 0xFFCC00), at: 1).bounds == Rect(x: 40, y: 30, width: 120, height: 100))
    }

    @Test func preferenceKeySumsTheRows() throws {
        let preview = try CorpusTests.preview("48-preference-key")
        #expect(try Self.texts(preview, at: 0).first == "Inbox (13)")
    }

    @Test func forEachBindingsWriteThroughToTheArray() throws {
        // Rows are checked at 0.4, 0.8 and 1.2 s; the tap at 1.5 s unchecks the first through
        // the row's @Binding.
        // Each row draws a green ring; a checked row also a green disc.
        let preview = try CorpusTests.preview("59-foreach-bindings")
        let times = Self.changeTimes(preview)
        #expect(times.count == 4)
        #expect(zip(times, [0.4, 0.8, 1.2, 1.5]).allSatisfy { abs($0 - $1) < 1e-9 })
        #expect(try preview.drawnShapes(filled: Self.green, at: 0).count == 3)
        #expect(try preview.drawnShapes(filled: Self.green, at: 1.4).count == 6)
        #expect(try preview.drawnShapes(filled: Self.green, at: preview.duration).count == 5)
    }

    @Test func taskIDRestartsWithTheNewID() throws {
        let preview = try CorpusTests.preview("60-task-id")
        #expect(Self.changeTimes(preview) == [0, 0.3, 1, 1, 1.3])
        #expect(try Self.texts(preview, at: 1.1) == ["User 2", "Loading"])
        #expect(try Self.texts(preview, at: 1.4) == ["User 2", "Grace"])
    }

    @Test func colorExtensionInitializerMakesExactColors() throws {
        let preview = try CorpusTests.preview("61-color-extension-init")
        let fills = try preview.drawnShapes(at: 0).map { $0.fill?.description ?? "-" }
        #expect(
            fills == [
                RGBA(hex: 0x5B2A86).description, RGBA(hex: 0xF2A541, alpha: 0.8).description,
                RGBA(hex: 0x00A6A6).description,
            ])
    }

    @Test func staggeredDelaysStartEachDotLater() throws {
        // easeOut(0.3) delayed 0.1 s per dot: at t = 0.1 the first dot has moved, the second not.
        let preview = try CorpusTests.preview("64-staggered-delays")
        let tops = try preview.drawnShapes(at: 0.1).map(\.bounds.minY)
        #expect(tops.count == 4)
        #expect(tops[0] < 42)
        #expect(tops[1] == 42 && tops[2] == 42 && tops[3] == 42)
        #expect(try preview.drawnShapes(at: 0.6).map(\.bounds.minY) == [22, 22, 22, 22])
    }

    @Test func repeatCountEndsOnTheTarget() throws {
        // Five linear 0.2 s passes, autoreversing: the fourth runs back, the fifth ends at +20°.
        let preview = try CorpusTests.preview("65-repeat-count")
        let bounds = { (time: Double) throws -> Rect in try Self.shape(preview, Self.orange, at: time).bounds }
        // Upright (30 wide) half-way through the first and the second pass.
        #expect(abs(try bounds(0.1).width - 30) < 0.01)
        #expect(abs(try bounds(0.3).width - 30) < 0.01)
        // At rest at +20°, the mirror image of the start at -20° about the anchor's x = 80.
        let start = try bounds(0), end = try bounds(1.2)
        #expect(start.width > 30)
        #expect(abs(end.width - start.width) < 0.01)
        #expect(abs((end.minX - 80) + (start.maxX - 80)) < 0.01)
    }

    @Test func clampedExtensionCapsTheBar() throws {
        let preview = try CorpusTests.preview("66-numeric-extensions")
        #expect(try Self.shape(preview, Self.green, at: 1.2).bounds.width == 96)
        #expect(try Self.texts(preview, at: 1.2) == ["130% odd"])
    }

    @Test func comparableSortMovesTheFasterRunnerUp() throws {
        let preview = try CorpusTests.preview("70-comparable-sorted")
        #expect(try Self.texts(preview, at: 0) == ["Ola 11.9s", "Raj 12.1s", "Kim 12.4s"])
        #expect(try Self.texts(preview, at: 1.05).first == "Kim 11.5s")
    }

    @Test func buttonTappedTwiceCountsTwiceAndScalesOnce() throws {
        let preview = try CorpusTests.preview("74-button-title-press")
        #expect(preview.transactions.map(\.trigger) == [nil, "tap \"Tap me\"", "tap \"Tap me\""])
        #expect(try Self.texts(preview, at: 1.2).first == "Tapped 2 times")
        let ring = try Self.shape(preview, Self.blue, at: 1.2)
        #expect(abs(ring.bounds.width - 102 * 1.1) < 0.01)
    }

    @Test func completionRunsWhenTheAnimationEnds() throws {
        let preview = try CorpusTests.preview("75-withanimation-completion")
        #expect(Self.changeTimes(preview) == [0, 0.5])
        #expect(try Self.texts(preview, at: 0.49) == ["Get ready"])
        #expect(try Self.texts(preview, at: 0.5) == ["Done!"])
        #expect(abs(try Self.shape(preview, RGBA(hex: 0xFF2D55), at: 0).bounds.width - 12) < 0.01)
    }

    @Test func validationMessagesFollowTheThrownErrors() throws {
        let preview = try CorpusTests.preview("77-throwing-validation")
        #expect(try Self.texts(preview, at: 0) == ["abc", "At least 8 characters"])
        #expect(try Self.texts(preview, at: 0.7) == ["abcdefgh", "Add a number"])
        #expect(try Self.texts(preview, at: 1.2) == ["abcdefg1", "Looks good"])
    }

    @Test func radialMenuFansOutOnACircle() throws {
        // Centres at (100 + 70 cos θ, 100 − 70 sin θ) in the 200 × 120 frame at (10, 10), θ = 0, π/3, 2π/3, π.
        let preview = try CorpusTests.preview("81-radial-menu-position")
        let centers = try preview.drawnShapes(at: 1.25).prefix(4).map { Point(x: $0.bounds.midX, y: $0.bounds.midY) }
        for (index, center) in centers.enumerated() {
            let angle = Double(index) / 3 * .pi
            #expect(abs(center.x - (110 + cos(angle) * 70)) <= 0.5)
            #expect(abs(center.y - (110 - sin(angle) * 70)) <= 0.5)
        }
        // Nothing moves during the 0.3 s delay.
        #expect(try preview.drawnShapes(at: 0.29).prefix(4).allSatisfy { $0.bounds.midX == 110 && $0.bounds.midY == 110 })
    }

    @Test func onDisappearRunsWhenTheBannerIsRemoved() throws {
        let preview = try CorpusTests.preview("83-on-disappear")
        #expect(try Self.texts(preview, at: 0.4) == ["Limited offer", "Banner visible"])
        #expect(try Self.texts(preview, at: 0.5) == ["Banner closed"])
    }

    @Test func conditionalModifierHighlightsOnlyTheChosenRow() throws {
        let preview = try CorpusTests.preview("84-conditional-modifier-extension")
        #expect(try preview.drawnShapes(filled: RGBA(hex: 0xFFCC00), at: 0).count == 1)
        #expect(try Self.texts(preview, at: 0) == ["Ava", "Ben", "Cleo"])
    }

    @Test func shadowRadiusAndOffsetAnimate() throws {
        // easeOut(0.4) from 0.5 s: radius 2 → 12, y 1 → 8, black 10 % → 30 %.
        let preview = try CorpusTests.preview("87-card-shadow-lift")
        func find(_ items: [DisplayItem]) -> (radius: Double, y: Double, alpha: Double)? {
            for item in items {
                guard case .group(let group) = item else { continue }
                for filter in group.filters {
                    if case .shadow(let color, let radius, let offset) = filter { return (radius, offset.y, color.alpha) }
                }
                if let inner = find(group.items) { return inner }
            }
            return nil
        }
        func shadow(at time: Double) throws -> (radius: Double, y: Double, alpha: Double)? {
            find(try preview.timeline.displayList(at: time).items)
        }
        let start = try #require(try shadow(at: 0))
        #expect(abs(start.radius - 2) < 1e-9 && abs(start.y - 1) < 1e-9 && abs(start.alpha - 0.1) < 1e-9)
        let end = try #require(try shadow(at: 1.1))
        #expect(abs(end.radius - 12) < 1e-9 && abs(end.y - 8) < 1e-9 && abs(end.alpha - 0.3) < 1e-9)
        let middle = try #require(try shadow(at: 0.7))
        #expect(middle.radius > 2 && middle.radius < 12)
    }

    @Test func labeledContinueFindsTheFirstEightPrimes() throws {
        let preview = try CorpusTests.preview("43-labeled-break-continue")
        #expect(try Self.texts(preview, at: 0) == ["2", "3", "5", "7", "11", "13", "17", "19"])
    }

    @Test func onChangeHandlersChainInOrder() throws {
        let preview = try CorpusTests.preview("47-on-change")
        #expect(Self.changeTimes(preview) == [0.5, 0.5, 0.5, 1, 1, 1])
        #expect(try Self.texts(preview, at: 1.2) == ["Query: swiftui", "21 results", "Change: 9 → 21"])
    }
}
