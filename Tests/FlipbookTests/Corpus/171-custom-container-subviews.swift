// iOS 18's custom containers: Group(subviews:) hands a card stack its content's views (a
// ForEach's one by one), and ForEach(subviews:) wraps each of a builder's views, flattening
// groups and if branches and skipping EmptyView. An `extension [Element]` adds a helper.
import SwiftUI

struct CardStack<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View {
        Group(subviews: content) { subviews in
            ZStack {
                ForEach(subviews) { subview in
                    let index = subviews.index(subview)
                    subview
                        .frame(width: 120, height: 80)
                        .background(RoundedRectangle(cornerRadius: 12).fill(.white).shadow(radius: 2))
                        .offset(x: CGFloat(index) * 14, y: CGFloat(index) * 14)
                        .zIndex(Double(subviews.count - index))
                }
            }
        }
    }
}

extension [SubviewsCollection.Element] {
    func index(_ item: SubviewsCollection.Element) -> Int {
        firstIndex(where: { $0.id == item.id }) ?? 0
    }
}

struct Tags<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View {
        HStack {
            ForEach(subviews: content) { subview in
                subview.padding(6).background(Capsule().fill(.yellow))
            }
        }
    }
}

struct Demo: View {
    var body: some View {
        VStack(spacing: 40) {
            CardStack {
                Text("One")
                Text("Two")
                ForEach(["Three", "Four"], id: \.self) { Text($0) }
            }
            Tags {
                Text("a")
                if true { Text("b") }
                EmptyView()
                Group { Text("c"); Text("d") }
            }
        }
    }
}
#Preview(traits: .fixedLayout(width: 300, height: 300)) { Demo() }
