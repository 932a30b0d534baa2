import SwiftUI

class LightSwitch: ObservableObject {
    @Published var isOn = false
}

struct Bulb: View {
    @ObservedObject var light: LightSwitch

    var body: some View {
        Circle()
            .fill(light.isOn ? Color.yellow : Color.black.opacity(0.2))
            .frame(width: 80, height: 80)
            .scaleEffect(light.isOn ? 1.2 : 1)
    }
}

struct Room: View {
    @StateObject var light = LightSwitch()

    var body: some View {
        HStack(spacing: 40) {
            Bulb(light: light)
            Bulb(light: light)
        }
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) {
                    light.isOn = true
                }
            }
        }
    }
}

#Preview(traits: .fixedLayout(width: 320, height: 160)) {
    Room()
}
