import SwiftUI
#if canImport(UIKit)
import UIKit
#endif

struct AdaptiveTitle: View {
    let text: String

    var body: some View {
        Text(text)
            .font(.title)
            #if os(iOS)
            .padding(.horizontal, 24)
            #elseif os(macOS)
            .padding(.horizontal, 48)
            #endif
            .background(backgroundColor)
    }

    private var backgroundColor: Color {
        #if canImport(UIKit)
        Color(uiColor: .secondarySystemBackground)
        #else
        Color.gray.opacity(0.2)
        #endif
    }
}

struct PlatformDemo: View {
    @State private var title = "Hello"

    var body: some View {
        AdaptiveTitle(text: title)
            .onAppear {
                #if DEBUG
                title = "Hello, debug"
                #else
                title = "Hello, release"
                #endif
            }
    }
}

#Preview {
    PlatformDemo()
}
