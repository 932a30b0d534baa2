import SwiftUI

protocol Themed {
    var tint: Color { get }
    var title: String { get }
}

extension Themed {
    var tint: Color { .blue }
    var subtitle: String { "About \(title.lowercased())" }
}

struct NewsSection: Themed {
    let title = "News"
}

struct SportsSection: Themed {
    let title = "Sports"
    var tint: Color { .orange }
}

struct SectionHeader: View {
    let section: any Themed

    var body: some View {
        VStack(alignment: .leading) {
            Text(section.title).font(.headline).foregroundColor(section.tint)
            Text(section.subtitle).font(.caption)
        }
    }
}

#Preview(traits: .fixedLayout(width: 240, height: 140)) {
    VStack(alignment: .leading, spacing: 16) {
        SectionHeader(section: NewsSection())
        SectionHeader(section: SportsSection())
    }
}
