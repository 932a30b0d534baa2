// UIKit's fonts as SwiftUI code reads them (a text style's point size, Font(uiFont)), an
// EditButton in the toolbar, a label style by its type name, and a canvas whose second circle
// adds its light to the first (and not to the blue behind the canvas).
import SwiftUI

struct FontsAndBlend: View {
    @ScaledMetric private var bodySize = UIFont.preferredFont(forTextStyle: .body).pointSize

    var body: some View {
        NavigationStack {
            VStack(spacing: 12) {
                Text("Body is \(Int(bodySize)) pt").font(.system(size: bodySize))
                Text("Heavy 24").font(Font(UIFont.systemFont(ofSize: 24, weight: .heavy)))
                Label("Starred", systemImage: "star.fill").labelStyle(IconOnlyLabelStyle())
                ZStack {
                    Color.blue
                    Canvas { context, size in
                        context.fill(Path(ellipseIn: CGRect(x: 10, y: 10, width: 80, height: 80)), with: .color(.red))
                        context.blendMode = .plusLighter
                        context.fill(Path(ellipseIn: CGRect(x: 50, y: 10, width: 80, height: 80)), with: .color(.green))
                    }
                }
                .frame(width: 140, height: 100)
            }
            .navigationTitle("Fonts")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar { EditButton() }
        }
    }
}

#Preview(traits: .fixedLayout(width: 300, height: 320)) { FontsAndBlend() }
