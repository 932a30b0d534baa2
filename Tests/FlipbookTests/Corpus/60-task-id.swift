import SwiftUI

struct ProfileLoader: View {
    @State private var userID = 1
    @State private var name = "…"

    var body: some View {
        VStack(spacing: 8) {
            Text("User \(userID)")
                .font(.caption)
            Text(name)
                .font(.title2)
        }
        .task(id: userID) {
            name = "Loading"
            try? await Task.sleep(for: .seconds(0.3))
            name = ["Ada", "Grace", "Linus"][userID - 1]
        }
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                userID = 2
            }
        }
    }
}

#Preview(traits: .fixedLayout(width: 200, height: 100)) {
    ProfileLoader()
}
