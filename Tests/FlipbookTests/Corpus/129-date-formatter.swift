// Dates written by DateFormatter: a format, styles, another locale. The clock starts at
// 2001-01-01 00:00:00 UTC, and a task moves a @State date on by a day and a half.
import SwiftUI

struct Agenda: View {
    @State private var date = Date()

    private static let styled: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .short
        return formatter
    }()

    var body: some View {
        let weekday = DateFormatter()
        weekday.dateFormat = "EEEE, MMM d"
        let french = DateFormatter()
        french.locale = Locale(identifier: "fr_FR")
        french.dateFormat = "EEEE d MMMM yyyy"
        return VStack(spacing: 6) {
            Text(weekday.string(from: date)).font(.headline)
            Text(Self.styled.string(from: date))
            Text(french.string(from: date)).foregroundStyle(.secondary)
        }
        .task {
            try? await Task.sleep(for: .seconds(0.5))
            withAnimation { date = date.addingTimeInterval(36 * 3600) }
        }
    }
}

#Preview(traits: .fixedLayout(width: 260, height: 100)) { Agenda() }
