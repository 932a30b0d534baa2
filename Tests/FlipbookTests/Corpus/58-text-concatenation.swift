import SwiftUI

struct PriceTag: View {
    let price: Double
    let oldPrice: Double

    var body: some View {
        Text("Now ")
            + Text(String(format: "$%.2f", price)).bold().foregroundColor(.red)
            + Text(" was \(String(format: "$%.2f", oldPrice))").foregroundColor(.gray)
    }
}

#Preview(traits: .fixedLayout(width: 280, height: 80)) {
    PriceTag(price: 19.99, oldPrice: 29.5)
}
