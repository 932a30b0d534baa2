import SwiftUI

// `@Previewable @State` makes the preview a view of its own: `$level` is a binding, and the
// slider and the label follow the state the task changes.
#Preview(traits: .fixedLayout(width: 300, height: 120)) {
    @Previewable @State var level = 0.2
    VStack {
        Text("Level \(Int(level * 100))%")
        Slider(value: $level)
            .padding(.horizontal)
    }
    .task {
        try? await Task.sleep(for: .seconds(0.25))
        withAnimation(.easeInOut(duration: 0.5)) { level = 0.9 }
    }
}
