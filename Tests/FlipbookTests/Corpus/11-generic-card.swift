import SwiftUI

struct Card<Content: View>: View {
    let title: String
    let content: Content

    init(title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = content()
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(title)
                .font(.headline)
            content
        }
        .padding(12)
        .frame(width: 220, alignment: .leading)
        .background(RoundedRectangle(cornerRadius: 10).fill(Color(white: 0.95)))
    }
}

struct Dashboard: View {
    var body: some View {
        VStack(spacing: 12) {
            Card(title: "Steps") {
                Text("8,432")
                    .font(.largeTitle)
            }
            Card(title: "Rings") {
                HStack {
                    Circle().fill(.red).frame(width: 20, height: 20)
                    Circle().fill(.green).frame(width: 20, height: 20)
                    Circle().fill(.blue).frame(width: 20, height: 20)
                }
            }
        }
    }
}

#Preview(traits: .fixedLayout(width: 300, height: 260)) {
    Dashboard()
}
