import FlipbookICU
import FlipbookModel

/// A number written by ICU's number formatter, in en_US, from an ICU number skeleton: what the
/// prelude's `Measurement.FormatStyle` and `MeasurementFormatter` call (Apple's Foundation
/// writes measurements with ICU too, so the unit a usage converts to, the rounding that usage
/// asks for and the unit's names are ICU's).
extension NativeGlobals {
    static let icuNumberCalls: [String: NativeType.Call] = [
        "_formatICUNumber": { _, a throws(Interrupt) in
            let value = try a.requiredDouble(nil)
            guard let skeleton = try a.string("skeleton") else {
                throw .error("_formatICUNumber needs a skeleton", at: a.span)
            }
            return ICUNumberFormat.format(value, skeleton: skeleton).map(Value.string) ?? .none
        }
    ]
}

/// ICU's formatter, through the C shim.
enum ICUNumberFormat {
    /// The text, or nil when ICU does not take the skeleton.
    static func format(_ value: Double, skeleton: String) -> String? {
        let units = Array(skeleton.utf16)
        var output = [UInt16](repeating: 0, count: 256)
        let length = units.withUnsafeBufferPointer { skeletonBuffer in
            output.withUnsafeMutableBufferPointer { outputBuffer in
                flipbook_icu_format_number(
                    skeletonBuffer.baseAddress, Int32(skeletonBuffer.count), "en_US", value,
                    outputBuffer.baseAddress, Int32(outputBuffer.count))
            }
        }
        guard length >= 0 else { return nil }
        return String(decoding: output[0..<Int(length)], as: UTF16.self)
    }
}
