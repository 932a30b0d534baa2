import SwiftUI

struct ClockView: View {
    @State private var seconds = 0
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        ZStack {
            Circle()
                .stroke(Color.gray.opacity(0.3), lineWidth: 4)
            Rectangle()
                .fill(Color.red)
                .frame(width: 2, height: 40)
                .offset(y: -20)
                .rotationEffect(.degrees(Double(seconds) * 30))
            Text("\(seconds)s")
                .font(.caption)
                .offset(y: 20)
        }
        .frame(width: 100, height: 100)
        .onReceive(timer) { _ in
            withAnimation(.easeInOut(duration: 0.3)) {
                seconds += 1
            }
        }
    }
}

#Preview(traits: .fixedLayout(width: 160, height: 160)) {
    ClockView()
}
