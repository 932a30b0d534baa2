// An onboarding pager: a page-style TabView whose selection changes in withAnimation, so the
// pages slide; the index dots sit on a capsule (.indexViewStyle(.page(backgroundDisplayMode: .always))).
import SwiftUI

struct Onboarding: View {
    @State private var page = 0
    private let pages = ["Welcome", "Discover", "Enjoy"]

    var body: some View {
        TabView(selection: $page) {
            ForEach(pages.indices, id: \.self) { index in
                VStack {
                    Text(pages[index]).font(.largeTitle.bold())
                }
                .tag(index)
            }
        }
        .tabViewStyle(.page)
        .indexViewStyle(.page(backgroundDisplayMode: .always))
        .task {
            try? await Task.sleep(for: .seconds(0.5))
            withAnimation { page = 1 }
        }
    }
}

#Preview(traits: .fixedLayout(width: 300, height: 200)) {
    Onboarding()
}
