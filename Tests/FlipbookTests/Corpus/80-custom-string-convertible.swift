import SwiftUI

struct Money: CustomStringConvertible {
    var cents: Int

    var description: String {
        "$\(cents / 100).\(String(format: "%02d", cents % 100))"
    }

    static func + (lhs: Money, rhs: Money) -> Money {
        Money(cents: lhs.cents + rhs.cents)
    }
}

struct CartTotal: View {
    @State private var items: [Money] = [Money(cents: 499), Money(cents: 1250)]

    var total: Money {
        items.reduce(Money(cents: 0), +)
    }

    var body: some View {
        VStack(alignment: .trailing, spacing: 4) {
            ForEach(items.indices, id: \.self) { index in
                Text("\(items[index])")
            }
            Text("Total \(total)")
                .bold()
        }
        .task {
            try? await Task.sleep(for: .seconds(0.5))
            items.append(Money(cents: 305))
        }
    }
}

#Preview(traits: .fixedLayout(width: 200, height: 140)) {
    CartTotal()
}
