/// The type names Flipbook itself provides: its native types and views, and the types its
/// prelude declares in Swift. An app's files are never searched for these.
public enum BuiltInTypeNames {
    public static let all: Set<String> = {
        var names = Set(NativeTypes.table.keys).union(ViewFactories.initializers.keys).union(ProgramIndex.nativeProtocols)
        for text in [Prelude.source] + PreludePart.all.map(\.text) { names.formUnion(declared(in: text)) }
        return names
    }()

    /// The names after `struct`, `class`, `enum`, `protocol`, `actor` and `typealias`.
    private static func declared(in text: String) -> Set<String> {
        let keywords: Set<Substring> = ["struct", "class", "enum", "protocol", "actor", "typealias"]
        let words = text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
        var names: Set<String> = []
        for (index, word) in words.enumerated() where keywords.contains(word) && index + 1 < words.count {
            names.insert(String(words[index + 1]))
        }
        return names
    }
}
