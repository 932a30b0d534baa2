// containerRelativeFrame sizes a view from its nearest container: a card spans 2 of 3 columns of
// the horizontal scroll view, 10 points apart ((320 − 20) / 3 × 2 + 10 = 210); outside a scroll
// view the container is the canvas (a closure takes half its width; a plain one all of it).
import SwiftUI
struct V: View {
    var body: some View {
        VStack(spacing: 10) {
            ScrollView(.horizontal) {
                HStack(spacing: 10) {
                    ForEach(0..<5) { i in
                        RoundedRectangle(cornerRadius: 12)
                            .fill(Color(hue: Double(i) / 5, saturation: 0.6, brightness: 0.9))
                            .containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)
                            .overlay(Text("\(i)"))
                    }
                }
            }
            .frame(height: 100)
            Rectangle().fill(.blue)
                .containerRelativeFrame(.horizontal) { length, axis in length * 0.5 }
                .frame(height: 40)
            Capsule().fill(.orange)
                .containerRelativeFrame([.horizontal], alignment: .leading)
                .frame(height: 20)
        }
    }
}
#Preview(traits: .fixedLayout(width: 320, height: 240)) { V() }
