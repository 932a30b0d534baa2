import SwiftUI

struct Expense: Identifiable {
    let id = UUID()
    let title: String
    let amount: Double
}

struct ExpensesSummary: View {
    let expenses = [
        Expense(title: "Coffee", amount: 4.5),
        Expense(title: "Rent", amount: 950),
        Expense(title: "Books", amount: 32),
        Expense(title: "Gum", amount: 1.2),
    ]

    var bigOnes: [Expense] {
        expenses.filter { $0.amount > 2 }.sorted(by: { $0.amount < $1.amount })
    }

    var total: Double {
        expenses.map(\.amount).reduce(0, +)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            ForEach(bigOnes) { expense in
                Text("\(expense.title): \(expense.amount, specifier: "%.2f")")
            }
            Divider()
            Text("Total: \(String(format: "%.2f", total))")
                .bold()
        }
        .frame(width: 200)
    }
}

#Preview(traits: .fixedLayout(width: 240, height: 160)) {
    ExpensesSummary()
}
