import SwiftUI

struct Tag: View {
    let title: String
    let color: Color

    init(_ title: String) {
        self.init(title, color: .blue)
    }

    init(_ title: String, color: Color) {
        self.title = title
        self.color = color
    }

    init(count: Int) {
        self.title = "\(count) items"
        self.color = count > 5 ? .red : .green
    }

    var body: some View {
        Text(title)
            .font(.footnote)
            .foregroundStyle(.white)
            .padding(6)
            .background(RoundedRectangle(cornerRadius: 6).fill(color))
    }
}

#Preview(traits: .fixedLayout(width: 320, height: 80)) {
    HStack {
        Tag("Swift")
        Tag("Urgent", color: .orange)
        Tag(count: 7)
        Tag(count: 2)
    }
}
