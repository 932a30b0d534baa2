import FlipbookModel
import Foundation

/// A byte count as Foundation writes it ("1.5 MB", "Zero KB"): what the prelude's
/// `ByteCountFormatter` and `.byteCount(style:)` format style call. Foundation's own formatter
/// does the writing, in en_US.
extension NativeGlobals {
    static let byteCountCalls: [String: NativeType.Call] = [
        "_formatByteCount": { _, a throws(Interrupt) in
            let count = try a.requiredDouble(nil)
            guard count.isFinite, abs(count) < 9.2e18 else { throw .error("a byte count must fit in an Int64", at: a.span) }
            let formatter = ByteCountFormatter()
            formatter.countStyle = ByteCountFormatter.CountStyle(rawValue: try a.int("style") ?? 0) ?? .file
            formatter.allowedUnits = ByteCountFormatter.Units(rawValue: UInt(truncatingIfNeeded: try a.int("units") ?? 0xFFFF))
            formatter.allowsNonnumericFormatting = try a.bool("spellsOutZero") ?? true
            formatter.includesActualByteCount = try a.bool("includesActualByteCount") ?? false
            formatter.includesUnit = try a.bool("includesUnit") ?? true
            formatter.includesCount = try a.bool("includesCount") ?? true
            formatter.isAdaptive = try a.bool("isAdaptive") ?? true
            formatter.zeroPadsFractionDigits = try a.bool("zeroPadsFractionDigits") ?? false
            // Apple's Foundation spells zero out in the smallest unit it may use above bytes
            // ("Zero KB"); swift-corelibs-foundation writes "0 bytes".
            if count == 0, formatter.allowsNonnumericFormatting, formatter.includesCount, formatter.includesUnit {
                let units = formatter.allowedUnits.rawValue
                let names: [(UInt, String)] = [(2, "KB"), (4, "MB"), (8, "GB"), (16, "TB"), (32, "PB"), (64, "EB"), (128, "ZB")]
                let larger: String? = names.first { units & $0.0 != 0 }.map(\.1)
                let unit: String = units == 1 ? "bytes" : (larger ?? "bytes")
                return .string("Zero \(unit)")
            }
            return .string(formatter.string(fromByteCount: Int64(count)))
        }
    ]
}
