import FlipbookModel

/// Parses scene source text into a `SceneProgram` (the `parse` stage).
public enum SceneParser {
    /// - Throws: every syntax error and unsupported construct found, located in `fileName`.
    public static func parse(source: String, fileName: String) throws(DiagnosticList) -> SceneProgram {
        throw DiagnosticList([.error("the parser is not written yet", at: nil)])
    }
}
