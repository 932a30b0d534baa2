import SwiftUI

struct Card<Content: View, Footer: View>: View {
    let title: String
    private let content: Content
    private let footer: Footer

    init(_ title: String, @ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.title = title
        self.content = content()
        self.footer = footer()
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(title).font(.headline)
            content
            Divider()
            footer
        }
        .padding()
        .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 16))
    }
}

extension Card where Footer == EmptyView {
    init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(title, content: content, footer: { EmptyView() })
    }
}

struct CardGallery: View {
    @State private var expanded = false

    var body: some View {
        VStack {
            Card("Weather") {
                Label("Sunny", systemImage: "sun.max")
            } footer: {
                Text("Updated now").font(.caption)
            }
            Card("Plain") {
                if expanded {
                    Text("More text appears here")
                        .transition(.opacity)
                }
            }
        }
        .onAppear {
            withAnimation(.easeInOut.delay(0.3)) { expanded = true }
        }
    }
}

#Preview {
    CardGallery()
}
