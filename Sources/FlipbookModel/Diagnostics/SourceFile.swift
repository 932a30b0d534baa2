/// A Swift file given to Flipbook: the scene, or a file it includes (`--include`).
public struct SourceFile: Hashable, Sendable {
    /// The path as the user wrote it: the file name of every span in it.
    public var fileName: String
    public var text: String

    public init(fileName: String, text: String) {
        self.fileName = fileName
        self.text = text
    }
}
