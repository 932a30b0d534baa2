// An integer literal takes its type from what Swift infers around it: the other branch of a
// ternary (`minY > 0 ? minY : 0`), the optional of a `??`, the other bound of a range
// (`.zero...count - 1`). Members of `extension CGFloat` are members of every floating-point
// value (`radius: .r4`); `.init(hex:)` where a colour is expected is the colour extension's
// initializer; a scene's extension of a prelude type replaces the prelude's member; an
// extension's overload of a modifier (`cornerRadius(_:corners:)`) leaves `cornerRadius(8)` to
// SwiftUI's.
import SwiftUI

extension CGFloat {
    static let r4: CGFloat = 4
}

extension Color {
    init(hex: String) {
        let value = Int(hex, radix: 16) ?? 0
        self.init(
            red: Double((value >> 16) & 0xff) / 255, green: Double((value >> 8) & 0xff) / 255,
            blue: Double(value & 0xff) / 255)
    }
}

extension View {
    func cornerRadius(_ radius: CGFloat, corners: UIRectCorner) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius * 2))
    }
}

extension UIApplication {
    var keyWindow: UIWindow? { nil }
}

struct Sticky: View {
    let minY: CGFloat = -20
    let lift: Double? = nil
    let count = 3

    var body: some View {
        let progress = (minY > 0 ? minY : 0) / 200
        let scale = (1 - progress) * 1
        let offset = lift ?? 0
        VStack(spacing: 6) {
            Text("\(scale / 0.5) \(offset / 0.5) \(UIApplication.shared.keyWindow == nil ? "no window" : "window")")
                .foregroundColor(.init(hex: "0077cc"))
            HStack {
                ForEach(.zero...count - 1, id: \.self) { index in
                    Circle().frame(width: 12, height: 12).shadow(color: .black, radius: index == 1 ? .r4 : .zero)
                }
            }
            TextField(text: .constant(""), prompt: Text("Search")) { Text("Query") }
            GroupBox(label: Text("Label")) { Text("Content") }.cornerRadius(8)
            Color.green.frame(width: 40, height: 10).cornerRadius(3, corners: [.topLeft])
        }
        .padding()
    }
}

#Preview(traits: .fixedLayout(width: 300, height: 200)) { Sticky() }
