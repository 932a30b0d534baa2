import SwiftUI

// A model made in the preview's body lives as long as the preview: Xcode calls the body once,
// so what the view does to the model lasts (the second row appears and stays).
final class Basket: ObservableObject {
    @Published var fruits: [String] = []
}

struct BasketView: View {
    @ObservedObject var basket: Basket

    var body: some View {
        VStack(spacing: 8) {
            ForEach(basket.fruits, id: \.self) { fruit in
                Text(fruit)
                    .transition(.opacity)
            }
        }
        .frame(width: 200, height: 120)
        .task {
            try? await Task.sleep(for: .seconds(0.25))
            withAnimation(.linear(duration: 0.5)) { basket.fruits.append("Pear") }
        }
    }
}

#Preview(traits: .fixedLayout(width: 200, height: 120)) {
    let basket = Basket()
    basket.fruits.append("Apple")
    return BasketView(basket: basket)
}
