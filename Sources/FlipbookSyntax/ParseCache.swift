import FlipbookModel
import Foundation

/// Files already parsed, by their text, name and renamings: a scene that reads its app's files
/// is compiled again each time another file joins it, and parsing the same files each time
/// made a project of large files take a minute. A parse is a pure function of the key, so a
/// result is reused whatever thread asks. The cache is small and starts over when full: one
/// process (the fuzzer) may parse millions of files.
final class ParseCache: @unchecked Sendable {
    struct Key: Hashable {
        let source: String
        let fileName: String
        let renaming: Set<String>
    }

    static let shared = ParseCache()
    static let capacity = 256

    private let lock = NSLock()
    private var results: [Key: Result<SceneProgram, DiagnosticList>] = [:]

    subscript(key: Key) -> Result<SceneProgram, DiagnosticList>? {
        get { lock.withLock { results[key] } }
        set {
            lock.withLock {
                if results.count >= Self.capacity { results.removeAll() }
                results[key] = newValue
            }
        }
    }
}
