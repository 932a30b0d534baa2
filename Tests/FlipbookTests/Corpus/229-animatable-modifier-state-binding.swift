// An animatable modifier with a @State of its own, declared in an extension, passes `$height`
// to a background that sets it: the label counts through the animated value at every frame
// (the body is evaluated again per frame, with the state as it was when the frame's
// transaction made the view), and shows the height the background wrote.
import SwiftUI

struct HeightWriter: View {
    @Binding var height: CGFloat
    var body: some View {
        Color.yellow.onAppear { height = 12 }
    }
}

struct Counter {
    var value: Double
    @State private var height: CGFloat = 0
}

extension Counter: ViewModifier {
    var animatableData: Double {
        get { value }
        set { value = newValue }
    }

    func body(content: Content) -> some View {
        Text("\(Int(value)) \(Int(height))").background(HeightWriter(height: $height))
    }
}

struct V: View {
    @State private var n = 0.0
    var body: some View {
        Color.clear.frame(width: 10, height: 10)
            .modifier(Counter(value: n))
            .onAppear { withAnimation(.linear(duration: 0.5)) { n = 10 } }
    }
}

#Preview(traits: .fixedLayout(width: 100, height: 60)) { V() }
