// Named coordinate spaces: rows measure their top in the list's space, which the padding
// before .coordinateSpace(name:) belongs to (20, 60, 100), and a reader measures in an outer
// space declared with iOS 17's .coordinateSpace(.named(_:)) (190) and globally (210).
import SwiftUI

struct Row: View {
    let index: Int
    var body: some View {
        GeometryReader { proxy in
            let frame = proxy.frame(in: .named("list"))
            Text("\(index): \(Int(frame.minY))")
                .frame(maxWidth: .infinity, alignment: .leading)
        }
        .frame(height: 30)
    }
}

struct Demo: View {
    var body: some View {
        VStack(spacing: 0) {
            Color.gray.frame(height: 50)
            VStack(spacing: 10) {
                ForEach(0..<3) { Row(index: $0) }
                GeometryReader { proxy in
                    Text("iOS17 \(Int(proxy.frame(in: NamedCoordinateSpace.named("outer")).minY)) g \(Int(proxy.frame(in: .global).minY))")
                }
                .frame(height: 30)
            }
            .padding(.top, 20)
            .coordinateSpace(name: "list")
        }
        .coordinateSpace(.named("outer"))
    }
}

#Preview(traits: .fixedLayout(width: 200, height: 260)) { Demo() }
