import FlipbookModel

/// Shaped texts, remembered so that layout can ask for the same text at many widths (ideal
/// size, then the proposed width) without shaping it again. Bounded: emptied when full.
final class ShapedTextCache: Sendable {
    static let shared = ShapedTextCache()
    private static let capacity = 2048

    private struct Key: Hashable {
        var text: StyledText
        var directory: String
        var emoji: String
        var symbols: String
    }

    private let entries = Locked<[Key: ShapedText]>([:])

    func shaped(_ text: StyledText, with fonts: FontLibrary) -> ShapedText {
        let key = Key(text: text, directory: fonts.directory, emoji: fonts.emojiPath, symbols: fonts.symbolPath)
        if let known = entries.withLock({ $0[key] }) { return known }
        // Shaped outside the lock: two threads may shape the same text, with the same result.
        let shaped = TextShaper(library: fonts).shape(text)
        entries.withLock { entries in
            if entries.count >= ShapedTextCache.capacity { entries.removeAll() }
            entries[key] = shaped
        }
        return shaped
    }

    /// Forgets every shaped text (tests check that shaping again gives the same layout).
    func clear() {
        entries.withLock { $0.removeAll() }
    }
}
