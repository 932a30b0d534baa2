import SwiftUI

class UserSettings: ObservableObject {
    @Published var accentColor: Color = .blue
    @Published var username = "guest"
}

struct ProfileBadge: View {
    @EnvironmentObject var settings: UserSettings

    var body: some View {
        Text("@\(settings.username)")
            .foregroundColor(.white)
            .padding(.horizontal, 16)
            .padding(.vertical, 8)
            .background(settings.accentColor)
            .cornerRadius(8)
    }
}

struct SettingsScreen: View {
    @StateObject private var settings = UserSettings()

    var body: some View {
        VStack {
            ProfileBadge()
        }
        .environmentObject(settings)
        .task {
            try? await Task.sleep(for: .seconds(1))
            withAnimation {
                settings.accentColor = .purple
                settings.username = "taylor"
            }
        }
    }
}

#Preview(traits: .fixedLayout(width: 240, height: 120)) {
    SettingsScreen()
}
