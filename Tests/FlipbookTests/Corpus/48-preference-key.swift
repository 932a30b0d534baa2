import SwiftUI

struct BadgeCountKey: PreferenceKey {
    static var defaultValue: Int = 0

    static func reduce(value: inout Int, nextValue: () -> Int) {
        value += nextValue()
    }
}

struct MailboxRow: View {
    let name: String
    let unread: Int

    var body: some View {
        HStack {
            Text(name)
            Spacer()
            Text("\(unread)")
                .foregroundStyle(.secondary)
        }
        .frame(width: 180)
        .preference(key: BadgeCountKey.self, value: unread)
    }
}

struct MailboxList: View {
    @State private var totalUnread = 0

    var body: some View {
        VStack(spacing: 8) {
            Text("Inbox (\(totalUnread))")
                .font(.headline)
            MailboxRow(name: "Work", unread: 4)
            MailboxRow(name: "Family", unread: 2)
            MailboxRow(name: "News", unread: 7)
        }
        .onPreferenceChange(BadgeCountKey.self) { total in
            totalUnread = total
        }
    }
}

#Preview(traits: .fixedLayout(width: 240, height: 160)) {
    MailboxList()
}
