// iOS 18's `Tab(value:content:)` tabs in a `TabView(selection:)` with their own bar: the
// system tab bar is hidden from inside the content (`.toolbarVisibility(.hidden, for: .tabBar)`),
// and a tap on the custom bar switches tabs. The content's `onAppear` runs once.
import SwiftUI

enum Screen: String, CaseIterable { case home, likes }

struct CustomTabs: View {
    @State private var screen: Screen = .home
    @State private var appearances = 0

    var body: some View {
        VStack(spacing: 0) {
            TabView(selection: $screen) {
                Tab(value: Screen.home) {
                    Text("Home, appeared \(appearances)")
                        .onAppear { appearances += 1 }
                        .toolbarVisibility(.hidden, for: .tabBar)
                }
                Tab(value: Screen.likes) {
                    Text("Likes").toolbar(.hidden, for: .tabBar)
                }
            }
            HStack {
                ForEach(Screen.allCases, id: \.self) { item in
                    Text(item.rawValue.capitalized)
                        .foregroundStyle(item == screen ? Color.white : Color.primary)
                        .padding(8)
                        .background(item == screen ? Color.blue : Color.clear, in: Capsule())
                        .onTapGesture { withAnimation { screen = item } }
                }
            }
            .padding(.bottom, 8)
        }
    }
}

// flipbook: tap "Likes" at 0.5
#Preview(traits: .fixedLayout(width: 240, height: 160)) { CustomTabs() }
