import FlipbookModel
import FlipbookSyntax
import Foundation

/// `JSONEncoder().encode(value)` with Swift's synthesized `Encodable`: a struct's or class's
/// stored properties in declaration order (keys from its `CodingKeys` where it declares them;
/// nil optionals left out, as `encodeIfPresent` does), arrays, string-keyed dictionaries (keys
/// sorted, so the text is the same on every run), enums by raw value, numbers, strings, truth
/// values and dates. The text is what Foundation writes: `/` escaped, `"key" : value` when
/// pretty-printed.
extension Interpreter {
    func encodeJSON(_ value: Value, options: JSONEncodingOptions, at span: SourceSpan) throws(Interrupt) -> String {
        var text = ""
        try writeJSON(value, options: options, indent: 0, into: &text, at: span)
        guard text.utf8.count <= Self.maximumJSONBytes else {
            throw .error("the JSON is larger than \(Self.maximumJSONBytes >> 20) MiB, the most Flipbook encodes", at: span)
        }
        return text
    }

    private func writeJSON(
        _ value: Value, options: JSONEncodingOptions, indent: Int, into text: inout String, at span: SourceSpan
    ) throws(Interrupt) {
        try step(span)
        switch value {
        case .none:
            text += "null"
        case .bool(let truth):
            text += truth ? "true" : "false"
        case .int(let number):
            text += String(number)
        case .double(let number):
            text += try Self.jsonNumber(number, at: span)
        case .string(let string):
            text += Self.jsonString(string, escapingSlashes: options.escapesSlashes)
        case .native(.date(let seconds)):
            text += try encodedDate(seconds, options: options, at: span)
        // A UUID encodes as its `uuidString`, as Foundation's does.
        case .native(.uuid(let number)):
            text += Self.jsonString(NativeTypes.uuidText(number), escapingSlashes: options.escapesSlashes)
        case .native(.uuidText(let uuid)):
            text += Self.jsonString(uuid, escapingSlashes: options.escapesSlashes)
        case .array(let items):
            try writeJSONArray(items, options: options, indent: indent, into: &text, at: span)
        case .dictionary(let dictionary):
            var members: [(String, Value)] = []
            for (key, item) in zip(dictionary.keys, dictionary.values) {
                guard case .string(let name) = key else {
                    // Swift writes a dictionary with other keys as a flat array of keys and values.
                    throw .error("Flipbook encodes dictionaries with String keys only", at: span)
                }
                members.append((name, item))
            }
            members.sort { $0.0 < $1.0 }
            try writeJSONObject(members, options: options, indent: indent, into: &text, at: span)
        case .enumCase(let enumCase):
            guard let raw = try rawValue(of: enumCase, at: span) else {
                throw .error("Flipbook encodes enums with raw values only, not yet '\(enumCase.type.name)'", at: span)
            }
            try writeJSON(raw, options: options, indent: indent, into: &text, at: span)
        case .instance(let instance):
            try writeJSONObject(
                try encodedMembers(instance.type, instance.fields, options: options, at: span), options: options,
                indent: indent, into: &text, at: span)
        case .object(let object):
            try writeJSONObject(
                try encodedMembers(object.type, object.fields, options: options, at: span), options: options,
                indent: indent, into: &text, at: span)
        default:
            throw .error("Flipbook cannot encode a value of type \(typeName(of: value)) as JSON yet", at: span)
        }
    }

    /// A type's stored properties as keys and values, as the synthesized `encode(to:)` writes them.
    private func encodedMembers(
        _ info: TypeInfo, _ fields: [String: Value], options: JSONEncodingOptions, at span: SourceSpan
    ) throws(Interrupt) -> [(String, Value)] {
        if !info.methods(named: "encode").isEmpty {
            throw .error("'\(info.name)' encodes itself (encode(to:)), which Flipbook does not run yet", at: span)
        }
        let codingKeys = info.nestedTypes["CodingKeys"]
        var members: [(String, Value)] = []
        for property in info.allStoredProperties {
            var key = property.name
            if let codingKeys {
                guard codingKeys.enumCase(named: property.name) != nil else { continue }
                if case .string(let text)? = try rawValue(of: EnumCase(type: codingKeys, name: property.name), at: span) {
                    key = text
                }
            } else if options.snakeCase {
                key = Self.snakeCase(key)
            }
            var value = fields[property.name] ?? .none
            if case .wrapper(let wrapper) = value { value = try wrappedValue(wrapper, property.name, at: span) }
            if value.isNone { continue }
            members.append((key, value))
        }
        return members
    }

