import FlipbookModel

/// One of the app's resource files that `Bundle.main` lends the scene (`animals.json`): where
/// it lies, for the URL the scene holds, and its text, read before the run so that the run
/// stays a pure function of its inputs.
public struct BundleResource: Sendable, Equatable {
    public var path: String
    /// Nil when the file could not be read as UTF-8 text of at most `maximumBytes`: reading it
    /// throws, as `Data(contentsOf:)` does for a file it cannot open.
    public var text: String?
    /// An image file (`turtlerock.jpg`), decoded when Core Graphics code reads it
    /// (`CGImageSourceCreateImageAtIndex`); nil for a data file.
    public var image: AssetImageSource?

    /// The largest resource read; JSON decoding has the same limit.
    public static let maximumBytes = 4 << 20

    public init(path: String, text: String?, image: AssetImageSource? = nil) {
        self.path = path
        self.text = text
        self.image = image
    }
}
