// A timer that writes the value a `@State` already holds makes no update, as in SwiftUI: the
// canvas (whose drawing closure is new at each evaluation) is not drawn again, so only the
// first transaction and the one real change at 0.3 s are listed.
import SwiftUI

struct SameValue: View {
    @State private var level = 1
    let start = Date()
    let timer = Timer.publish(every: 0.1, on: .main, in: .common).autoconnect()

    var body: some View {
        Canvas { context, size in
            context.fill(
                Path(CGRect(x: 0, y: 0, width: size.width * Double(level) / 2, height: size.height)), with: .color(.blue))
        }
        .onReceive(timer) { date in
            level = date.timeIntervalSince(start) > 0.25 ? 2 : 1
        }
    }
}

#Preview(traits: .fixedLayout(width: 100, height: 40)) { SameValue() }
