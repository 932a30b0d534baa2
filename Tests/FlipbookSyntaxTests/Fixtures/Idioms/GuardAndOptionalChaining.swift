import SwiftUI

struct Profile {
    var name: String
    var avatar: Avatar?

    struct Avatar {
        var symbol: String
        var color: Color?
    }
}

struct ProfileBadge: View {
    let profile: Profile?

    private var initials: String {
        guard let name = profile?.name, !name.isEmpty else { return "?" }
        let parts = name.split(separator: " ")
        return parts.compactMap { $0.first.map(String.init) }.prefix(2).joined()
    }

    private var symbolColor: Color {
        profile?.avatar?.color ?? .accentColor
    }

    var body: some View {
        ZStack {
            Circle().fill(symbolColor.opacity(0.2))
            if let symbol = profile?.avatar?.symbol {
                Image(systemName: symbol)
                    .foregroundStyle(symbolColor)
            } else if let profile, profile.name.count > 3 {
                Text(initials).bold()
            } else {
                Text(initials)
            }
        }
        .frame(width: 64, height: 64)
    }
}

struct ProfileDemo: View {
    @State private var profile: Profile? = nil

    var body: some View {
        ProfileBadge(profile: profile)
            .onAppear {
                withAnimation(.easeIn(duration: 0.3)) {
                    profile = Profile(name: "Ada Lovelace", avatar: nil)
                }
                profile?.avatar = Profile.Avatar(symbol: "person.fill", color: .purple)
                profile?.name += "!"
            }
    }
}

#Preview {
    ProfileDemo()
}
