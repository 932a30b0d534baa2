import SwiftUI

private struct AccentThicknessKey: EnvironmentKey {
    static let defaultValue: CGFloat = 2
}

extension EnvironmentValues {
    var accentThickness: CGFloat {
        get { self[AccentThicknessKey.self] }
        set { self[AccentThicknessKey.self] = newValue }
    }

    @Entry var cardTint: Color = .indigo
}

extension View {
    func accentThickness(_ value: CGFloat) -> some View {
        environment(\.accentThickness, value)
    }
}

struct UnderlinedTitle: View {
    @Environment(\.accentThickness) private var thickness
    @Environment(\.cardTint) private var tint
    @Environment(\.colorScheme) private var colorScheme
    let title: String

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .foregroundStyle(colorScheme == .dark ? .white : .black)
            Rectangle()
                .fill(tint)
                .frame(height: thickness)
        }
        .fixedSize()
    }
}

#Preview {
    VStack(spacing: 20) {
        UnderlinedTitle(title: "Default")
        UnderlinedTitle(title: "Thick")
            .accentThickness(6)
            .environment(\.cardTint, .orange)
    }
}
