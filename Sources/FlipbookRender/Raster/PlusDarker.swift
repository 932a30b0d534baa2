/// Core Graphics' `plusDarker`, which cairo has no operator for: for opaque colours
/// R = max(0, S + D − 1), the sum of the two darknesses.
///
/// With alpha, Flipbook uses the premultiplied form R = max(0, Ra − ((Da − D) + (Sa − S))) with
/// Ra = Sa + Da − Sa·Da: it reduces to the opaque formula, leaves the destination unchanged
/// where the source is transparent, and gives the source where the destination is.
enum PlusDarker {
    /// Composites premultiplied ARGB `source` onto `destination` (both native-endian words).
    static func composite(_ source: UInt32, onto destination: UInt32) -> UInt32 {
        let sa = Int(source >> 24), da = Int(destination >> 24)
        guard sa > 0 else { return destination }
        let ra = sa + da - (sa * da + 127) / 255
        var result = UInt32(ra) << 24
        for shift in [16, 8, 0] as [UInt32] {
            let s = Int((source >> shift) & 0xFF), d = Int((destination >> shift) & 0xFF)
            let value = max(0, ra - ((da - d) + (sa - s)))
            result |= UInt32(min(value, ra)) << shift
        }
        return result
    }
}
