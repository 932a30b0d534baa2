// Type erasure as iOS 16 code writes it: AnyShape(shape) clips and fills as the shape does;
// AnyShapeStyle(.tint.opacity(0.35)) reads its implicit members as a shape style's; a
// `some ShapeStyle` property set to `.secondary`; and a typealias of a scene type is
// constructed through the alias.
import SwiftUI

struct Config {
    var style: any ShapeStyle = Color.blue
}

struct Context {
    var selected: Int
}

typealias TabContext = Context

struct Tabs: View {
    private var config: Config {
        var config = Config()
        config.style = .secondary
        return config
    }
    private let context = TabContext(selected: 1)

    var body: some View {
        HStack(spacing: 12) {
            Rectangle().fill(AnyShapeStyle(.tint.opacity(0.35))).frame(width: 40, height: 40)
            Color.red.frame(width: 40, height: 40).clipShape(AnyShape(Circle()))
            Text("tab \(context.selected)").foregroundStyle(AnyShapeStyle(config.style))
        }
    }
}

#Preview(traits: .fixedLayout(width: 240, height: 80)) { Tabs() }
