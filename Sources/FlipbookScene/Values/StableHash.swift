extension HashKey {
    /// `hashValue` as a scene reads it: the same in every run (Swift seeds its hashes per
    /// process, and a frame must not depend on the process that drew it). FNV-1a over the key's
    /// text, which lists a set's members in a fixed order.
    var stableHashValue: Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in description.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return Int(bitPattern: UInt(hash))
    }
}
