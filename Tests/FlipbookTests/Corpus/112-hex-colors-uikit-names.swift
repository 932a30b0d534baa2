// The colour helpers of real projects: the hex initializer found all over the web (Scanner,
// CharacterSet), a UIColor extension of the same name, UIKit's colour names (UIColor.red is
// pure red, Color.red the system red), and UIScreen's bounds for sizes.
import SwiftUI

extension Color {
    init(hex: String) {
        let hex = hex.trimmingCharacters(in: CharacterSet.alphanumerics.inverted)
        var int: UInt64 = 0
        Scanner(string: hex).scanHexInt64(&int)
        let a, r, g, b: UInt64
        switch hex.count {
        case 3:
            (a, r, g, b) = (255, (int >> 8) * 17, (int >> 4 & 0xF) * 17, (int & 0xF) * 17)
        case 6:
            (a, r, g, b) = (255, int >> 16, int >> 8 & 0xFF, int & 0xFF)
        case 8:
            (a, r, g, b) = (int >> 24, int >> 16 & 0xFF, int >> 8 & 0xFF, int & 0xFF)
        default:
            (a, r, g, b) = (1, 1, 1, 0)
        }
        self.init(.sRGB, red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, opacity: Double(a) / 255)
    }
}

extension UIColor {
    convenience init(hex: String) {
        let value = Int(hex.replacingOccurrences(of: "#", with: ""), radix: 16) ?? 0
        self.init(
            red: CGFloat((value >> 16) & 0xFF) / 255, green: CGFloat((value >> 8) & 0xFF) / 255,
            blue: CGFloat(value & 0xFF) / 255, alpha: 1)
    }
}

struct Palette: View {
    private let side = UIScreen.main.bounds.width / 6

    var body: some View {
        HStack(spacing: 0) {
            Color(hex: "#FF8000")
            Color(hex: "0F8")
            Color(hex: "80102030")
            Color(UIColor(hex: "#336699"))
            Color(UIColor.red)
            Color.red
        }
        .frame(height: side)
    }
}

#Preview(traits: .fixedLayout(width: 300, height: 80)) {
    Palette()
}
