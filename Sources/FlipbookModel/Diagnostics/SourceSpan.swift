/// A position in a scene file: 1-based line and column (in UTF-8 bytes, as swift-syntax counts),
/// and the 0-based UTF-8 offset.
public struct SourceLocation: Hashable, Sendable, Comparable {
    public var line: Int
    public var column: Int
    public var offset: Int

    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool { lhs.offset < rhs.offset }
}

/// The range of source text a node came from.
public struct SourceSpan: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var start: SourceLocation
    public var end: SourceLocation

    public init(file: String, start: SourceLocation, end: SourceLocation) {
        self.file = file
        self.start = start
        self.end = end
    }

    /// A span for things that have no source, such as options given on the command line.
    public static func unknown(file: String) -> SourceSpan {
        SourceSpan(
            file: file, start: SourceLocation(line: 0, column: 0, offset: 0),
            end: SourceLocation(line: 0, column: 0, offset: 0))
    }

    public var isKnown: Bool { start.line > 0 }

    public var description: String { "\(file):\(start.line):\(start.column)" }
}
