// A Toggle drawn by the scene's own ToggleStyle, which flips the binding through
// `configuration.isOn` when tapped, and one drawn by `.toggleStyle(.button)`.
// flipbook: tap "Wi-Fi" at 0.3
// flipbook: tap "Sound" at 0.6
import SwiftUI

struct CheckboxToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            RoundedRectangle(cornerRadius: 5)
                .fill(configuration.isOn ? Color.green : Color.gray.opacity(0.3))
                .frame(width: 24, height: 24)
            configuration.label
        }
        .onTapGesture {
            withAnimation(.linear(duration: 0.2)) { configuration.isOn.toggle() }
        }
    }
}

struct Settings: View {
    @State private var wifi = false
    @State private var sound = true

    var body: some View {
        VStack(spacing: 16) {
            Toggle("Wi-Fi", isOn: $wifi)
                .toggleStyle(CheckboxToggleStyle())
            Toggle("Sound", isOn: $sound)
                .toggleStyle(.button)
        }
    }
}

#Preview(traits: .fixedLayout(width: 200, height: 120)) { Settings() }
