import SwiftUI

struct AdaptiveCard: View {
    @Environment(\.colorScheme) var colorScheme

    var body: some View {
        Text(colorScheme == .dark ? "Dark mode" : "Light mode")
            .foregroundColor(colorScheme == .dark ? .white : .black)
            .padding()
            .background(colorScheme == .dark ? Color.black : Color(white: 0.9))
            .cornerRadius(10)
    }
}

#Preview(traits: .fixedLayout(width: 240, height: 160)) {
    VStack {
        AdaptiveCard()
        AdaptiveCard()
            .environment(\.colorScheme, .dark)
    }
}
