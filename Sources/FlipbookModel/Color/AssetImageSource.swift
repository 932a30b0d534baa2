import Synchronization

/// An image set of the asset catalogue, decoded the first time a scene draws it: an app's
/// catalogue may hold far more photos, and larger ones, than the scene uses. Shared by every
/// thread that draws; the decoded bitmap (or why it cannot be read) is kept.
public final class AssetImageSource: Hashable, Sendable {
    public let name: String
    private let decode: @Sendable () -> Result<Bitmap, AssetImageError>
    private let decoded = Mutex<Result<Bitmap, AssetImageError>?>(nil)

    public init(name: String, decode: @escaping @Sendable () -> Result<Bitmap, AssetImageError>) {
        self.name = name
        self.decode = decode
    }

    /// The image set's bitmap, or why it cannot be drawn.
    public func bitmap() -> Result<Bitmap, AssetImageError> {
        decoded.withLock { cached in
            if let cached { return cached }
            let result = decode()
            cached = result
            return result
        }
    }

    public static func == (lhs: AssetImageSource, rhs: AssetImageSource) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// Why an image set's file cannot be drawn (it cannot be read, or is not a PNG, JPEG, PDF or SVG).
public struct AssetImageError: Error, Hashable, Sendable {
    public let description: String
    public init(_ description: String) { self.description = description }
}
