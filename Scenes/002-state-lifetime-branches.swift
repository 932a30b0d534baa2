import SwiftUI

// WWDC21 "Demystify SwiftUI" — state lives as long as the view's identity. CatRecorder keeps a
// @State purr counter that its task increments every 0.25 s (8 times). The two branches of `if
// dayTime` each hold their own CatRecorder, so when night falls (at 1.5 s) the daytime recorder
// is removed with its state — it fades out showing the count it had reached — and a new
// night-time recorder fades in on an indigo card, counting again from 0. When day comes back (at
// 3 s) the daytime recorder is a new view again and restarts from 0 too: "whenever the identity
// changes, the state is replaced". (The transcript has no code; this follows the talk's slides.)

extension View {
    func nightTimeStyle() -> some View {
        self
            .foregroundStyle(.white)
            .background(RoundedRectangle(cornerRadius: 16).fill(Color.indigo))
    }
}

struct CatRecorder: View {
    @State private var purrCount = 0

    var body: some View {
        Text("Purrs: \(purrCount)")
            .font(.system(size: 32, weight: .bold))
            .padding(24)
            .task {
                for _ in 0..<8 {
                    try? await Task.sleep(for: .seconds(0.25))
                    purrCount += 1
                }
            }
    }
}

struct PurrTracker: View {
    @State private var dayTime = true

    var body: some View {
        VStack {
            if dayTime {
                CatRecorder()
            } else {
                CatRecorder()
                    .nightTimeStyle()
            }
        }
        .task {
            try? await Task.sleep(for: .seconds(1.5))
            withAnimation {
                dayTime = false
            }
            try? await Task.sleep(for: .seconds(1.5))
            withAnimation {
                dayTime = true
            }
        }
    }
}

#Preview("State lifetime and branches", traits: .fixedLayout(width: 320, height: 200)) {
    PurrTracker()
}
