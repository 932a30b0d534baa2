import Foundation

/// Foundation's `range(of:options:range:locale:)` over a string whose indices are character
/// offsets (`StringType`): the first (or, `.backwards`, last) match as a range of offsets,
/// or nil.
enum StringSearch {
    static func range(
        of target: String, in text: String, options: String.CompareOptions, within bounds: Range<Int>?
    ) -> Range<Int>? {
        let characters = text.count
        let searched = bounds.map { $0.clamped(to: 0..<characters) } ?? 0..<characters
        let lower = text.index(text.startIndex, offsetBy: searched.lowerBound)
        let upper = text.index(lower, offsetBy: searched.count)
        guard let found = text.range(of: target, options: options, range: lower..<upper, locale: searchLocale) else {
            return nil
        }
        let start = text.distance(from: text.startIndex, to: found.lowerBound)
        return start..<(start + text.distance(from: found.lowerBound, to: found.upperBound))
    }

    /// The options an argument names: `.caseInsensitive`, or a set of them, or the prelude's
    /// option set of Foundation's raw values (an attributed string's search).
    static func options(_ value: Value?) -> String.CompareOptions {
        switch value {
        case .implicitMember(let member)?: return option(member.name)
        case .array(let items)?: return items.reduce(into: []) { $0.formUnion(options($1)) }
        case .instance(let instance)?:
            return String.CompareOptions(rawValue: UInt(truncatingIfNeeded: instance.fields["rawValue"]?.asInt ?? 0))
        default: return []
        }
    }

    private static func option(_ name: String) -> String.CompareOptions {
        switch name {
        case "caseInsensitive": .caseInsensitive
        case "literal": .literal
        case "backwards": .backwards
        case "anchored": .anchored
        case "numeric": .numeric
        case "diacriticInsensitive": .diacriticInsensitive
        case "widthInsensitive": .widthInsensitive
        case "regularExpression": .regularExpression
        default: []
        }
    }

    /// Searches compare as in the en_US locale the scene runs in.
    static let searchLocale = Locale(identifier: "en_US")
}
