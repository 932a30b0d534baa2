import Foundation

/// Writes a file so that it appears whole or not at all: the bytes go to a hidden temporary
/// name in the same folder, which is renamed over the target once complete. A failed write
/// (a full disk) removes its temporary file; an interrupted render never leaves a frame half
/// written under its real name.
enum AtomicFile {
    static func write(_ bytes: [UInt8], to url: URL) throws {
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).partial-\(ProcessInfo.processInfo.processIdentifier)")
        do {
            try Data(bytes).write(to: temporary)
            guard rename(temporary.path, url.path) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        } catch {
            unlink(temporary.path)
            throw error
        }
    }
}
