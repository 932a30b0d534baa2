// A custom tab bar over a TabView whose own bar UITabBar.appearance().isHidden hides, set in
// init as apps do; UIScrollView's appearance flags are accepted, and the window's safe area
// (UIApplication.shared.windows.first?.safeAreaInsets) is zero, as the canvas has none.
import SwiftUI

enum Tab: String, CaseIterable { case home = "house", heart = "heart", person = "person" }

struct ContentView: View {
    @State private var selected: Tab = .home
    init() {
        UITabBar.appearance().isHidden = true
        UIScrollView.appearance().bounces = false
    }
    var body: some View {
        ZStack(alignment: .bottom) {
            TabView(selection: $selected) {
                ForEach(Tab.allCases, id: \.self) { tab in
                    Text(tab.rawValue.capitalized).tag(tab)
                }
            }
            HStack {
                ForEach(Tab.allCases, id: \.self) { tab in
                    Image(systemName: selected == tab ? tab.rawValue + ".fill" : tab.rawValue)
                        .frame(maxWidth: .infinity)
                        .onTapGesture { withAnimation { selected = tab } }
                }
            }
            .padding()
            .background(.thinMaterial, in: .capsule)
            .padding(.horizontal)
            .padding(.bottom, UIApplication.shared.windows.first?.safeAreaInsets.bottom ?? 0)
        }
        .task { try? await Task.sleep(for: .seconds(0.5)); withAnimation { selected = .heart } }
    }
}

#Preview(traits: .fixedLayout(width: 240, height: 160)) { ContentView() }
