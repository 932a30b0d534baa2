extension SFSymbols {
    /// The error for a name the table lacks, with the nearest names as suggestions.
    public static func unknownNameMessage(_ name: String) -> String {
        var message = "unknown SF Symbol '\(name)': Flipbook draws only the symbols in its table (docs/symbols.md)"
        let suggestions = closestNames(to: name)
        if !suggestions.isEmpty {
            let quoted = suggestions.map { "'\($0)'" }
            let list = quoted.count == 1 ? quoted[0] : quoted.dropLast().joined(separator: ", ") + " or " + quoted.last!
            message += "; did you mean \(list)?"
        }
        return message
    }

    /// The known symbol an unknown name is a variant of: the name with its last dot-separated
    /// parts dropped, one at a time (`camera.aperture` draws as `camera`, `bag.fill.badge.plus`
    /// as `bag.fill`); nil when no shorter name is known.
    public static func knownBase(of name: String) -> String? {
        var parts = name.split(separator: ".")
        while parts.count > 1 {
            parts.removeLast()
            let candidate = parts.joined(separator: ".")
            if glyph(named: candidate) != nil { return candidate }
        }
        return nil
    }

    /// The table's names at the smallest edit distance from `name` (at most `limit`), or none when even the nearest differs in more than half its length:
    /// a name that far off is not a typo, and suggestions would only mislead.
    public static func closestNames(to name: String, limit: Int = 3) -> [String] {
        let target = Array(name.lowercased())
        var best = Int.max
        var nearest: [String] = []
        for candidate in table.keys {
            let distance = editDistance(target, Array(candidate), bound: best)
            if distance < best {
                best = distance
                nearest = [candidate]
            } else if distance == best {
                nearest.append(candidate)
            }
        }
        guard best <= max(2, target.count / 2) else { return [] }
        // Typos rarely hit the first letters: among equals, the longest shared start comes first.
        let ranked = nearest.sorted { a, b in
            let (sharedA, sharedB) = (sharedPrefix(target, a), sharedPrefix(target, b))
            return sharedA != sharedB ? sharedA > sharedB : a < b
        }
        return Array(ranked.prefix(limit))
    }

    private static func sharedPrefix(_ a: [Character], _ b: String) -> Int {
        zip(a, b).prefix { $0 == $1 }.count
    }

    /// Levenshtein distance (insertions, deletions, substitutions); stops early, answering
    /// `bound + 1`, once every alignment costs more than `bound`.
    static func editDistance(_ a: [Character], _ b: [Character], bound: Int = .max) -> Int {
        if abs(a.count - b.count) > bound { return bound + 1 }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            current[0] = i
            var rowMinimum = current[0]
            for j in stride(from: 1, through: b.count, by: 1) {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > bound { return bound + 1 }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
