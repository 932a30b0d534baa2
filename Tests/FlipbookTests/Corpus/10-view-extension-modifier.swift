import SwiftUI

struct CardStyle: ViewModifier {
    var cornerRadius: CGFloat = 12

    func body(content: Content) -> some View {
        content
            .padding()
            .background(Color.white)
            .cornerRadius(cornerRadius)
            .padding(4)
            .background(Color.indigo.cornerRadius(cornerRadius + 4))
    }
}

extension View {
    func cardStyle(cornerRadius: CGFloat = 12) -> some View {
        modifier(CardStyle(cornerRadius: cornerRadius))
    }
}

struct WelcomeView: View {
    @State private var shown = false

    var body: some View {
        Text("Welcome back!")
            .cardStyle()
            .opacity(shown ? 1 : 0)
            .offset(y: shown ? 0 : 30)
            .onAppear {
                withAnimation(.easeOut(duration: 0.6)) { shown = true }
            }
    }
}

#Preview(traits: .fixedLayout(width: 280, height: 160)) {
    WelcomeView()
}
