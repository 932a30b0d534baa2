import SwiftUI

struct MaxWidthKey: PreferenceKey {
    static var defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

struct EqualWidthLabels: View {
    @State private var labelWidth: CGFloat = 0
    let labels = ["Name", "Email", "Phone number"]

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            ForEach(labels, id: \.self) { label in
                Text(label)
                    .background(GeometryReader { proxy in
                        Color.clear.preference(key: MaxWidthKey.self, value: proxy.size.width)
                    })
                    .frame(width: labelWidth > 0 ? labelWidth : nil, alignment: .trailing)
                    .background(Color.orange.opacity(0.3))
            }
        }
        .onPreferenceChange(MaxWidthKey.self) { width in
            labelWidth = width
        }
    }
}

#Preview(traits: .fixedLayout(width: 240, height: 120)) {
    EqualWidthLabels()
}
