extension RasterImage {
    /// The image `factor` times smaller on each side (each pixel the average of a
    /// `factor` × `factor` block, weighted by alpha so that transparent pixels lend no colour);
    /// the right and bottom pixels that do not fill a block are dropped.
    public func downsampled(by factor: Int) -> RasterImage {
        guard factor > 1, width >= factor, height >= factor else { return self }
        let newWidth = width / factor
        let newHeight = height / factor
        var result = [UInt8](repeating: 0, count: newWidth * newHeight * 4)
        let count = factor * factor
        rgba.withUnsafeBufferPointer { source in
            for y in 0..<newHeight {
                for x in 0..<newWidth {
                    var (red, green, blue, alpha) = (0, 0, 0, 0)
                    for dy in 0..<factor {
                        var index = ((y * factor + dy) * width + x * factor) * 4
                        for _ in 0..<factor {
                            let a = Int(source[index + 3])
                            red += Int(source[index]) * a
                            green += Int(source[index + 1]) * a
                            blue += Int(source[index + 2]) * a
                            alpha += a
                            index += 4
                        }
                    }
                    let out = (y * newWidth + x) * 4
                    if alpha > 0 {
                        result[out] = UInt8((red + alpha / 2) / alpha)
                        result[out + 1] = UInt8((green + alpha / 2) / alpha)
                        result[out + 2] = UInt8((blue + alpha / 2) / alpha)
                    }
                    result[out + 3] = UInt8((alpha + count / 2) / count)
                }
            }
        }
        return RasterImage(width: newWidth, height: newHeight, rgba: result)
    }
}
