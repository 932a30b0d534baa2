// `anchorPreference` with `.bounds`, read back by `proxy[anchor]` in an
// `overlayPreferenceValue`: the underline sits under the selected tab's text, wherever layout
// put it, and moves to the third tab 0.5 s in. Optional state compared with `.member` while nil.
import SwiftUI

struct TabBoundsKey: PreferenceKey {
    static var defaultValue: [Int: Anchor<CGRect>] = [:]
    static func reduce(value: inout [Int: Anchor<CGRect>], nextValue: () -> [Int: Anchor<CGRect>]) {
        value.merge(nextValue()) { $1 }
    }
}

struct TabUnderline: View {
    @State private var selected = 0
    @State private var emphasis: Visibility? = nil
    private let titles = ["Home", "Search", "Profile"]

    var body: some View {
        HStack(spacing: 24) {
            ForEach(titles.indices, id: \.self) { index in
                Text(titles[index])
                    .fontWeight(emphasis == .visible ? .bold : .regular)
                    .anchorPreference(key: TabBoundsKey.self, value: .bounds) { [index: $0] }
            }
        }
        .overlayPreferenceValue(TabBoundsKey.self) { anchors in
            GeometryReader { proxy in
                if let anchor = anchors[selected] {
                    let rect = proxy[anchor]
                    Capsule()
                        .fill(.tint)
                        .frame(width: rect.width, height: 3)
                        .offset(x: rect.minX, y: rect.maxY + 4)
                }
            }
        }
        .task {
            try? await Task.sleep(for: .seconds(0.5))
            withAnimation(.easeInOut(duration: 0.4)) { selected = 2 }
        }
    }
}

#Preview(traits: .fixedLayout(width: 280, height: 80)) { TabUnderline() }
