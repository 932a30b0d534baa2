// expect: exit 2 at 18:1 "a widget's '#Preview' needs its entries"
// run: render
import WidgetKit
import SwiftUI

struct Entry: TimelineEntry {
    let date: Date
}

struct MoodWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Mood", provider: 0) { entry in
            Text("Mood")
        }
    }
}

#Preview(as: .systemSmall) {
    MoodWidget()
}
