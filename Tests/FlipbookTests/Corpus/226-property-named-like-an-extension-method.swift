// A view's stored property that is not a closure does not hide an extension's method of the
// same name: `Chip(title: "New").badge(.red)` calls `View.badge(_:)`, as Swift's overloading
// picks, though `Chip` has a private `badge: Color` of its own. The timer's `tolerance` is
// accepted; the virtual clock fires on time, within any tolerance.
import SwiftUI

struct Chip: View {
    private var badge: Color = .gray
    let title: String
    init(title: String) { self.title = title }
    var body: some View {
        Text(title).padding(8).background(badge.opacity(0.3))
    }
}

extension View {
    func badge(_ color: Color) -> some View {
        overlay(Circle().fill(color).frame(width: 10, height: 10), alignment: .topTrailing)
    }
}

final class Ticker: ObservableObject {
    @Published var ticks = 0
    var timer: Timer?
    func start() {
        timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { [weak self] _ in
            guard let self else { return }
            ticks += 1
            if ticks == 3 { timer?.invalidate() }
        }
        timer?.tolerance = 0.05
    }
}

struct V: View {
    @StateObject private var ticker = Ticker()
    var body: some View {
        VStack {
            Chip(title: "New").badge(.red)
            Text("\(ticker.ticks)")
        }
        .onAppear { ticker.start() }
    }
}
#Preview(traits: .fixedLayout(width: 160, height: 100)) { V() }
