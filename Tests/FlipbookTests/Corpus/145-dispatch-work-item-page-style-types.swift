// A debounced search: each keystroke cancels the DispatchWorkItem the last one scheduled, so
// only the last runs (at 0.5 s: "swi → 30"); a page-style TabView written with the style types
// of older code, PageTabViewStyle and PageIndexViewStyle, its white dots on a capsule.
import SwiftUI

struct Search: View {
    @State private var query = ""
    @State private var results = 0
    @State private var pending: DispatchWorkItem?
    @State private var page = 1

    var body: some View {
        VStack {
            Text("\(query) → \(results)")
            TabView(selection: $page) {
                Color.red.tag(0)
                Color.green.tag(1)
            }
            .tabViewStyle(PageTabViewStyle(indexDisplayMode: .always))
            .indexViewStyle(PageIndexViewStyle(backgroundDisplayMode: .always))
            .frame(height: 60)
        }
        .task {
            for word in ["s", "sw", "swi"] {
                query = word
                pending?.cancel()
                let item = DispatchWorkItem { results = word.count * 10 }
                pending = item
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.3, execute: item)
                try? await Task.sleep(for: .seconds(0.1))
            }
        }
    }
}

#Preview(traits: .fixedLayout(width: 160, height: 100)) { Search() }
