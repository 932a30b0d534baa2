/// The wording of the lowering's messages, kept in one place so they stay consistent.
enum UnsupportedSyntax {
    /// Valid Swift that Flipbook cannot run: a warning at parse time, an error if reached.
    static func message(_ construct: String) -> String {
        "'\(construct)' is not supported by Flipbook yet"
    }

    static let topLevelStatement =
        "a scene file's top level holds declarations only; put statements in '.task { }' or '.onAppear { }'"
    static let previewNotAtTopLevel = "'#Preview' is only allowed at the top level of the file"

    /// The first line of a construct's text, shortened, to name it in a message.
    static func excerpt(_ text: String) -> String {
        let firstLine = text.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
        return firstLine.count > 30 ? firstLine.prefix(30) + "…" : firstLine
    }
}