    private func writeJSONArray(
        _ items: [Value], options: JSONEncodingOptions, indent: Int, into text: inout String, at span: SourceSpan
    ) throws(Interrupt) {
        guard !items.isEmpty else {
            text += "[]"
            return
        }
        text += "["
        for (index, item) in items.enumerated() {
            if index > 0 { text += "," }
            if options.prettyPrinted { text += "\n" + Self.spaces(indent + 2) }
            try writeJSON(item, options: options, indent: indent + 2, into: &text, at: span)
        }
        text += options.prettyPrinted ? "\n" + Self.spaces(indent) + "]" : "]"
    }

    private func writeJSONObject(
        _ members: [(String, Value)], options: JSONEncodingOptions, indent: Int, into text: inout String,
        at span: SourceSpan
    ) throws(Interrupt) {
        let ordered = options.sortedKeys ? members.sorted { $0.0 < $1.0 } : members
        guard !ordered.isEmpty else {
            text += "{}"
            return
        }
        text += "{"
        for (index, (key, item)) in ordered.enumerated() {
            if index > 0 { text += "," }
            if options.prettyPrinted { text += "\n" + Self.spaces(indent + 2) }
            text += Self.jsonString(key, escapingSlashes: options.escapesSlashes)
            text += options.prettyPrinted ? " : " : ":"
            try writeJSON(item, options: options, indent: indent + 2, into: &text, at: span)
        }
        text += options.prettyPrinted ? "\n" + Self.spaces(indent) + "}" : "}"
    }

    private func encodedDate(_ seconds: Double, options: JSONEncodingOptions, at span: SourceSpan) throws(Interrupt) -> String {
        let unixToReference = Date.timeIntervalBetween1970AndReferenceDate
        switch options.dates {
        case .deferredToDate: return try Self.jsonNumber(seconds, at: span)
        case .secondsSince1970: return try Self.jsonNumber(seconds + unixToReference, at: span)
        case .millisecondsSince1970: return try Self.jsonNumber((seconds + unixToReference) * 1000, at: span)
        case .iso8601:
            let formatter = ISO8601DateFormatter()
            return Self.jsonString(formatter.string(from: Date(timeIntervalSinceReferenceDate: seconds)), escapingSlashes: false)
        case .formatted(let formatter):
            return Self.jsonString(
                formatter.string(from: Date(timeIntervalSinceReferenceDate: seconds)), escapingSlashes: options.escapesSlashes)
        }
    }

    /// A number as Foundation writes it: integral values without a fraction, others in the
    /// shortest form that reads back the same.
    private static func jsonNumber(_ number: Double, at span: SourceSpan) throws(Interrupt) -> String {
        guard number.isFinite else {
            throw .error("Unable to encode Double.\(number.isNaN ? "nan" : "infinity") directly in JSON.", at: span)
        }
        if number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
        return "\(number)"
    }

    private static func jsonString(_ string: String, escapingSlashes: Bool) -> String {
        var out = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "/": out += escapingSlashes ? "\\/" : "/"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            default:
                if scalar.value < 0x20 {
                    out += String(format: "\\u%04x", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    private static func spaces(_ count: Int) -> String { String(repeating: " ", count: count) }

    /// `convertToSnakeCase`: `userName` is `user_name`, `imageURL` is `image_url`, and
    /// `URLString` is `url_string` (a capital starts a word after a small letter, or before one).
    private static func snakeCase(_ key: String) -> String {
        let characters = Array(key)
        var out = ""
        for (index, character) in characters.enumerated() {
            if character.isUppercase, index > 0 {
                let previous = characters[index - 1]
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                if !previous.isUppercase || next?.isLowercase == true { out += "_" }
            }
            out += character.lowercased()
        }
        return out
    }
}

struct JSONEncodingOptions {
    var prettyPrinted = false
    var sortedKeys = false
    var escapesSlashes = true
    var snakeCase = false
    var dates = JSONDecodingOptions.DateStrategy.deferredToDate
}
