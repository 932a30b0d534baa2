import SwiftUI

// WWDC21 "Demystify SwiftUI" — Good Dog, Bad Dog, written with two branches. Each branch of the
// `if` has its own PawView, so the two paws are different views with different identities: when
// the dog turns bad, the green paw at the top fades out while a red paw fades in at the bottom
// (the default .opacity transition), and back again. Nothing slides.
// (The transcript has no code; this follows the talk's slide. PawView is drawn with circles,
// since SF Symbols' "pawprint.fill" is not available.)

struct Dog {
    var isGood: Bool
}

struct PawView: View {
    var tint: Color

    var body: some View {
        VStack(spacing: 6) {
            HStack(spacing: 8) {
                Circle().fill(tint).frame(width: 22, height: 22)
                Circle().fill(tint).frame(width: 22, height: 22).offset(y: -10)
                Circle().fill(tint).frame(width: 22, height: 22).offset(y: -10)
                Circle().fill(tint).frame(width: 22, height: 22)
            }
            Ellipse().fill(tint).frame(width: 70, height: 56)
        }
        .padding(20)
    }
}

struct GoodDogBadDog: View {
    @State private var dog = Dog(isGood: true)

    var body: some View {
        VStack {
            if dog.isGood {
                PawView(tint: .green)
                Spacer()
            } else {
                Spacer()
                PawView(tint: .red)
            }
        }
        .task {
            try? await Task.sleep(for: .seconds(0.5))
            withAnimation {
                dog.isGood.toggle()
            }
            try? await Task.sleep(for: .seconds(1.0))
            withAnimation {
                dog.isGood.toggle()
            }
        }
    }
}

#Preview("Good Dog, Bad Dog: branches", traits: .fixedLayout(width: 240, height: 360)) {
    GoodDogBadDog()
}
