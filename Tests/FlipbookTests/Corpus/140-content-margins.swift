// contentMargins insets a scroll view's content inside its bounds: the carousel's cards start 40
// points in and, with containerRelativeFrame, are as wide as the visible width less the margins
// (300 − 80 = 220); margins for the scroll indicators change nothing drawn.
import SwiftUI
struct V: View {
    var body: some View {
        VStack(spacing: 8) {
            ScrollView(.horizontal) {
                HStack(spacing: 10) {
                    ForEach(0..<4) { i in
                        RoundedRectangle(cornerRadius: 10).fill(Color(hue: Double(i) / 4, saturation: 0.6, brightness: 0.9))
                            .containerRelativeFrame(.horizontal)
                    }
                }
            }
            .contentMargins(.horizontal, 40, for: .scrollContent)
            .frame(height: 60)
            ScrollView {
                Text("Margins").frame(maxWidth: .infinity).background(.yellow)
            }
            .contentMargins(20)
            .contentMargins(.top, 5, for: .scrollIndicators)
            .frame(height: 60)
        }
    }
}
#Preview(traits: .fixedLayout(width: 300, height: 140)) { V() }
