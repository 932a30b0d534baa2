import SwiftUI

extension Color {
    init(r: Int, g: Int, b: Int, alpha: Double = 1) {
        self.init(
            .sRGB,
            red: Double(r) / 255,
            green: Double(g) / 255,
            blue: Double(b) / 255,
            opacity: alpha
        )
    }

    static let brandPrimary = Color(r: 91, g: 42, b: 134)
    static let brandAccent = Color(r: 242, g: 165, b: 65, alpha: 0.8)
}

struct BrandSwatches: View {
    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 8).fill(Color.brandPrimary)
            RoundedRectangle(cornerRadius: 8).fill(Color.brandAccent)
            RoundedRectangle(cornerRadius: 8).fill(Color(r: 0, g: 166, b: 166))
        }
        .frame(width: 216, height: 60)
    }
}

#Preview(traits: .fixedLayout(width: 260, height: 100)) {
    BrandSwatches()
}
