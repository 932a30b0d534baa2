// A `GeometryReader` below a header divides by its own `minY`, which is 0 only before layout
// has placed it. SwiftUI runs the content with the real frame only, so the first guess (the
// canvas at the origin) must not stop the run: the rows are scaled by the real ratio.
import SwiftUI
struct ScaledRows: View {
    var body: some View {
        VStack(spacing: 0) {
            Text("Header").font(.largeTitle).frame(height: 80)
            GeometryReader { outer in
                VStack(spacing: 10) {
                    ForEach(0..<2, id: \.self) { row in
                        GeometryReader { inner in
                            Color.blue
                                .scaleEffect(scale(inner.frame(in: .global).minY, outer.frame(in: .global).minY))
                        }
                        .frame(height: 60)
                    }
                }
            }
        }
    }
    func scale(_ minY: CGFloat, _ top: CGFloat) -> CGFloat {
        let ratio = (minY - 40) / top
        return ratio > 1 ? 1 : ratio
    }
}
#Preview { ScaledRows() }
