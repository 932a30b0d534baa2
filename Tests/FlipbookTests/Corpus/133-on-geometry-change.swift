// onGeometryChange reports the transformed geometry when the view appears and after each change
// of layout: the one-value form gets the new width, the two-value form the old and the new (both
// the first width on appearing). Geometry is the model's: mid-animation it is already 300.
import SwiftUI
struct V: View {
    @State private var width: CGFloat = 0
    @State private var log = ""
    @State private var wide = false
    var body: some View {
        VStack {
            Text("width \(Int(width))")
            Text(log)
            Rectangle().fill(.blue)
                .frame(width: wide ? 300 : 100, height: 40)
                .onGeometryChange(for: CGFloat.self) { proxy in
                    proxy.size.width
                } action: { newValue in
                    width = newValue
                }
                .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { old, new in
                    log = "\(Int(old))→\(Int(new))"
                }
        }
        .task { try? await Task.sleep(for: .seconds(0.5)); withAnimation { wide = true } }
    }
}
#Preview { V() }
