import SwiftUI

struct ToastHost: View {
    @State private var showToast = false

    var body: some View {
        ZStack(alignment: .bottom) {
            Color(white: 0.96)
            if showToast {
                Text("Saved")
                    .foregroundColor(.white)
                    .padding(.horizontal, 20)
                    .padding(.vertical, 10)
                    .background(Capsule().fill(Color.black.opacity(0.8)))
                    .padding(.bottom, 20)
                    .transition(.move(edge: .bottom))
            }
        }
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
                withAnimation { showToast = true }
                DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) {
                    withAnimation { showToast = false }
                }
            }
        }
    }
}

#Preview(traits: .fixedLayout(width: 240, height: 160)) {
    ToastHost()
}
