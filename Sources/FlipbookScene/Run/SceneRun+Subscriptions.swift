import FlipbookModel

extension SceneRun {
    /// `.onReceive(publisher)` for a publisher written in Swift (the prelude's subjects and
    /// `NotificationCenter`, or the scene's own type with a `sink(receiveValue:)`): subscribed
    /// when the view appears, as SwiftUI subscribes, so what the publisher sends reaches the
    /// action while the view is there. Any other publisher never sends here.
    func subscribe(_ record: EffectRecord, to publisher: Value, _ action: Function) throws(Interrupt) {
        guard let type = interpreter.declaredType(of: publisher),
            !type.methods(named: "sink").isEmpty || type.conforms(to: "Publisher")
        else { return }
        let cancellable = try interpreter.callMethod(
            on: publisher, "sink", positional: [.function(action)], labels: ["receiveValue"], at: record.spec.span,
            Env(scope: interpreter.globalScope))
        subscriptions[record.owner] = cancellable
    }

    /// Cancels the subscriptions of views that went away.
    func cancelSubscriptions(of owners: Set<Identity>) throws(Interrupt) {
        for owner in subscriptions.keys.sorted(by: { $0.description < $1.description }) where owners.contains(owner) {
            guard let cancellable = subscriptions.removeValue(forKey: owner) else { continue }
            if interpreter.declaredType(of: cancellable)?.methods(named: "cancel").isEmpty == false {
                _ = try interpreter.callMethod(
                    on: cancellable, "cancel", positional: [], at: .unknown(file: ""), Env(scope: interpreter.globalScope))
            }
        }
    }
}
