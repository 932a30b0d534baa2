import SwiftUI

struct PremiumBadge: View {
    var body: some View {
        VStack(spacing: 10) {
            Text("PRO")
                .font(.system(size: 44, weight: .black))
                .foregroundStyle(.linearGradient(colors: [.orange, .pink], startPoint: .leading, endPoint: .trailing))
            Capsule()
                .fill(.linearGradient(colors: [.purple, .blue], startPoint: .top, endPoint: .bottom))
                .frame(width: 120, height: 14)
            Circle()
                .fill(.radialGradient(colors: [.white, .mint], center: .center, startRadius: 2, endRadius: 20))
                .frame(width: 40, height: 40)
        }
    }
}

#Preview(traits: .fixedLayout(width: 200, height: 160)) {
    PremiumBadge()
}
