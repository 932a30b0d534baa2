/// Where lines may break, a small subset of UAX #14: after a run of spaces, after a hyphen or
/// dash followed by a letter or digit, and between ideographs (Chinese and Japanese have no
/// spaces), except before closing punctuation and after opening punctuation. A word with no
/// opportunity that is wider than the line is broken between grapheme clusters by
/// `LineBreaker`.
enum BreakRules {
    static func isBreakingSpace(_ character: Character) -> Bool {
        guard let v = character.unicodeScalars.first?.value, character.unicodeScalars.count == 1 else { return false }
        return v == 0x20 || v == 0x09 || v == 0x1680 || (0x2000...0x2006).contains(v) || (0x2008...0x200B).contains(v)
            || v == 0x205F || v == 0x3000
    }

    /// Whether a line may break between `before` and `after`.
    static func allowsBreak(between before: Character, and after: Character) -> Bool {
        if isBreakingSpace(before) { return !isBreakingSpace(after) }
        if isBreakingSpace(after) { return false }
        if isHyphen(before) { return after.isLetter || after.isNumber }
        if isIdeographic(before) || isIdeographic(after) {
            return !isClosing(after) && !isOpening(before)
        }
        return false
    }

    private static func isHyphen(_ c: Character) -> Bool {
        ["-", "\u{2010}", "\u{2012}", "\u{2013}", "\u{2014}"].contains(c)
    }

    private static func isIdeographic(_ c: Character) -> Bool {
        guard let v = c.unicodeScalars.first?.value else { return false }
        let ranges: [ClosedRange<UInt32>] = [
            0x2E80...0x2FDF, 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3FFFF,
        ]
        return ranges.contains { $0.contains(v) }
    }

    private static func isClosing(_ c: Character) -> Bool {
        "、。，．：；！？）」』】〉》〕〗〙〛ー々ゝゞァィゥェォッャュョヮヵヶぁぃぅぇぉっゃゅょゎ".contains(c)
    }

    private static func isOpening(_ c: Character) -> Bool {
        "（「『【〈《〔〖〘〚".contains(c)
    }
}
