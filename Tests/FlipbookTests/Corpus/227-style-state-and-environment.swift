// A style's own wrappers are resolved where the styled control is, as SwiftUI does: a
// ButtonStyle's @Environment(\.isEnabled) reads the button's place (grey under .disabled), a
// ToggleStyle's @State lives with its toggle (each toggle has its own, set in onAppear), and a
// LabelStyle reads the environment too.
import SwiftUI

struct PrimaryStyle: ButtonStyle {
    @Environment(\.isEnabled) private var isEnabled
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(8)
            .background(isEnabled ? Color.blue : Color.gray, in: Capsule())
            .foregroundStyle(.white)
    }
}

struct CountingToggleStyle: ToggleStyle {
    @State private var appeared = 0
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Text("\(appeared)")
            Circle()
                .fill(configuration.isOn ? Color.green : Color.red)
                .frame(width: 16, height: 16)
        }
        .onAppear { appeared += 1 }
    }
}

struct TintedLabelStyle: LabelStyle {
    @Environment(\.colorScheme) private var scheme
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.icon
            configuration.title.foregroundStyle(scheme == .dark ? Color.white : Color.purple)
        }
    }
}

struct V: View {
    @State private var on = true
    var body: some View {
        VStack(spacing: 8) {
            Button("Go") {}.buttonStyle(PrimaryStyle())
            Button("No") {}.buttonStyle(PrimaryStyle()).disabled(true)
            Toggle("Wifi", isOn: $on).toggleStyle(CountingToggleStyle())
            Toggle("Sound", isOn: .constant(false)).toggleStyle(CountingToggleStyle())
            Label("Star", systemImage: "star").labelStyle(TintedLabelStyle())
        }
        .padding()
    }
}
#Preview(traits: .fixedLayout(width: 200, height: 240)) { V() }
