import Flipbook
import FlipbookModel
import Testing

/// A widget's `#Preview(as:) { widget } timeline: { entries }` shows the view its configuration
/// makes for each entry in turn, at the family's size, in the content margins, on its container
/// background.
@Suite struct WidgetPreviewTests {
    func widget(_ family: String) throws -> CompiledPreview {
        let source = """
            import WidgetKit
            import SwiftUI
            struct Provider: TimelineProvider {
                func placeholder(in context: Context) -> Entry { Entry(date: Date(), mood: "-") }
                func getSnapshot(in context: Context, completion: @escaping (Entry) -> ()) {}
                func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> ()) {}
            }
            struct Entry: TimelineEntry {
                let date: Date
                let mood: String
            }
            struct MoodView: View {
                var entry: Entry
                @Environment(\\.widgetFamily) var family
                var body: some View {
                    VStack {
                        Text(entry.mood)
                        Text(family == .systemSmall ? "small" : "medium")
                    }
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                }
            }
            struct MoodWidget: Widget {
                var body: some WidgetConfiguration {
                    StaticConfiguration(kind: "Mood", provider: Provider()) { entry in
                        MoodView(entry: entry)
                            .containerBackground(Color(red: 0, green: 0, blue: 1), for: .widget)
                    }
                    .configurationDisplayName("Mood")
                    .supportedFamilies([.systemSmall, .systemMedium])
                }
            }
            #Preview(as: \(family)) {
                MoodWidget()
            } timeline: {
                Entry(date: .now, mood: "Happy")
                Entry(date: .now, mood: "Calm")
            }
            """
        var options = RenderOptions()
        options.duration = 2
        return try #require(try compileScene(source, options: options).first)
    }

    @Test func aSmallWidgetShowsEachEntryInTurnOnItsBackground() throws {
        let preview = try widget(".systemSmall")
        let blue = RGBA(red: 0, green: 0, blue: 1, alpha: 1)
        // 158 points square, in the middle of the 400 × 300 canvas.
        let background = try #require(try preview.drawnShapes(filled: blue, at: 0).first)
        #expect(background.bounds == Rect(x: 121, y: 71, width: 158, height: 158))
        #expect(try drawnTexts(of: preview, at: 0) == ["Happy", "small"])
        #expect(try drawnTexts(of: preview, at: 1.9) == ["Calm", "small"])
    }

    @Test func theFamilySetsTheSizeAndTheEnvironment() throws {
        let preview = try widget(".systemMedium")
        let blue = RGBA(red: 0, green: 0, blue: 1, alpha: 1)
        let background = try #require(try preview.drawnShapes(filled: blue, at: 0).first)
        #expect(background.bounds.size == Size(width: 338, height: 158))
        #expect(try drawnTexts(of: preview, at: 0) == ["Happy", "medium"])
    }

    /// iOS 17's interactive widgets: `Button(intent:)` draws its label; the App Intent is made
    /// (its code is the scene's) and a tap does nothing, running intents being the system's.
    @Test func anIntentButtonDrawsItsLabel() throws {
        let source = """
            import SwiftUI
            import AppIntents
            struct ToggleTask: AppIntent {
                static var title: LocalizedStringResource = "Toggle Task"
                @Parameter(title: "Task ID")
                var id: String
                init() {}
                init(id: String) { self.id = id }
                func perform() async throws -> some IntentResult { .result() }
            }
            struct Row: View {
                var body: some View {
                    Button(intent: ToggleTask(id: "a")) {
                        Label("Record", systemImage: "circle")
                    }
                }
            }
            // flipbook: tap "Record" at 0.5
            #Preview { Row() }
            """
        var options = RenderOptions()
        options.duration = 1
        let preview = try #require(try compileScene(source, options: options).first)
        #expect(try drawnTexts(of: preview, at: 0.9).contains("Record"))
    }
}

