import Foundation
import Synchronization

/// A one-line progress bar on standard error, redrawn when the shown percentage changes.
final class ProgressBar: Sendable {
    private let total: Int
    private let label: String
    private let enabled: Bool
    private let lastPercent = Mutex(-1)

    init(total: Int, label: String, enabled: Bool = standardErrorIsTerminal) {
        self.total = max(1, total)
        self.label = label
        self.enabled = enabled
    }

    func update(_ done: Int) {
        guard enabled else { return }
        let percent = done * 100 / total
        let shouldDraw = lastPercent.withLock { last in
            guard percent != last else { return false }
            last = percent
            return true
        }
        guard shouldDraw else { return }
        let width = 30
        let filled = done * width / total
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        FileHandle.standardError.write(Data("\r\(label) \(bar) \(done)/\(total) frames".utf8))
    }

    /// Clears the bar's line.
    func finish() {
        guard enabled else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
    }
}
