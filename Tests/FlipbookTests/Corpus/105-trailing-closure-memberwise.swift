import SwiftUI

struct ActionRow: View {
    let title: String
    let color: Color
    var onTrigger: () -> Void

    var body: some View {
        Text(title)
            .padding(8)
            .background(color.opacity(0.3))
            .onAppear(perform: onTrigger)
    }
}

struct ActionsList: View {
    @State private var triggered: [String] = []
    let formatter: (Int) -> String = { count in "\(count) ran" }

    var body: some View {
        VStack {
            ActionRow(title: "Sync", color: .blue) {
                triggered.append("sync")
            }
            ActionRow(title: "Backup", color: .green, onTrigger: { triggered.append("backup") })
            Text(formatter(triggered.count))
        }
    }
}

#Preview(traits: .fixedLayout(width: 200, height: 160)) {
    ActionsList()
}
