// A view declared as a nested type in an extension of another type, named through a
// typealias, and made a View by an extension of that alias declared before the nested type.
import SwiftUI

fileprivate typealias ExampleView = Gallery.Pulse

extension ExampleView: View {
    var body: some View {
        Circle()
            .fill(isOn ? Color.green : Color.gray)
            .frame(width: Self.size, height: Self.size)
            .scaleEffect(isOn ? 1 : 0.5)
            .onAppear { withAnimation(.easeInOut(duration: 1)) { isOn = true } }
    }
}

extension ExampleView {
    static let size: CGFloat = 120
}

struct Gallery {}

extension Gallery {
    struct Pulse {
        @State private var isOn = false
    }
}

#Preview(traits: .fixedLayout(width: 200, height: 200)) { ExampleView() }
