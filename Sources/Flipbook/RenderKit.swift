import FlipbookModel
import FlipbookRender

/// What drawing needs, opened once per process: the fonts, the text engine that lays text out
/// with them, and the rasterizer. The command line gets everything through this type, so only
/// the façade knows the renderer.
public struct RenderKit: Sendable {
    /// Lays out text for the layout stage, with the fonts the rasterizer draws.
    public let measurer: any TextMeasuring
    let rasterizer: Rasterizer

    /// Opens the fonts.
    /// - Throws: a message naming the missing font file and the Debian package to install.
    public init() throws(RenderKitError) {
        do {
            let fonts = try FontLibrary()
            measurer = TextMeasurer(fonts: fonts)
            rasterizer = Rasterizer(fonts: fonts)
        } catch {
            throw RenderKitError(message: "\(error)")
        }
    }
}

/// Why the fonts could not be opened.
public struct RenderKitError: Error, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}
