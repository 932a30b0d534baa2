import Flipbook
import FlipbookModel
import Testing

/// `TimelineView`: its content is evaluated at every frame with the schedule's date.
@Suite struct TimelineViewTests {
    func preview(_ body: String) throws -> CompiledPreview {
        let source = """
            import SwiftUI
            struct Root: View {
                var body: some View {
                    \(body)
                }
            }
            #Preview(traits: .fixedLayout(width: 240, height: 120)) { Root() }
            """
        var options = RenderOptions()
        options.duration = 3
        return try #require(try compileScene(source, options: options).first)
    }

    @Test func anAnimationScheduleFollowsTheClockEveryFrame() throws {
        let p = try preview(
            """
            TimelineView(.animation) { context in
                let t = context.date.timeIntervalSinceReferenceDate
                Rectangle().frame(width: 20, height: 20).offset(x: t * 40)
            }
            """)
        for time in [0.0, 0.5, 1.25, 2.0] {
            let square = try #require(canvasShapes(try p.timeline.displayList(at: time)).first)
            #expect(abs(square.bounds.minX - (110 + time * 40)) < 0.05, "t = \(time)")
        }
    }

    @Test(arguments: [".periodic(from: .now, by: 1)", "PeriodicTimelineSchedule(from: .now, by: 1)"])
    func aPeriodicScheduleTicksOncePerPeriod(schedule: String) throws {
        let p = try preview(
            """
            TimelineView(\(schedule)) { context in
                Text("\\(Int(context.date.timeIntervalSinceReferenceDate))")
            }
            """)
        func text(_ time: Double) throws -> String { try drawnTexts(of: p, at: time).joined() }
        #expect(try text(0.2) == "0")
        #expect(try text(0.9) == "0")
        #expect(try text(1.1) == "1")
        #expect(try text(2.5) == "2")
    }

    /// `Text(date, style: .timer)` counts up from the date; `Text(timerInterval:countsDown:)`
    /// counts down to the interval's end and stops there. Each turns at the whole second.
    @Test func timerTextsTickWithTheClock() throws {
        let p = try preview(
            """
            let start = Date()
            VStack {
                Text(start, style: .timer)
                Text(timerInterval: start...start.addingTimeInterval(2), countsDown: true)
                Text(timerInterval: start...start.addingTimeInterval(3700)).monospacedDigit()
            }
            """)
        #expect(try drawnTexts(of: p, at: 0) == ["0:00", "0:02", "1:01:40"])
        #expect(try drawnTexts(of: p, at: 0.5) == ["0:00", "0:02", "1:01:40"])
        #expect(try drawnTexts(of: p, at: 1) == ["0:01", "0:01", "1:01:39"])
        #expect(try drawnTexts(of: p, at: 2.9) == ["0:02", "0:00", "1:01:38"])
    }

    /// `.relative` writes the time to or since the date in its two largest units, abbreviated;
    /// `.offset` its largest unit in full, minus for a date to come (WidgetKit's documented
    /// "11 min, 14 sec" and "-11 minutes").
    @Test func relativeAndOffsetDateTextsTickWithTheClock() throws {
        let p = try preview(
            """
            let start = Date()
            VStack {
                Text(start.addingTimeInterval(674), style: .relative)
                Text(start.addingTimeInterval(674), style: .offset)
                Text(start.addingTimeInterval(-7300), style: .offset)
                Text(start.addingTimeInterval(-1), style: .relative)
                Text(start.addingTimeInterval(-(400 * 86400 + 3700)), style: .relative)
            }
            """)
        #expect(try drawnTexts(of: p, at: 0) == ["11 min, 14 sec", "-11 minutes", "+2 hours", "1 sec", "1 yr, 1 mth"])
        #expect(try drawnTexts(of: p, at: 1) == ["11 min, 13 sec", "-11 minutes", "+2 hours", "2 sec", "1 yr, 1 mth"])
    }

