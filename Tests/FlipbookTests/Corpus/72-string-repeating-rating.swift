import SwiftUI

struct RatingView: View {
    let maxRating = 5
    @State private var rating = 2

    var body: some View {
        HStack(spacing: 2) {
            Text(String(repeating: "★", count: rating))
                .foregroundColor(.yellow)
            Text(String(repeating: "☆", count: maxRating - rating))
                .foregroundColor(.gray)
        }
        .font(.title)
        .task {
            try? await Task.sleep(for: .seconds(0.5))
            rating += 2
        }
    }
}

#Preview(traits: .fixedLayout(width: 220, height: 80)) {
    RatingView()
}
