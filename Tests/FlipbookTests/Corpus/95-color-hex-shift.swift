import SwiftUI

extension Color {
    init(hex: UInt, alpha: Double = 1) {
        self.init(
            .sRGB,
            red: Double((hex >> 16) & 0xff) / 255,
            green: Double((hex >> 08) & 0xff) / 255,
            blue: Double((hex >> 00) & 0xff) / 255,
            opacity: alpha
        )
    }

    static let brandPrimary = Color(hex: 0x5B2A86)
    static let brandAccent = Color(hex: 0xF2A541, alpha: 0.8)
}

struct BrandSwatches: View {
    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 8).fill(Color.brandPrimary)
            RoundedRectangle(cornerRadius: 8).fill(Color.brandAccent)
            RoundedRectangle(cornerRadius: 8).fill(Color(hex: 0x00A6A6))
        }
        .frame(width: 216, height: 60)
    }
}

#Preview(traits: .fixedLayout(width: 260, height: 100)) {
    BrandSwatches()
}
