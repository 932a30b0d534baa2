// expect: exit 2 at 10:20 "the scene keeps changing state at t = 0 s without settling"
// run: render --duration 1
// A body starts a task that changes what the body shows: every update starts it again, as
// it would in SwiftUI, without end.
import SwiftUI
struct Counter: View {
    @State private var count = 0
    var body: some View {
        GeometryReader { proxy -> Text in
            Task { count += 1 }
            return Text("\(count)")
        }
    }
}
#Preview { Counter() }
