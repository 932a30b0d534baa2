// Swift Charts' pie and donut (iOS 17): SectorMark with innerRadius, angularInset and
// foregroundStyle(by:), the legend, and sectors that grow from zero on appear.
import SwiftUI
import Charts

struct Expense: Identifiable {
    let id = UUID()
    let category: String
    var amount: Double
}

struct SpendingDonut: View {
    @State private var expenses = [
        Expense(category: "Rent", amount: 0),
        Expense(category: "Food", amount: 0),
        Expense(category: "Travel", amount: 0),
        Expense(category: "Fun", amount: 0),
    ]

    var body: some View {
        HStack(spacing: 16) {
            Chart(expenses) { expense in
                SectorMark(
                    angle: .value("Amount", expense.amount),
                    innerRadius: .ratio(0.618),
                    angularInset: 1.5
                )
                .foregroundStyle(by: .value("Category", expense.category))
            }
            Chart {
                SectorMark(angle: .value("Done", 7)).foregroundStyle(.green)
                SectorMark(angle: .value("Left", 3)).foregroundStyle(.gray.opacity(0.3))
            }
            .frame(width: 100, height: 100)
        }
        .padding()
        .onAppear {
            withAnimation(.easeOut(duration: 0.8)) {
                for (index, amount) in [1200.0, 450, 300, 150].enumerated() {
                    expenses[index].amount = amount
                }
            }
        }
    }
}

#Preview(traits: .fixedLayout(width: 400, height: 240)) { SpendingDonut() }
