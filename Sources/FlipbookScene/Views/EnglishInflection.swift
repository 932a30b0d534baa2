/// Automatic grammar agreement for English (`^[3 apple](inflect: true)`): the phrase's last
/// word, its noun, agrees with the phrase's number: singular for 1, plural otherwise, whether
/// it is written in the singular or the plural (`^[\(n) pegs](inflect: true)`). Foundation's
/// morphology rules are not published; these are English's regular plurals and its common
/// irregular ones.
enum EnglishInflection {
    static func agreeing(_ phrase: String) -> String {
        guard let number = firstNumber(in: phrase) else { return phrase }
        var words = phrase.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        guard let lastIndex = words.lastIndex(where: { word in word.contains(where: \.isLetter) }) else { return phrase }
        let singular = singular(of: words[lastIndex])
        words[lastIndex] = number == 1 ? singular : plural(of: singular)
        return words.joined(separator: " ")
    }

    /// The singular of a word written in the plural; any other word as it is.
    static func singular(of word: String) -> String {
        let lower = word.lowercased()
        if let irregular = irregulars.first(where: { $0.value == lower })?.key { return matchingCase(irregular, of: word) }
        if unchanged.contains(lower) || irregulars[lower] != nil { return word }
        func ends(_ suffix: String) -> Bool { lower.hasSuffix(suffix) }
        if ends("ies"), lower.count > 4, let before = lower.dropLast(3).last, !"aeiou".contains(before) {
            return String(word.dropLast(3)) + (word.last?.isUppercase == true ? "Y" : "y")
        }
        if ends("sses") || ends("xes") || ends("zes") || ends("ches") || ends("shes") { return String(word.dropLast(2)) }
        if ends("s"), !ends("ss"), !ends("us"), !ends("is"), lower.count > 2 { return String(word.dropLast()) }
        return word
    }

    private static func firstNumber(in phrase: String) -> Double? {
        for word in phrase.split(separator: " ") {
            let digits = word.filter { $0.isNumber || $0 == "." || $0 == "-" }
            if !digits.isEmpty, digits.first?.isNumber == true || digits.first == "-", let value = Double(digits) {
                return value
            }
        }
        return nil
    }

    static func plural(of word: String) -> String {
        let lower = word.lowercased()
        if let irregular = irregulars[lower] { return matchingCase(irregular, of: word) }
        if unchanged.contains(lower) { return word }
        func ends(_ suffix: String) -> Bool { lower.hasSuffix(suffix) }
        if ends("s") || ends("x") || ends("z") || ends("ch") || ends("sh") { return word + "es" }
        if ends("y"), let before = lower.dropLast().last, !"aeiou".contains(before) {
            return String(word.dropLast()) + (word.last?.isUppercase == true ? "IES" : "ies")
        }
        return word + (word.count > 1 && word == word.uppercased() ? "S" : "s")
    }

    private static func matchingCase(_ plural: String, of word: String) -> String {
        if word.count > 1, word == word.uppercased() { return plural.uppercased() }
        if word.first?.isUppercase == true { return plural.prefix(1).uppercased() + plural.dropFirst() }
        return plural
    }

    private static let irregulars: [String: String] = [
        "person": "people", "child": "children", "man": "men", "woman": "women", "mouse": "mice", "foot": "feet",
        "tooth": "teeth", "goose": "geese", "leaf": "leaves", "life": "lives", "knife": "knives", "wife": "wives",
        "half": "halves", "wolf": "wolves", "shelf": "shelves", "loaf": "loaves", "potato": "potatoes",
        "tomato": "tomatoes", "hero": "heroes", "echo": "echoes", "ox": "oxen", "cactus": "cacti",
    ]

    private static let unchanged: Set<String> = ["sheep", "fish", "deer", "series", "species", "aircraft", "moose"]
}
