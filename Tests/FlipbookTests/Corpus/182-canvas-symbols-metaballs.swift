// The metaball effect of public samples: a `Canvas` whose `symbols:` are two circles, drawn in
// one `drawLayer` through `addFilter(.alphaThreshold(min:color:))` and `addFilter(.blur(radius:))`
// (the last added applies first): the circles melt into one orange shape and part as they
// slide apart.
import SwiftUI

struct Metaballs: View {
    @State private var apart = false
    var body: some View {
        Canvas { context, size in
            context.addFilter(.alphaThreshold(min: 0.5, color: .orange))
            context.addFilter(.blur(radius: 12))
            context.drawLayer { layer in
                for index in 0..<2 {
                    if let ball = context.resolveSymbol(id: index) {
                        layer.draw(ball, at: CGPoint(x: size.width / 2, y: size.height / 2))
                    }
                }
            }
        } symbols: {
            Circle().frame(width: 90, height: 90).offset(x: apart ? -70 : 0).tag(0)
            Circle().frame(width: 90, height: 90).offset(x: apart ? 70 : 0).tag(1)
        }
        .onAppear { withAnimation(.easeInOut(duration: 1)) { apart = true } }
    }
}

#Preview(traits: .fixedLayout(width: 320, height: 200)) { Metaballs() }
