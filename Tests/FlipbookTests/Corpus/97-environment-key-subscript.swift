import SwiftUI

private struct BadgeSizeKey: EnvironmentKey {
    static let defaultValue: CGFloat = 20
}

extension EnvironmentValues {
    var badgeSize: CGFloat {
        get { self[BadgeSizeKey.self] }
        set { self[BadgeSizeKey.self] = newValue }
    }
}

extension View {
    func badgeSize(_ size: CGFloat) -> some View {
        environment(\.badgeSize, size)
    }
}

struct Badge: View {
    @Environment(\.badgeSize) private var size
    let color: Color

    var body: some View {
        Circle().fill(color).frame(width: size, height: size)
    }
}

#Preview(traits: .fixedLayout(width: 200, height: 100)) {
    HStack {
        Badge(color: .red)
        Badge(color: .green).badgeSize(40)
        VStack {
            Badge(color: .blue)
            Badge(color: .purple)
        }
        .badgeSize(12)
    }
}
