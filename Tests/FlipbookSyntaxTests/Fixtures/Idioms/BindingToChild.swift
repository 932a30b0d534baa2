import SwiftUI

struct ToggleRow: View {
    let title: String
    @Binding var isOn: Bool

    var body: some View {
        HStack {
            Text(title)
            Spacer()
            Capsule()
                .fill(isOn ? Color.green : Color.gray.opacity(0.3))
                .frame(width: 50, height: 30)
                .overlay(alignment: isOn ? .trailing : .leading) {
                    Circle()
                        .fill(.white)
                        .padding(3)
                }
                .onTapGesture {
                    withAnimation(.snappy) { isOn.toggle() }
                }
        }
        .padding(.horizontal)
    }
}

struct SettingsPanel: View {
    @State private var notifications = false
    @State private var sounds = true

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            ToggleRow(title: "Notifications", isOn: $notifications)
            ToggleRow(title: "Sounds", isOn: $sounds)
            ToggleRow(title: "Always on", isOn: .constant(true))
        }
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                withAnimation { notifications = true }
            }
        }
    }
}

#Preview("Settings", traits: .fixedLayout(width: 320, height: 200)) {
    SettingsPanel()
}
