/// Finds a control character that Swift source may not contain outside a string literal's
/// escapes (swiftc rejects them as "unprintable ASCII character"). swift-syntax's diagnostics
/// trap on some of them (a Fix-It with no change), so the file is rejected before parsing.
struct ControlCharacterScan {
    /// The UTF-8 offset and value of the first such character, if any.
    let first: (offset: Int, value: UInt8)?

    init(source: String) {
        var found: (Int, UInt8)?
        for (offset, byte) in source.utf8.enumerated() where Self.isForbidden(byte) {
            found = (offset, byte)
            break
        }
        first = found
    }

    /// C0 controls other than tab, line feed and carriage return, and DEL. Vertical tab and form
    /// feed are whitespace to Swift, but swift-syntax traps on them beside `=`, and source
    /// files do not use them.
    static func isForbidden(_ byte: UInt8) -> Bool {
        (byte < 0x20 && ![0x09, 0x0A, 0x0D].contains(byte)) || byte == 0x7F
    }
}
