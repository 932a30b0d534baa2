import Foundation

/// The app's development-language strings, by key: what `Text("welcomeTitle")`,
/// `String(localized:)` and `NSLocalizedString` show in a render (en). Read from the app's
/// `en.lproj` (or `Base.lproj`) `Localizable.strings` and its `Localizable.xcstrings` string
/// catalogues.
public enum StringTables {
    /// `"key" = "value";` entries, with C and line comments, and `\"`, `\\`, `\n`, `\t`
    /// escapes. A malformed entry ends the reading (what was read is kept).
    public static func parseStrings(_ text: String) -> [String: String] {
        var table: [String: String] = [:]
        let characters = Array(text)
        var index = 0
        func skipTrivia(semicolons: Bool = true) {
            while index < characters.count {
                let c = characters[index]
                if c.isWhitespace || (semicolons && c == ";") {
                    index += 1
                } else if c == "/", index + 1 < characters.count, characters[index + 1] == "*" {
                    index += 2
                    while index + 1 < characters.count, !(characters[index] == "*" && characters[index + 1] == "/") { index += 1 }
                    index += 2
                } else if c == "/", index + 1 < characters.count, characters[index + 1] == "/" {
                    while index < characters.count, characters[index] != "\n" { index += 1 }
                } else {
                    return
                }
            }
        }
        func quoted() -> String? {
            guard index < characters.count, characters[index] == "\"" else { return nil }
            index += 1
            var value = ""
            while index < characters.count, characters[index] != "\"" {
                if characters[index] == "\\", index + 1 < characters.count {
                    index += 1
                    switch characters[index] {
                    case "n": value.append("\n")
                    case "t": value.append("\t")
                    case "r": value.append("\r")
                    default: value.append(characters[index])
                    }
                } else {
                    value.append(characters[index])
                }
                index += 1
            }
            guard index < characters.count else { return nil }
            index += 1
            return value
        }
        while true {
            skipTrivia()
            guard let key = quoted() else { break }
            skipTrivia()
            guard index < characters.count, characters[index] == "=" else { break }
            index += 1
            skipTrivia(semicolons: false)
            guard let value = quoted() else { break }
            table[key] = value
        }
        return table
    }

    /// A string catalogue's (`.xcstrings`, JSON) strings in its source language: each key's
    /// string unit, the "other" plural variation of a plural one, else the key itself (as Xcode
    /// shows a key with no translation of its source language).
    public static func parseCatalog(_ text: String) -> [String: String] {
        guard let data = text.data(using: .utf8),
            let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let strings = root["strings"] as? [String: Any]
        else { return [:] }
        let language = root["sourceLanguage"] as? String ?? "en"
        var table: [String: String] = [:]
        for (key, entry) in strings {
            let localization = ((entry as? [String: Any])?["localizations"] as? [String: Any])?[language] as? [String: Any]
            if let unit = localization?["stringUnit"] as? [String: Any], let value = unit["value"] as? String {
                table[key] = value
            } else if let plural = (localization?["variations"] as? [String: Any])?["plural"] as? [String: Any],
                let other = (plural["other"] as? [String: Any])?["stringUnit"] as? [String: Any],
                let value = other["value"] as? String
            {
                table[key] = value
            } else {
                table[key] = key
            }
        }
        return table
    }
}
