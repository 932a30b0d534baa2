import SwiftUI

struct TypewriterText: View {
    let message = "Hello!"
    @State private var visibleCount = 0
    @State private var timer: Timer?

    var body: some View {
        Text(String(message.prefix(visibleCount)))
            .font(.system(.title, design: .monospaced))
            .frame(width: 200, alignment: .leading)
            .onAppear {
                timer = Timer.scheduledTimer(withTimeInterval: 0.2, repeats: true) { t in
                    if visibleCount < message.count {
                        visibleCount += 1
                    } else {
                        t.invalidate()
                    }
                }
            }
    }
}

#Preview(traits: .fixedLayout(width: 240, height: 80)) {
    TypewriterText()
}