    /// SwiftUI lays out again at every tick: a caption that grows keeps its leading edge in a
    /// leading stack, and pushes the view after it in a row.
    @Test func aTickingTextIsLaidOutAgainAsItGrows() throws {
        let p = try preview(
            """
            let start = Date()
            VStack(alignment: .leading) {
                Text("Due")
                Text(start.addingTimeInterval(600), style: .relative)
                HStack(spacing: 0) {
                    Text(start.addingTimeInterval(-9), style: .relative)
                    Text("|")
                }
            }
            """)
        func items(_ time: Double) throws -> [String: TextItem] {
            var byText: [String: TextItem] = [:]
            for item in try drawnTextItems(of: p, at: time) { byText[item.lines.map(\.text).joined()] = item }
            return byText
        }
        let before = try items(0)
        let after = try items(1.5)
        // The stack is wider, centred again; the caption stays at the title's leading edge.
        // ("10 min" was laid out 42 points wide: centred in that frame, "9 min, 59 sec" began
        // 20 points to the left of the stack.)
        let caption = try #require(before["10 min"]), firstTitle = try #require(before["Due"])
        #expect(abs(caption.origin.x - firstTitle.origin.x) < 0.5)
        let title = try #require(after["Due"]), grown = try #require(after["9 min, 59 sec"])
        #expect(abs(grown.origin.x - title.origin.x) < 0.5)
        let bar0 = try #require(before["|"]), bar1 = try #require(after["|"])
        let nine = try #require(before["9 sec"]), ten = try #require(after["10 sec"])
        #expect(bar0.origin.x - nine.origin.x < bar1.origin.x - ten.origin.x - 5)
    }

    /// The transaction that starts a timeline's clock is animated (a linear animation that
    /// repeats for ever), but what the timeline shows does not move with it: a view laid out
    /// beside a ticking text stays where the layout of the text of the moment puts it.
    @Test func startingTheClockAnimatesNoLayout() throws {
        let p = try preview(
            """
            let start = Date()
            VStack(alignment: .leading) {
                Text(start.addingTimeInterval(-5), style: .relative)
                Text("below")
            }
            """)
        let a = try drawnTextItems(of: p, at: 0.5), b = try drawnTextItems(of: p, at: 0.9)
        #expect(a.map(\.origin) == b.map(\.origin))
    }

    /// A list of timers: every row's timeline starts its clock as it appears, and SwiftUI makes
    /// one update of all those appearances (Flipbook took 48 updates at one instant for a loop
    /// that never settles).
    @Test func aListOfTimersStartsItsClocksInOneUpdate() throws {
        let p = try preview(
            """
            let start = Date()
            VStack {
                ForEach(0..<40, id: \\.self) { i in
                    Text(start.addingTimeInterval(Double(-i)), style: .timer)
                }
            }
            """)
        let texts = try drawnTexts(of: p, at: 1.5)
        #expect(texts.count == 40)
        #expect(texts.first == "0:01" && texts.last == "0:40", "\(texts)")
    }

    /// A timeline that appears later counts from when it appeared.
    @Test func aTimelineThatAppearsLaterStartsItsClockThen() throws {
        let source = """
            import SwiftUI
            struct Root: View {
                @State var shown = false
                var body: some View {
                    VStack {
                        if shown {
                            TimelineView(.animation) { context in
                                Text("\\(Int(context.date.timeIntervalSinceReferenceDate * 10))")
                            }
                        }
                    }
                    .task {
                        try? await Task.sleep(for: .seconds(1))
                        shown = true
                    }
                }
            }
            #Preview(traits: .fixedLayout(width: 240, height: 120)) { Root() }
            """
        var options = RenderOptions()
        options.duration = 3
        let p = try #require(try compileScene(source, options: options).first)
        #expect(try drawnTexts(of: p, at: 1.55) == ["15"])
        #expect(try drawnTexts(of: p, at: 2.25) == ["22"])
    }

    @Test func aDateInterpolatedWithAStyleIsWrittenInIt() throws {
        let p = try preview(#"VStack { Text("At \(Date(), style: .time)"); Text("On \(Date(), style: .date)") }"#)
        #expect(try drawnTexts(of: p, at: 0) == ["At 12:00 AM", "On January 1, 2001"])
    }

    @Test func aDateThatTicksInsideAStringSaysSo() throws {
        let source = """
            import SwiftUI
            struct Root: View {
                var body: some View { Text("Updated \\(Date(), style: .relative) ago") }
            }
            #Preview { Root() }
            """
        #expect(throws: (any Error).self) { try compileScene(source) }
        do { _ = try compileScene(source) } catch {
            #expect("\(error)".contains("counts with the clock"))
            #expect("\(error)".contains(":3:"))
        }
    }

    @Test func aClipWithATimelineViewIsEndless() throws {
        let p = try preview("TimelineView(.animation) { _ in Color.red }")
        #expect(p.duration == 3)
    }
}
