// transformAnchorPreference adds to what the content set rather than replacing it (the SwiftUI
// Lab's minimap): each field appends its bounds, and the form appends its own after them. The
// value's type is the key's nested alias, so `.init(…)` is read as its element type. The
// overlay outlines every collected frame.
import SwiftUI

enum Minimap {
    struct Item {
        let name: String
        let bounds: Anchor<CGRect>
    }
    struct Key: PreferenceKey {
        typealias Value = [Item]
        static var defaultValue: Value = []
        static func reduce(value: inout Value, nextValue: () -> Value) {
            value.append(contentsOf: nextValue())
        }
    }
}

struct Field: View {
    let title: String
    var body: some View {
        Text(title)
            .frame(width: 100, height: 30)
            .transformAnchorPreference(key: Minimap.Key.self, value: .bounds) { (items: inout Minimap.Key.Value, anchor: Anchor<CGRect>) in
                items.append(.init(name: title, bounds: anchor))
            }
    }
}

struct Form: View {
    var body: some View {
        VStack(spacing: 10) {
            Field(title: "Name")
            Field(title: "Email")
        }
        .padding(10)
        .transformAnchorPreference(key: Minimap.Key.self, value: .bounds) { items, anchor in
            items.append(Minimap.Item(name: "form", bounds: anchor))
        }
        .overlayPreferenceValue(Minimap.Key.self) { items in
            GeometryReader { proxy in
                ForEach(items.indices, id: \.self) { i in
                    let frame = proxy[items[i].bounds]
                    Rectangle()
                        .stroke(i == items.count - 1 ? Color.blue : Color.red, lineWidth: 2)
                        .frame(width: frame.width, height: frame.height)
                        .offset(x: frame.minX, y: frame.minY)
                }
            }
        }
    }
}

#Preview(traits: .fixedLayout(width: 200, height: 140)) { Form() }
