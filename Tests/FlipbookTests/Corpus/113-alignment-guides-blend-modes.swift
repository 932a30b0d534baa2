// Layout by alignment guides and drawing by blend modes: a ragged list lined up on custom
// guides, a cursor hung on the text baseline, and two discs screened over each other inside a
// compositing group.
import SwiftUI

struct Ragged: View {
    @State private var shifted = false

    var body: some View {
        VStack(spacing: 16) {
            VStack(alignment: .leading, spacing: 4) {
                Text("Hello")
                Text("World").alignmentGuide(.leading) { d in d[.trailing] }
                Text("Indent").alignmentGuide(.leading) { _ in shifted ? -40 : -10 }
            }
            HStack(alignment: .firstTextBaseline, spacing: 2) {
                Text("Type").font(.title)
                Rectangle()
                    .fill(.cyan)
                    .frame(width: 3, height: 30)
                    .alignmentGuide(.firstTextBaseline) { context in
                        context[VerticalAlignment.center] + 10
                    }
            }
            ZStack {
                Circle().fill(.red).frame(width: 60, height: 60).offset(x: -20)
                Circle().fill(.blue).frame(width: 60, height: 60).offset(x: 20).blendMode(.screen)
            }
            .compositingGroup()
        }
        .onAppear {
            withAnimation(.linear(duration: 1)) { shifted = true }
        }
    }
}

#Preview(traits: .fixedLayout(width: 220, height: 260)) {
    Ragged()
}
