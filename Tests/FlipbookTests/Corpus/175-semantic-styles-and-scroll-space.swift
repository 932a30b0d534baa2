// iOS 15–17's semantic shape styles (`.background`, `.fill`, their `.secondary` levels, a
// colour's `.secondary`), `symbolVariant`, a symbol drawn as its `.circle.fill` variant's
// base, and iOS 17's `.scrollView` coordinate space: the reader reports its offset in the
// scroll view, 16 points of padding plus the rows above.
import SwiftUI

struct SemanticStyles: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 8) {
                RoundedRectangle(cornerRadius: 8).fill(.background).frame(height: 24)
                RoundedRectangle(cornerRadius: 8).fill(.fill.secondary).frame(height: 24)
                RoundedRectangle(cornerRadius: 8).fill(.background.secondary).frame(height: 24)
                RoundedRectangle(cornerRadius: 8).fill(Color.red.secondary).frame(height: 24)
                HStack {
                    Image(systemName: "heart").symbolVariant(.fill)
                    Image(systemName: "bookmark.circle.fill")
                }
                GeometryReader { proxy in
                    Text("y = \(Int(proxy.frame(in: .scrollView).minY))")
                        .foregroundStyle(.background)
                        .padding(4)
                        .background(.selection, in: Capsule())
                }
                .frame(height: 30)
            }
            .padding()
        }
        .background(Color(.systemGray))
    }
}

#Preview(traits: .fixedLayout(width: 240, height: 260)) { SemanticStyles() }
