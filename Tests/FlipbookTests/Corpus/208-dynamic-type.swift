// Dynamic Type: text styles take their size from the environment's DynamicTypeSize (Apple's
// table: body 17 at .large, 23 at .xxxLarge, 28 at .accessibility1); fixed sizes do not change.
// A range clamps the size it is given; the older \.sizeCategory writes the same size.
import SwiftUI

struct Row: View {
    @Environment(\.dynamicTypeSize) var size
    var body: some View {
        HStack {
            Text("Aa").font(.title)
            Text(size.isAccessibilitySize ? "AX" : "std")
            Image(systemName: "star.fill")
            Text("17").font(.system(size: 17))
        }
    }
}

#Preview(traits: .fixedLayout(width: 320, height: 300)) {
    VStack(spacing: 8) {
        Row()
        Row().dynamicTypeSize(.xxxLarge)
        Row().environment(\.sizeCategory, .accessibilityMedium)
        Row().dynamicTypeSize(...DynamicTypeSize.large).environment(\.dynamicTypeSize, .accessibility3)
        Row().dynamicTypeSize(.xSmall ... .small)
    }
}
