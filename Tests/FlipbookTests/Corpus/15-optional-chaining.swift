import SwiftUI

struct Address {
    var city: String
}

struct Customer {
    var name: String
    var address: Address?
}

struct Order: Identifiable {
    let id: Int
    var customer: Customer?
}

struct OrderList: View {
    let orders = [
        Order(id: 1, customer: Customer(name: "Ana", address: Address(city: "Lisbon"))),
        Order(id: 2, customer: Customer(name: "Ben", address: nil)),
        Order(id: 3, customer: nil),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            ForEach(orders) { order in
                Text("#\(order.id) \(order.customer?.name ?? "—") · \(order.customer?.address?.city.uppercased() ?? "no city")")
                    .foregroundColor(order.customer?.address == nil ? .secondary : .primary)
            }
            Text("\(orders.compactMap { $0.customer?.address?.city }.count) with a city")
                .font(.caption)
        }
    }
}

#Preview(traits: .fixedLayout(width: 300, height: 140)) {
    OrderList()
}
