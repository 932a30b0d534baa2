// The scene's own LabelStyle makes the labels below with makeBody(configuration:) (its title and
// icon); SwiftUI's styles by name still apply, and an inner style wins over an outer one.
import SwiftUI
struct VerticalLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 4) {
            configuration.icon.font(.title)
            configuration.title.font(.caption)
        }
    }
}
struct BadgeStyle: LabelStyle {
    var color: Color
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.icon
            configuration.title
        }
        .padding(8)
        .background(color.opacity(0.2), in: Capsule())
    }
}
struct V: View {
    var body: some View {
        VStack(spacing: 16) {
            HStack(spacing: 24) {
                Label("Home", systemImage: "house")
                Label("Search", systemImage: "magnifyingglass")
            }
            .labelStyle(VerticalLabelStyle())
            Label("Starred", systemImage: "star.fill").labelStyle(BadgeStyle(color: .orange))
            Label("Plain", systemImage: "gear").labelStyle(.titleOnly)
            VStack { Label("Inner", systemImage: "bolt").labelStyle(.iconOnly) }.labelStyle(VerticalLabelStyle())
        }
    }
}
#Preview { V() }
