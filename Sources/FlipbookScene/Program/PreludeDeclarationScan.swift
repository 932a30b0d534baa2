/// The names a prelude part's text declares, each with the type declarations it is nested in,
/// found by a scan of words and braces, without parsing: the prelude chooses its parts before
/// it parses them, and parsing is what it saves. The prelude is Flipbook's own code, with
/// balanced braces outside strings and comments, which the scan skips.
struct PreludeDeclarationScan {
    struct Declaration: Equatable {
        let keyword: Substring
        let name: Substring
        /// The enclosing type declarations' names, outermost first (`extension String { func x }`
        /// gives `["String"]`), or nil inside a function, a computed property or a closure.
        let enclosing: [Substring]?
    }

    static let declarationKeywords: Set<Substring> = ["struct", "enum", "class", "protocol", "typealias", "func"]
    private static let typeKeywords: Set<Substring> = ["struct", "enum", "class", "protocol", "extension", "actor"]
    /// Keywords whose `{` opens a body that is not a type's.
    private static let bodyKeywords: Set<Substring> = ["func", "init", "var", "let", "subscript", "case", "deinit"]

    static func declarations(in text: String) -> [Declaration] {
        var found: [Declaration] = []
        // One entry per open brace: the type it is the body of, or nil.
        var braces: [Substring?] = []
        var header: Substring?
        var previousWord: Substring?
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        func peek(_ offset: Int) -> Unicode.Scalar? {
            var i = index
            for _ in 0..<offset {
                guard i < scalars.endIndex else { return nil }
                i = scalars.index(after: i)
            }
            return i < scalars.endIndex ? scalars[i] : nil
        }
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if scalar == "/" && peek(1) == "/" {
                while index < scalars.endIndex && scalars[index] != "\n" { index = scalars.index(after: index) }
                continue
            }
            if scalar == "\"" {
                index = endOfString(scalars, from: index)
                previousWord = nil
                continue
            }
            if isWordScalar(scalar) {
                let start = index
                while index < scalars.endIndex && isWordScalar(scalars[index]) { index = scalars.index(after: index) }
                let word = text[start..<index]
                if let keyword = previousWord {
                    if typeKeywords.contains(keyword) {
                        header = word
                    }
                    if declarationKeywords.contains(keyword) {
                        let enclosing = braces.contains(where: { $0 == nil }) ? nil : braces.compactMap { $0 }
                        found.append(Declaration(keyword: keyword, name: word, enclosing: enclosing))
                    }
                }
                if bodyKeywords.contains(word) { header = nil }
                previousWord = word
                continue
            }
            if scalar == "{" {
                braces.append(header)
                header = nil
            } else if scalar == "}" {
                _ = braces.popLast()
                header = nil
            }
            if !scalar.properties.isWhitespace { previousWord = nil }
            index = scalars.index(after: index)
        }
        return found
    }

    /// The index after the string literal that starts at `start` (a `"` or `"""`), skipping
    /// escaped quotes; an interpolation's contents are skipped with it.
    private static func endOfString(_ scalars: String.UnicodeScalarView, from start: String.Index) -> String.Index {
        var index = scalars.index(after: start)
        let isMultiline = scalars[index...].starts(with: "\"\"".unicodeScalars)
        if isMultiline { index = scalars.index(index, offsetBy: 2) }
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if scalar == "\\" {
                index = scalars.index(after: index)
                if index < scalars.endIndex { index = scalars.index(after: index) }
                continue
            }
            if scalar == "\"" {
                if !isMultiline { return scalars.index(after: index) }
                if scalars[index...].starts(with: "\"\"\"".unicodeScalars) { return scalars.index(index, offsetBy: 3) }
            }
            if scalar == "\n" && !isMultiline { return index }
            index = scalars.index(after: index)
        }
        return index
    }

    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "_"
    }
}
