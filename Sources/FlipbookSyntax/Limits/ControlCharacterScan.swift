/// Finds a control character the parser must not see: swift-syntax traps on them before an
/// `=`, and Swift rejects them in code. In a comment Swift accepts them (a file header may
/// carry one pasted from a name), so there they count only where they could trap.
struct ControlCharacterScan {
    /// The UTF-8 offset and value of the first such character, if any.
    let first: (offset: Int, value: UInt8)?

    init(source: String) {
        var found: (Int, UInt8)?
        var state = State.code
        let bytes = Array(source.utf8)
        var index = 0
        // Where the last look for an `=` ended: at an `=` or the end of the line, which answers
        // for every byte before it too (a line of control characters would otherwise be quadratic).
        var lineEnd = -1
        while index < bytes.count {
            let byte = bytes[index]
            let inComment = state == .lineComment || state == .blockComment
            if Self.isForbidden(byte), !inComment || Self.traps(byte) || Self.equalsFollows(bytes, index, &lineEnd) {
                found = (index, byte)
                break
            }
            index = Self.advance(&state, bytes, index)
        }
        first = found
    }

    /// Where the scan is: comments and string literals are told apart from code closely
    /// enough for this purpose (a misreading only leaves a character to swift-syntax's own
    /// diagnostics, as every trapping one is caught everywhere).
    private enum State { case code, string, multilineString, lineComment, blockComment }

    private static func advance(_ state: inout State, _ bytes: [UInt8], _ index: Int) -> Int {
        // Compared in place: this runs at every byte of every scene.
        func at(_ offset: Int, _ text: StaticString) -> Bool {
            let count = text.utf8CodeUnitCount
            guard offset + count <= bytes.count else { return false }
            let target = text.utf8Start
            for k in 0..<count where bytes[offset + k] != target[k] { return false }
            return true
        }
        let byte = bytes[index]
        switch state {
        case .code:
            if at(index, "//") { state = .lineComment; return index + 2 }
            if at(index, "/*") { state = .blockComment; return index + 2 }
            if at(index, "\"\"\"") { state = .multilineString; return index + 3 }
            if byte == UInt8(ascii: "\"") { state = .string }
        case .string:
            if byte == UInt8(ascii: "\\") { return index + 2 }
            if byte == UInt8(ascii: "\"") || byte == 0x0A { state = .code }
        case .multilineString:
            if byte == UInt8(ascii: "\\") { return index + 2 }
            if at(index, "\"\"\"") { state = .code; return index + 3 }
        case .lineComment:
            if byte == 0x0A { state = .code }
        case .blockComment:
            if at(index, "*/") { state = .code; return index + 2 }
        }
        return index + 1
    }

    /// C0 controls other than tab, line feed and carriage return, and DEL. Vertical tab and form
    /// feed are whitespace to Swift, but swift-syntax traps on them beside `=`, and source
    /// files do not use them.
    static func isForbidden(_ byte: UInt8) -> Bool {
        (byte < 0x20 && ![0x09, 0x0A, 0x0D].contains(byte)) || byte == 0x7F
    }

    /// Vertical tab and form feed: forbidden even in a comment, where a misread comment could
    /// hand them to swift-syntax beside an `=`.
    static func traps(_ byte: UInt8) -> Bool { byte == 0x0B || byte == 0x0C }

    /// Whether an `=` follows on the same line: swift-syntax traps on an unprintable character
    /// before `=` in code, so one is allowed in a comment only where a misread comment could
    /// not put it there.
    private static func equalsFollows(_ bytes: [UInt8], _ index: Int, _ stop: inout Int) -> Bool {
        if stop <= index {
            stop = index + 1
            while stop < bytes.count, bytes[stop] != 0x0A, bytes[stop] != UInt8(ascii: "=") { stop += 1 }
        }
        return stop < bytes.count && bytes[stop] == UInt8(ascii: "=")
    }
}
