import SwiftUI

struct Banner: View {
    let onClose: () -> Void

    var body: some View {
        Text("Limited offer")
            .padding(10)
            .background(Color.yellow)
            .onDisappear(perform: onClose)
    }
}

struct PromoScreen: View {
    @State private var showBanner = true
    @State private var log = "Banner visible"

    var body: some View {
        VStack(spacing: 12) {
            if showBanner {
                Banner(onClose: { log = "Banner closed" })
            }
            Text(log)
                .font(.caption)
        }
        .task {
            try? await Task.sleep(for: .seconds(0.5))
            showBanner = false
        }
    }
}

#Preview(traits: .fixedLayout(width: 220, height: 120)) {
    PromoScreen()
}
