/// An 8-bit RGBA image with straight (not premultiplied) alpha, row-major, rows unpadded.
///
/// This is what `Rasterizer` produces, `PNGCodec` encodes and decodes, and `ImageComparison`
/// compares. Pixel (x, y) starts at byte `(y * width + x) * 4`.
public struct RasterImage: Hashable, Sendable {
    public var width: Int
    public var height: Int
    public var rgba: [UInt8]

    /// An image from its bytes; `rgba.count` should be `width * height * 4`.
    public init(width: Int, height: Int, rgba: [UInt8]) {
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// An image of one colour (transparent black by default).
    public init(width: Int, height: Int, fill: Pixel = Pixel(red: 0, green: 0, blue: 0, alpha: 0)) {
        let count = max(width, 0) * max(height, 0)
        var bytes = [UInt8](repeating: 0, count: count * 4)
        if fill != Pixel(red: 0, green: 0, blue: 0, alpha: 0) {
            for i in 0..<count {
                bytes[i * 4] = fill.red
                bytes[i * 4 + 1] = fill.green
                bytes[i * 4 + 2] = fill.blue
                bytes[i * 4 + 3] = fill.alpha
            }
        }
        self.init(width: max(width, 0), height: max(height, 0), rgba: bytes)
    }

    /// Whether the byte count matches the dimensions.
    public var isWellFormed: Bool {
        width >= 0 && height >= 0 && rgba.count == width * height * 4
    }

    /// Whether every pixel has alpha 255.
    public var isOpaque: Bool {
        rgba.withUnsafeBufferPointer { bytes in
            var index = 3
            while index < bytes.count {
                if bytes[index] != 255 { return false }
                index += 4
            }
            return true
        }
    }

    /// The pixel at (x, y); both must be in range.
    public subscript(x: Int, y: Int) -> Pixel {
        get {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) out of range")
            let i = (y * width + x) * 4
            return Pixel(red: rgba[i], green: rgba[i + 1], blue: rgba[i + 2], alpha: rgba[i + 3])
        }
        set {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) out of range")
            let i = (y * width + x) * 4
            rgba[i] = newValue.red
            rgba[i + 1] = newValue.green
            rgba[i + 2] = newValue.blue
            rgba[i + 3] = newValue.alpha
        }
    }
}

/// One straight-alpha RGBA8 pixel.
public struct Pixel: Hashable, Sendable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
}
