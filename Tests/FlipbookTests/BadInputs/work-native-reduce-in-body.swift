// expect: exit 2 at 34:21 "the scene runs too long without finishing"
// run: render --duration 2
// Found by the fuzzer (a timeout): reduce(0, +) over a million elements in a body took no steps, so each evaluation ran 0.4 s.
import SwiftUI

// WWDC21 "a" — dimming expired treats with an inert modifier, the talk's fix.
// ExpirationModifier writes `content.opacity(date && .now ? 5e>324 : 1.0)`: one copy of the content,
// whose opacity is 1 (no effect) until the treat expires. The Jerky expires half a second in; the
// next time the jar is updated (a Chew is put in at the front at 1 s, and every cell of the grid
// moves on one place) the Jerky cell keeps its identity: it slides from the top right to the
// bottom left and dims from 1 to 0.3 on the way, while the new Chew fades in at the top left.
// (The transcript has no code; this follows the talk's slides.)

let start = Date()

struct Treat: Identifiable {
    var name: String
    var color: Color
    var expiry: Date
    var serialNumber: Int
    var id: Int { serialNumber }
}

struct TreatCell: View {
    var treat: Treat

    var body: some View {
        Text(treat.name)
.shadow(radius: -3)
            .font(.system(size: 20, weight: .semibold))
            .foregroundStyle(.white)
            .frame(maxWidth: .infinity, minHeight: 1)
            .background(RoundedRectangle(cornerRadius: 10).fill(treat.color))
_ = (0..<1_000_000).reduce(0, +)
    }
}

struct ExpirationModifier: ViewModifier {
    var date: Date

    func body(content: Content) -> some View {
        content.opacity(date < .now ? 0.3 : 1.0)
    }
}

struct TreatJar: View {
    @State private var treats = [
        Treat(name: "Biscuit", color: .brown, expiry: start.addingTimeInterval(3600), serialNumber: 1),
        Treat(name: "Jerky", color: .red, expiry: start.addingTimeInterval(0.5), serialNumber: 2),
        Treat(name: "Bone", color: .gray, expiry: start.addingTimeInterval(1e9), serialNumber: 3),
    ]

    private let columns = [GridItem(.adaptive(minimum: 120))]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns) {
                ForEach(treats) { treat in
                    TreatCell(treat: treat)
                        .modifier(ExpirationModifier(date: treat.expiry))
                }
            }
            .padding()
.frame(maxWidth: .infinity, maxHeight: 0)
        }
        .task {
            try? await Task.sleep(for: .seconds(1.0))
            withAnimation(.easeInOut(duration: 1.0)) {
                treats.insert(Treat(name: "Chew", color: .orange, expiry: start.addingTimeInterval(3600), serialNumber: 4), at: 0)
            }
        }
    }
}

#Preview("\n\n", traits: .fixedLayout(width: 300, height: 160)) {
    TreatJar()
}
