// Combine's subjects and NotificationCenter: a sink gets each value as it is sent, in the order
// of subscription; .onReceive subscribes when its view appears (a CurrentValueSubject sends its
// value then); the scene's own post reaches its observers, and the system's never come offline.
import SwiftUI
import Combine

extension Notification.Name {
    static let scored = Notification.Name("scored")
}

final class Game: ObservableObject {
    @Published var log: [String] = []
    let events = PassthroughSubject<String, Never>()
    let level = CurrentValueSubject<Int, Never>(1)
    private var cancellables = Set<AnyCancellable>()

    init() {
        events.sink { [weak self] event in self?.log.append(event) }.store(in: &cancellables)
        level.sink { value in print("level \(value)") }.store(in: &cancellables)
    }
}

struct Board: View {
    @StateObject private var game = Game()
    @State private var score = 0
    @State private var keyboard = false

    var body: some View {
        VStack {
            Text("Score \(score)")
            Text(game.log.joined(separator: ","))
            Text(keyboard ? "keyboard" : "no keyboard")
        }
        .onReceive(NotificationCenter.default.publisher(for: .scored)) { _ in
            withAnimation { score += 1 }
        }
        .onReceive(NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)) { _ in
            keyboard = true
        }
        .onReceive(game.level) { level in game.log.append("L\(level)") }
        .task {
            try? await Task.sleep(for: .seconds(0.5))
            NotificationCenter.default.post(name: .scored, object: nil)
            game.events.send("a")
            game.level.send(2)
        }
    }
}

#Preview(traits: .fixedLayout(width: 240, height: 120)) { Board() }
