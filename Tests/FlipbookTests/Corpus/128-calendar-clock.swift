// A ticking clock: the hands come from Calendar.current's components of Date(), which starts at
// 2001-01-01 00:00:00 UTC on the virtual clock; a Timer moves the date on each second.
import SwiftUI

struct Hand: Shape {
    var length: Double
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.midX, y: rect.midY - rect.height / 2 * length))
        return path
    }
}

struct ClockFace: View {
    @State private var date = Date()
    private let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        let parts = Calendar.current.dateComponents([.hour, .minute, .second], from: date)
        let second = Double(parts.second ?? 0)
        let day = Calendar.current.component(.day, from: Calendar.current.date(byAdding: .day, value: 6, to: date)!)
        ZStack {
            Circle().stroke(Color.black, lineWidth: 3)
            Hand(length: 0.5)
                .stroke(Color.black, lineWidth: 4)
                .rotationEffect(.degrees(Double(parts.hour ?? 0) * 30))
            Hand(length: 0.8)
                .stroke(Color.red, lineWidth: 2)
                .rotationEffect(.degrees(second * 6))
                .animation(.linear(duration: 0.2), value: second)
            Text("\(day)").font(.caption).offset(y: 25)
        }
        .frame(width: 100, height: 100)
        .onReceive(timer) { now in date = now }
    }
}

#Preview(traits: .fixedLayout(width: 120, height: 120)) { ClockFace() }
