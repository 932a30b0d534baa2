import SwiftUI

struct User {
    var name: String
    var nickname: String?
    var avatarColor: Color?
}

struct UserRow: View {
    let user: User?

    private var displayName: String {
        guard let user else { return "Anonymous" }
        if let nickname = user.nickname, !nickname.isEmpty {
            return nickname
        }
        return user.name
    }

    var body: some View {
        HStack {
            if let color = user?.avatarColor {
                Circle().fill(color).frame(width: 24, height: 24)
            } else {
                Circle().stroke(Color.gray, lineWidth: 2).frame(width: 24, height: 24)
            }
            Text(displayName)
        }
    }
}

#Preview(traits: .fixedLayout(width: 220, height: 140)) {
    VStack(alignment: .leading, spacing: 10) {
        UserRow(user: User(name: "Jonathan", nickname: "Jon", avatarColor: .mint))
        UserRow(user: User(name: "Amelia", nickname: "", avatarColor: nil))
        UserRow(user: nil)
    }
}
