// A date formatted as SwiftUI code writes it: `Text(date, style:)`, `Text(date, format:)` with
// `.dateTime` fields, `formatted(date:time:)`, `formatted()`, `.iso8601`, and the date's own
// description. The clip's clock is UTC; the date is 10 June 2024, 17:00.
import SwiftUI
struct DateStyles: View {
    let date = Date(timeIntervalSince1970: 1718038800)
    var body: some View {
        VStack(alignment: .leading) {
            Text(date, style: .date)
            Text(date, format: .dateTime.day().month(.wide).year())
            Text(date, format: .dateTime.weekday(.wide).hour().minute())
            Text(date.formatted(date: .abbreviated, time: .shortened))
            Text(date.formatted(date: .long, time: .omitted))
            Text(date.formatted())
            Text(date.formatted(.iso8601))
            Text("\(date)")
        }
    }
}
#Preview { DateStyles() }
