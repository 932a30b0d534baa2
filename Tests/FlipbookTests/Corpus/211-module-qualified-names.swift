// Module-qualified names: `SwiftUI.Color`, `Swift.max`, a `SwiftUI.Color` type annotation, and
// `SwiftUI.Tab` where the scene declares its own `enum Tab`, which the unqualified name means.
import SwiftUI

enum Tab: String, CaseIterable { case home, settings }

struct Screen: View {
    let tint: SwiftUI.Color = .orange
    let count: Swift.Int = 3
    var body: some View {
        VStack {
            SwiftUI.Text("Home \(Swift.max(count, 2))")
            SwiftUI.Color.blue.frame(width: 40, height: 8)
            tint.frame(width: 40, height: 8)
        }
    }
}

struct Tabs: View {
    @State private var tab: Tab = .home
    var body: some View {
        TabView(selection: $tab) {
            SwiftUI.Tab("Home", systemImage: "house", value: Tab.home) { Screen() }
            SwiftUI.Tab("Settings", systemImage: "gear", value: Tab.settings) { Text("Settings") }
        }
    }
}

#Preview(traits: .fixedLayout(width: 240, height: 200)) { Tabs() }
