import SwiftUI

struct ProgressRing: View {
    @State private var progress: CGFloat = 0

    var body: some View {
        ZStack {
            Circle()
                .stroke(Color.gray.opacity(0.2), lineWidth: 8)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(Color.blue, style: StrokeStyle(lineWidth: 8, lineCap: .round))
                .rotationEffect(.degrees(-90))
            Text("\(Int(progress * 100))%")
                .font(.headline)
        }
        .frame(width: 100, height: 100)
        .onAppear {
            withAnimation(.easeOut(duration: 1)) {
                progress = 0.75
            }
        }
    }
}

#Preview(traits: .fixedLayout(width: 160, height: 160)) {
    ProgressRing()
}
