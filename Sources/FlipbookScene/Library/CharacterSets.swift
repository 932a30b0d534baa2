import FlipbookModel

/// Foundation's `CharacterSet`, as string methods use it (`trimmingCharacters(in:)`,
/// `components(separatedBy:)`). The value is the prelude's `CharacterSet` struct (its named sets,
/// `init(charactersIn:)`, `inverted`); membership is tested here.
struct CharacterSetValue {
    var kind: String
    var characters: Set<Character>
    var isInverted: Bool

    func contains(_ character: Character) -> Bool {
        let member: Bool
        switch kind {
        case "whitespaces": member = character.isWhitespace && !character.isNewline
        case "newlines": member = character.isNewline
        case "whitespacesAndNewlines": member = character.isWhitespace
        case "alphanumerics": member = character.isLetter || character.isNumber
        case "letters": member = character.isLetter
        case "decimalDigits": member = character.isWholeNumber
        case "uppercaseLetters": member = character.isUppercase
        case "lowercaseLetters": member = character.isLowercase
        case "punctuationCharacters": member = character.isPunctuation
        case "symbols": member = character.isSymbol
        default: member = characters.contains(character)
        }
        return member != isInverted
    }
}

extension Interpreter {
    /// A `CharacterSet` argument.
    func characterSet(_ value: Value, at span: SourceSpan) throws(Interrupt) -> CharacterSetValue {
        guard case .instance(let instance) = value, instance.type.name == "CharacterSet",
            case .string(let kind)? = instance.fields["kind"], case .string(let characters)? = instance.fields["characters"],
            case .bool(let inverted)? = instance.fields["isInverted"]
        else {
            throw .error("expected a CharacterSet such as .whitespacesAndNewlines, found \(typeName(of: value))", at: span)
        }
        return CharacterSetValue(kind: kind, characters: Set(characters), isInverted: inverted)
    }
}
