import SwiftUI

struct Slider2: View {
    @Binding var value: Double

    var body: some View {
        ZStack(alignment: .leading) {
            Capsule().fill(Color.gray.opacity(0.25)).frame(width: 200, height: 8)
            Circle().fill(Color.blue).frame(width: 24, height: 24)
                .offset(x: value * 176)
        }
        .task {
            try? await Task.sleep(for: .seconds(0.5))
            withAnimation(.easeInOut(duration: 1)) {
                value = 2
            }
        }
    }
}

struct VolumeControl: View {
    @State private var volume = 0.0

    var body: some View {
        VStack {
            Slider2(value: Binding(
                get: { volume },
                set: { newValue in volume = min(max(newValue, 0), 1) }
            ))
            Text("Volume \(Int(volume * 100))%")
        }
    }
}

#Preview(traits: .fixedLayout(width: 260, height: 120)) {
    VolumeControl()
}
