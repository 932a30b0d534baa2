import SwiftUI

struct Calendar2View: View {
    typealias Day = Int

    struct Event: Identifiable {
        enum Kind {
            case meeting, holiday

            var color: Color {
                switch self {
                case .meeting: return .blue
                case .holiday: return .pink
                }
            }
        }

        let id = UUID()
        let day: Day
        let kind: Kind
    }

    let events: [Event] = [
        Event(day: 2, kind: .meeting),
        Event(day: 4, kind: .holiday),
        Event(day: 5, kind: .meeting),
    ]

    var body: some View {
        HStack(spacing: 4) {
            ForEach(1...7, id: \.self) { (day: Day) in
                let event = events.first { $0.day == day }
                Text("\(day)")
                    .frame(width: 28, height: 28)
                    .background(event?.kind.color.opacity(0.3) ?? Color.clear)
            }
        }
    }
}

#Preview(traits: .fixedLayout(width: 260, height: 80)) {
    Calendar2View()
}
