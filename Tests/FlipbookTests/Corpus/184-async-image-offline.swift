// `AsyncImage` offline: nothing loads, so each draws its placeholder (a spinner, the `.empty`
// phase's view, the default grey) and the file gets a warning at each call.
import SwiftUI
struct OfflineImages: View {
    var body: some View {
        VStack {
            AsyncImage(url: URL(string: "https://example.com/a.png")) { image in
                image.resizable()
            } placeholder: {
                ProgressView()
            }
            .frame(width: 80, height: 80)
            AsyncImage(url: URL(string: "https://example.com/b.png")) { phase in
                if let image = phase.image { image.resizable() } else { Color.gray.overlay(Text("loading")) }
            }
            .frame(width: 80, height: 80)
            AsyncImage(url: URL(string: "https://example.com/c.png")).frame(width: 80, height: 40)
        }
    }
}
#Preview { OfflineImages() }
