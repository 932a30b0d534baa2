import SwiftUI

extension View {
    func cardStyle(cornerRadius: CGFloat = 12, shadow: Bool = true) -> some View {
        self
            .padding()
            .background(
                RoundedRectangle(cornerRadius: cornerRadius, style: .continuous)
                    .fill(Color(.systemBackground))
                    .shadow(color: .black.opacity(shadow ? 0.15 : 0), radius: 8, x: 0, y: 4)
            )
    }

    @ViewBuilder
    func `if`<Transformed: View>(_ condition: Bool, transform: (Self) -> Transformed) -> some View {
        if condition {
            transform(self)
        } else {
            self
        }
    }
}

struct Greeting: View {
    var highlighted = true

    var body: some View {
        Text("Hello, world")
            .cardStyle(cornerRadius: 20)
            .if(highlighted) { view in
                view.overlay(RoundedRectangle(cornerRadius: 20).stroke(.yellow, lineWidth: 3))
            }
    }
}

#Preview {
    Greeting()
}
