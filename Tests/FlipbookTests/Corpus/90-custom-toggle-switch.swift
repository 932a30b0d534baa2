import SwiftUI

struct PillToggle: View {
    @Binding var isOn: Bool

    var body: some View {
        ZStack(alignment: isOn ? .trailing : .leading) {
            Capsule()
                .fill(isOn ? Color.green : Color(white: 0.85))
                .frame(width: 52, height: 32)
            Circle()
                .fill(Color.white)
                .shadow(radius: 1)
                .frame(width: 28, height: 28)
                .padding(2)
        }
        .onTapGesture {
            withAnimation(.spring(response: 0.25, dampingFraction: 0.8)) {
                isOn.toggle()
            }
        }
    }
}

struct SettingsRow: View {
    @State private var alertsOn = false

    var body: some View {
        HStack {
            Text("Alerts")
            Spacer()
            PillToggle(isOn: $alertsOn)
        }
        .padding(.horizontal)
    }
}

// flipbook: tap 198,40 at 0.5

#Preview(traits: .fixedLayout(width: 240, height: 80)) {
    SettingsRow()
}
