import SwiftUI

protocol Badge {
    var title: String { get }
    var color: Color { get }
    func label() -> Text
}

extension Badge {
    var color: Color { .blue }

    func label() -> Text {
        Text(title).foregroundColor(color)
    }
}

struct NewBadge: Badge {
    let title = "New"
}

struct SaleBadge: Badge {
    let title = "Sale"
    var color: Color { .red }
}

struct BadgeStrip<B: Badge>: View {
    let badges: [B]

    var body: some View {
        HStack {
            ForEach(badges.indices, id: \.self) { index in
                badges[index].label()
                    .padding(6)
                    .background(Capsule().stroke(badges[index].color))
            }
        }
    }
}

struct MixedBadges: View {
    let badges: [any Badge] = [NewBadge(), SaleBadge()]

    var body: some View {
        VStack {
            BadgeStrip(badges: [NewBadge(), NewBadge()])
            HStack {
                ForEach(0..<badges.count, id: \.self) { i in
                    badges[i].label()
                }
            }
        }
    }
}

#Preview {
    MixedBadges()
}
