/// Writes minimal PNG files by hand, for decoder tests of colour types our encoder never writes.
enum PNGFile {
    /// An 8-bit PNG whose IDAT is one stored (uncompressed) deflate block.
    static func make(
        width: Int, height: Int, colorType: UInt8, rows: [[UInt8]],
        extraChunks: [(String, [UInt8])] = []
    ) -> [UInt8] {
        var file: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
        let header = bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, colorType, 0, 0, 0]
        file += chunk("IHDR", header)
        for (type, data) in extraChunks {
            file += chunk(type, data)
        }
        // Each row starts with filter type 0 (none).
        let raw: [UInt8] = rows.flatMap { row -> [UInt8] in [0] + row }
        let length = UInt16(raw.count)
        var zlib: [UInt8] = [
            0x78, 0x01, 0x01, UInt8(length & 0xFF), UInt8(length >> 8),
            UInt8(~length & 0xFF), UInt8(~length >> 8),
        ]
        zlib += raw
        zlib += bigEndian(adler32(raw))
        file += chunk("IDAT", zlib)
        file += chunk("IEND", [])
        return file
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        return bigEndian(UInt32(data.count)) + typeBytes + data + bigEndian(crc32(typeBytes + data))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 {
                crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1
            }
        }
        return ~crc
    }

    private static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return b << 16 | a
    }
}
