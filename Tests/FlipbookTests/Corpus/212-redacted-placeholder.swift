// .redacted(reason: .placeholder): text and symbols draw as placeholder bars in their foreground
// style; .unredacted() shows a view as it is, and \.redactionReasons tells a view why it is redacted.
import SwiftUI

struct Card: View {
    @Environment(\.redactionReasons) var reasons
    var body: some View {
        HStack(alignment: .top) {
            Image(systemName: "person.crop.circle.fill").font(.largeTitle)
            VStack(alignment: .leading, spacing: 4) {
                Text("Jane Appleseed").font(.headline)
                Text("Loading the profile takes a moment, please wait.").font(.subheadline)
                Text(reasons.contains(.placeholder) ? "placeholder" : "shown").unredacted().foregroundStyle(.blue)
            }
        }
        .padding()
    }
}

#Preview(traits: .fixedLayout(width: 400, height: 300)) {
    VStack {
        Card()
        Card().redacted(reason: .placeholder)
    }
}
