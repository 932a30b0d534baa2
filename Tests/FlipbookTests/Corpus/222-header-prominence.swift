// Section headers of increased prominence (on one section, and on a whole list), accessibility
// environment values that read iOS's defaults, and iOS 18's zoom-transition source, which draws
// as itself until a navigation; a row separator in a tint.
import SwiftUI

struct Settings: View {
    @Environment(\.accessibilityVoiceOverEnabled) private var voiceOver
    @Namespace private var namespace

    var body: some View {
        HStack(spacing: 0) {
            List {
                Section("Favourites") {
                    Text("Apple")
                }
                .headerProminence(.increased)
                Section("Others") {
                    Text(voiceOver ? "VoiceOver" : "Pear")
                        .matchedTransitionSource(id: "pear", in: namespace)
                }
            }
            List {
                Section("Account") { Text("Profile") }
                Section("Help") {
                    Text("About").listRowSeparatorTint(.orange)
                    Text("Contact")
                }
            }
            .headerProminence(.increased)
        }
    }
}

#Preview(traits: .fixedLayout(width: 400, height: 260)) { Settings() }
