import SwiftUI

struct LoadingDots: View {
    @State private var isUp = false

    var body: some View {
        HStack(spacing: 10) {
            ForEach(0..<4) { index in
                Circle()
                    .fill(Color.teal)
                    .frame(width: 16, height: 16)
                    .offset(y: isUp ? -20 : 0)
                    .animation(.easeOut(duration: 0.3).delay(Double(index) * 0.1), value: isUp)
            }
        }
        .onAppear {
            isUp = true
        }
    }
}

#Preview(traits: .fixedLayout(width: 160, height: 100)) {
    LoadingDots()
}
