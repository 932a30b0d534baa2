import SwiftUI

struct SheetHost: View {
    @State private var isPresented = false

    var body: some View {
        Color(white: 0.95)
            .overlay(alignment: .bottom) {
                if isPresented {
                    VStack(spacing: 8) {
                        Capsule()
                            .fill(Color.secondary)
                            .frame(width: 40, height: 5)
                        Text("Share")
                            .font(.headline)
                    }
                    .frame(maxWidth: .infinity)
                    .frame(height: 90)
                    .background(Color.white)
                    .cornerRadius(16)
                    .transition(.move(edge: .bottom))
                }
            }
            .task {
                try? await Task.sleep(for: .seconds(0.5))
                withAnimation(.spring(response: 0.35, dampingFraction: 0.8)) {
                    isPresented = true
                }
            }
    }
}

#Preview(traits: .fixedLayout(width: 240, height: 200)) {
    SheetHost()
}
