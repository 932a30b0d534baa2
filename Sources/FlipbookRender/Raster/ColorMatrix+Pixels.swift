import FlipbookModel

extension ColorMatrix {
    /// Applies the matrix to every pixel the group drew (alpha above 0), on straight (not
    /// premultiplied) components in 0...1, clamping the results.
    ///
    /// Fully transparent pixels are left alone: a matrix that adds alpha (a constant in its
    /// alpha row) would otherwise paint the whole layer, whose size is Flipbook's choice.
    func apply(to pixels: PixelBuffer) {
        let v = values
        pixels.update { _, _, word in
            let a = Double(word >> 24) / 255
            guard a > 0 else { return word }
            let r = Double((word >> 16) & 0xFF) / 255 / a
            let g = Double((word >> 8) & 0xFF) / 255 / a
            let b = Double(word & 0xFF) / 255 / a
            func row(_ i: Int) -> Double {
                (v[i * 5] * r + v[i * 5 + 1] * g + v[i * 5 + 2] * b + v[i * 5 + 3] * a + v[i * 5 + 4]).unitClamped
            }
            return PremultipliedColor(RGBA(red: row(0), green: row(1), blue: row(2), alpha: row(3))).word
        }
    }
}
