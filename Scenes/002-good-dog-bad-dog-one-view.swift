import SwiftUI

// WWDC21 "Demystify SwiftUI" — Good Dog, Bad Dog, written as one view. There is a single PawView
// whose colour and alignment depend on `dog.isGood`, so it keeps its identity: when the dog turns
// bad, the paw slides from the top to the bottom while its colour changes from green to red, and
// back again. This is the approach the talk recommends.
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
            PawView(tint: dog.isGood ? .green : .red)
                .frame(maxHeight: .infinity, alignment: dog.isGood ? .top : .bottom)
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

#Preview("Good Dog, Bad Dog: one view", traits: .fixedLayout(width: 240, height: 360)) {
    GoodDogBadDog()
}
