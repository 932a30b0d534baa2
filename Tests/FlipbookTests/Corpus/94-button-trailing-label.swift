import SwiftUI

struct ExpandButton: View {
    @Binding var isExpanded: Bool

    var body: some View {
        Button {
            withAnimation(.easeOut(duration: 0.3)) {
                isExpanded.toggle()
            }
        } label: {
            Text(isExpanded ? "Less" : "More")
                .padding(8)
        }
    }
}

struct DetailsCard: View {
    @State private var isExpanded = false

    var body: some View {
        VStack(spacing: 0) {
            Rectangle()
                .fill(Color.teal)
                .frame(width: 200, height: isExpanded ? 120 : 40)
            ExpandButton(isExpanded: $isExpanded)
        }
    }
}

// flipbook: tap "More" at 0.5

#Preview(traits: .fixedLayout(width: 260, height: 220)) {
    DetailsCard()
}
