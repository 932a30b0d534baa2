import FlipbookModel

/// A name an error says the scene does not declare, which another file of the app may: a
/// type, function or global (`cannot find 'Home' in scope`), or a member of an extension
/// (`type 'Color' has no member 'brand'`, `value of type 'Bundle' has no method 'decode'`, a
/// modifier of an `extension View`,
/// `no Color initializer takes 'hex:'`, an environment key of an `extension EnvironmentValues`).
struct MissingName: Hashable {
    let name: String
    /// The extended type, for a member.
    let type: String?
    /// Whether `name` is an initializer's first argument label.
    let isInitializerLabel: Bool
    /// Whether the scene calls `name` as a method (a modifier): only a `func` declares it,
    /// not a property of the same name in some other type.
    private(set) var isMethod = false

    /// A type or top-level name the read files use without declaring it.
    init(typeName: String) { (name, type, isInitializerLabel) = (typeName, nil, false) }

    /// A method of a type (`View`'s `cornerRadius`) that an extension in another file may declare.
    init(method: String, of type: String) { (name, self.type, isInitializerLabel) = (method, type, false) }

    init?(_ diagnostic: Diagnostic) {
        let message = diagnostic.message
        // Only a named type's members can come from another file (not `some Shape`'s).
        if message.hasPrefix("type 'some ") || message.hasPrefix("type 'any ") { return nil }
        if let name = Self.quoted(after: "cannot find type '", in: message) ?? Self.quoted(after: "cannot find '", in: message)
            ?? Self.quoted(after: "unknown attribute '", in: message)
        {
            (self.name, type, isInitializerLabel) = (name, nil, false)
        } else if let name = Self.quoted(after: "has no member '", in: message)
            ?? Self.quoted(after: "has no method '", in: message),
            let type = Self.quoted(after: "type '", in: message)
        {
            // `[Card].preview` of `extension [Card]` (or `extension Array where Element == Card`);
            // a member of `some View`'s value, of `extension View`.
            var extended = type.hasPrefix("[") && type.hasSuffix("]") && !type.contains(":") ? "Array" : type
            if extended.hasPrefix("some ") { extended.removeFirst(5) }
            (self.name, self.type, isInitializerLabel) = (name, extended, false)
            isMethod = message.contains("has no method '")
        } else if message.hasPrefix("value of optional type is nil here"),
            let name = Self.quoted(after: "before using '.", in: message)
        {
            // `value.isNil` of an `extension Optional` in another file of the app.
            (self.name, type, isInitializerLabel) = (name, "Optional", false)
        } else if message.hasPrefix("modifier '"), message.hasSuffix("is not supported by Flipbook yet"),
            let name = Self.quoted(after: "modifier '", in: message)
        {
            // `.screenBanner()` of an `extension View` in another file of the app.
            (self.name, type, isInitializerLabel) = (name, "View", false)
            isMethod = true
        } else if message.hasPrefix("missing argument for parameter '"), message.hasSuffix("(…)"),
            let call = message.components(separatedBy: " in call to ").last?.dropLast(3), call.first?.isUppercase == true
        {
            // `ValueSlider(value: $v)` where only the memberwise initializer was known: the
            // initializers an extension of the type declares in another file.
            (self.name, type, isInitializerLabel) = (Self.anyInitializer, String(call), false)
        } else if message.hasPrefix("no initializer of '"), let type = Self.quoted(after: "no initializer of '", in: message) {
            // A struct's own initializers do not take the call: an extension may declare one that does.
            (self.name, self.type, isInitializerLabel) = (Self.anyInitializer, type, false)
        } else if message.hasPrefix("extra argument '"), message.hasSuffix("(…)"),
            let call = message.components(separatedBy: " in call to ").last?.dropLast(3),
            call.first?.isUppercase == true, let label = Self.quoted(after: "extra argument '", in: message)
        {
            // `CGSize(uniformSize: 4)`: an initializer an extension of the type declares.
            (self.name, type, isInitializerLabel) = (label, String(call), true)
        } else if message.hasPrefix("extra argument '"), message.hasSuffix("(…)"),
            let call = message.components(separatedBy: " in call to ").last?.dropLast(3)
        {
            // `.cornerRadius(12, corners: [.topLeft])`: an overload of a built-in modifier that
            // an `extension View` of another file declares.
            (self.name, type, isInitializerLabel) = (String(call), "View", false)
            isMethod = true
        } else if let range = message.range(of: "(…) is missing '"), range.lowerBound > message.startIndex,
            !message.hasPrefix("'")
        {
            // `path.move(toX: 0, y: 0)`: a built-in method called with labels it does not take,
            // an overload that an extension of another file declares.
            (self.name, type, isInitializerLabel) = (String(message[..<range.lowerBound]), Self.anyExtension, false)
        } else if message.hasPrefix("operator '"), let name = Self.quoted(after: "operator '", in: message),
            let operands = message.components(separatedBy: " cannot be applied to ").last,
            let left = operands.components(separatedBy: " and ").first, Self.isIdentifier(left)
        {
            // `a + b` of two `CGSize`s: an operator an extension of the left operand's type
            // (or a global function) declares.
            (self.name, type, isInitializerLabel) = (name, left, false)
        } else if let name = Self.quoted(after: "environment key '\\.", in: message) {
            // `@Environment(\.theme)` of a key an `extension EnvironmentValues` declares.
            (self.name, type, isInitializerLabel) = (name, "EnvironmentValues", false)
        } else if message.hasSuffix("' is not an alignment guide"), let name = Self.quoted(after: "'.", in: message) {
            // `.horizontalByHeight` of an `extension HorizontalAlignment` (or Vertical).
            (self.name, type, isInitializerLabel) = (name, Self.alignmentGuide, false)
        } else if message.hasPrefix("no "), let label = Self.quoted(after: "initializer takes '", in: message),
            let type = message.dropFirst(3).split(separator: " ").first
        {
            (name, self.type, isInitializerLabel) = (label, String(type), true)
        } else {
            return nil
        }
        guard Self.isIdentifier(name) || Self.isOperator(name),
            // A nested type (`Text.Layout`) is its names, dotted.
            type.map { type in
                type == Self.alignmentGuide || type == Self.anyExtension
                    || type.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { Self.isIdentifier(String($0)) }
            } ?? true
        else { return nil }
    }

    /// The name of an initializer of any labels (an extension's `init`).
    static let anyInitializer = "init"

    /// The type of a built-in method's overload: any type's extension may declare it.
    static let anyExtension = "any type"

    /// The type of a missing alignment guide: either axis's alignment type may declare it.
    static let alignmentGuide = "HorizontalAlignment or VerticalAlignment"

    var description: String {
        guard let type else { return name }
        if type == Self.alignmentGuide { return ".\(name)" }
        if type == Self.anyExtension { return "\(name)(…)" }
        if name == Self.anyInitializer { return "\(type).init(…)" }
        return isInitializerLabel ? "\(type)(\(name):)" : "\(type).\(name)"
    }

    private static func quoted(after prefix: String, in message: String) -> String? {
        guard let start = message.range(of: prefix)?.upperBound, let end = message[start...].firstIndex(of: "'")
        else { return nil }
        var text = String(message[start..<end])
        if text.hasSuffix(":") { text.removeLast() }
        return text
    }

    /// Whether the name is an operator (`+`, `*=`, `==`), which an error quotes as a name.
    static func isOperator(_ text: String) -> Bool {
        !text.isEmpty && text.allSatisfy { "+-*/%<>=!&|^~?.".contains($0) }
    }

    private static func isIdentifier(_ text: String) -> Bool {
        !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
}
