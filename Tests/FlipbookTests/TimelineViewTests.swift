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
