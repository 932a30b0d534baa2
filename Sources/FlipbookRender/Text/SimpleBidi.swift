/// Bidirectional text, simplified from UAX #9 for left-to-right paragraphs (SwiftUI's default
/// layout direction):
///
/// - characters are strong right-to-left (Hebrew, Arabic and the other RTL scripts, RLM),
///   strong left-to-right (other letters, LRM), numbers (decimal digits) or neutral;
/// - right-to-left characters get level 1; numbers after a right-to-left character level 2 (so
///   a number in Hebrew still reads left to right); neutrals between two right-to-left sides
///   (numbers count as right-to-left there) level 1; everything else level 0;
/// - each line is reordered by rule L2: from the highest level down to 1, every run at that
///   level or higher is reversed.
///
/// There are no embeddings, isolates, mirrored brackets or right-to-left paragraphs.
enum SimpleBidi {
    enum Direction { case left, right, number, neutral }

    static func direction(of character: Character) -> Direction {
        guard let scalar = character.unicodeScalars.first else { return .neutral }
        let v = scalar.value
        if v == 0x200F { return .right }
        if v == 0x200E { return .left }
        if scalar.properties.numericType == .decimal { return .number }
        let rightToLeft: [ClosedRange<UInt32>] = [
            0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF,
        ]
        if rightToLeft.contains(where: { $0.contains(v) }) { return .right }
        return scalar.properties.isAlphabetic ? .left : .neutral
    }

    /// The embedding level of each character of a paragraph.
    static func levels(of characters: [Character]) -> [UInt8] {
        let directions = characters.map(direction(of:))
        // What each non-neutral character counts as for the neutrals around it.
        var resolved = [Direction](repeating: .neutral, count: directions.count)
        var levels = [UInt8](repeating: 0, count: directions.count)
        var previousStrong = Direction.left
        for (i, direction) in directions.enumerated() {
            switch direction {
            case .left, .right:
                previousStrong = direction
                resolved[i] = direction
                levels[i] = direction == .right ? 1 : 0
            case .number:
                resolved[i] = previousStrong
                levels[i] = previousStrong == .right ? 2 : 0
            case .neutral:
                break
            }
        }
        var i = 0
        while i < directions.count {
            guard resolved[i] == .neutral else {
                i += 1
                continue
            }
            var end = i
            while end < directions.count, resolved[end] == .neutral { end += 1 }
            let before = i > 0 ? resolved[i - 1] : .left
            let after = end < directions.count ? resolved[end] : .left
            if before == .right && after == .right {
                for j in i..<end { levels[j] = 1 }
            }
            i = end
        }
        return levels
    }

    /// The indices of `levels` in display order, left to right (rule L2).
    static func visualOrder(of levels: [UInt8]) -> [Int] {
        var order = Array(levels.indices)
        guard let highest = levels.max(), highest > 0 else { return order }
        for level in stride(from: highest, through: 1, by: -1) {
            var i = 0
            while i < order.count {
                guard levels[order[i]] >= level else {
                    i += 1
                    continue
                }
                var end = i
                while end < order.count, levels[order[end]] >= level { end += 1 }
                order[i..<end].reverse()
                i = end
            }
        }
        return order
    }
}
