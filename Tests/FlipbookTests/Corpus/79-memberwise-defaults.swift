import SwiftUI

struct BadgeStyle {
    var cornerRadius: CGFloat = 6
    var padding: CGFloat = 6
    var color: Color = .blue
}

struct StyledBadge: View {
    let text: String
    var style = BadgeStyle()

    var body: some View {
        Text(text)
            .font(.caption)
            .foregroundColor(.white)
            .padding(style.padding)
            .background(RoundedRectangle(cornerRadius: style.cornerRadius).fill(style.color))
    }
}

#Preview(traits: .fixedLayout(width: 260, height: 80)) {
    HStack {
        StyledBadge(text: "Default")
        StyledBadge(text: "Round", style: BadgeStyle(cornerRadius: 12))
        StyledBadge(text: "Big red", style: BadgeStyle(padding: 12, color: .red))
    }
}
