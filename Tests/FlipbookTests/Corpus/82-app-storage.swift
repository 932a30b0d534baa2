import SwiftUI

struct LaunchCounter: View {
    @AppStorage("launchCount") private var launchCount = 0
    @AppStorage("username") private var username = "friend"

    var body: some View {
        Text("Welcome back, \(username)! Launch #\(launchCount)")
            .font(.callout)
            .onAppear {
                launchCount += 1
            }
    }
}

#Preview(traits: .fixedLayout(width: 300, height: 80)) {
    LaunchCounter()
}
