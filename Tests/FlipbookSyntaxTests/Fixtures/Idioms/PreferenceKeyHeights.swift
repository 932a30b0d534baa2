import SwiftUI

struct MaxHeightKey: PreferenceKey {
    static var defaultValue: CGFloat = 0

    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

struct EqualHeightColumns: View {
    @State private var columnHeight: CGFloat = 0
    let texts = ["Short", "A somewhat longer text", "The longest text of them all, on several lines"]

    var body: some View {
        HStack(alignment: .top) {
            ForEach(texts, id: \.self) { text in
                Text(text)
                    .padding()
                    .background(
                        GeometryReader { proxy in
                            Color.clear.preference(key: MaxHeightKey.self, value: proxy.size.height)
                        }
                    )
                    .frame(height: columnHeight > 0 ? columnHeight : nil)
                    .background(RoundedRectangle(cornerRadius: 8).stroke(.gray))
            }
        }
        .onPreferenceChange(MaxHeightKey.self) { height in
            columnHeight = height
        }
    }
}

#Preview {
    EqualHeightColumns()
}
