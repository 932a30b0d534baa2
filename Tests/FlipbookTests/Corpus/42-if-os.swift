import SwiftUI

struct PlatformBadge: View {
    private var platformName: String {
        #if os(iOS)
        return "iPhone"
        #elseif os(macOS)
        return "Mac"
        #else
        return "Other"
        #endif
    }

    var body: some View {
        Text(platformName)
            .padding()
            #if os(iOS)
            .background(Color.blue.opacity(0.2))
            #else
            .background(Color.gray.opacity(0.2))
            #endif
            .clipShape(Capsule())
    }
}

#Preview(traits: .fixedLayout(width: 200, height: 100)) {
    PlatformBadge()
}
