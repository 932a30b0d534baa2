import SwiftUI

struct Alarm: Identifiable {
    let id: Int
    let time: String
    var isEnabled: Bool
}

struct CheckRow: View {
    let title: String
    @Binding var isChecked: Bool

    var body: some View {
        HStack {
            Text(title)
            Spacer()
            RoundedRectangle(cornerRadius: 4)
                .fill(isChecked ? Color.orange : Color.gray.opacity(0.3))
                .frame(width: 20, height: 20)
        }
        .frame(width: 160)
        .onTapGesture {
            withAnimation { isChecked.toggle() }
        }
    }
}

struct AlarmList: View {
    @State private var alarms = [Alarm(id: 1, time: "6:30", isEnabled: true), Alarm(id: 2, time: "7:00", isEnabled: false)]

    private func binding(for alarm: Alarm) -> Binding<Bool> {
        Binding(
            get: { alarms.first { $0.id == alarm.id }?.isEnabled ?? false },
            set: { newValue in
                if let index = alarms.firstIndex(where: { $0.id == alarm.id }) {
                    alarms[index].isEnabled = newValue
                }
            }
        )
    }

    var body: some View {
        VStack(spacing: 8) {
            ForEach(alarms) { alarm in
                CheckRow(title: alarm.time, isChecked: binding(for: alarm))
            }
        }
    }
}

// flipbook: tap "7:00" at 0.5

#Preview(traits: .fixedLayout(width: 200, height: 100)) {
    AlarmList()
}
