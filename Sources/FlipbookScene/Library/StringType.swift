import FlipbookModel
import Foundation

extension NativeTypes {
    static let string = NativeType("String") { t in
        // `NSString` bridges to String: `key as NSString`, `NSString(string:)`, and its members below.
        t.aliases = ["Substring", "Character", "LocalizedStringKey", "NSString"]
        t.protocols = ["StringProtocol", "Comparable", "Collection", "Sequence", "CustomStringConvertible"]
        t.initializer = { i, a throws(Interrupt) in
            if a.remainingLabels.isEmpty { return .string("") }
            if a.has("stringLiteral") { return .string(try a.string("stringLiteral") ?? "") }
            if let format = try a.string("format") {
                return .string(try i.formatted(try a.positional(), format: format, at: a.span))
            }
            // `String(repeating: "★", count: 3)`.
            if a.has("repeating") {
                let repeated = try a.required("repeating", .native("String"))
                let count = try a.int("count") ?? 1
                // Swift traps on a negative count.
                guard count >= 0 else {
                    throw .error("String(repeating:count:) needs a count of 0 or more, not \(count)", at: a.span)
                }
                try i.checkSize(count, at: a.span)
                return .string(String(repeating: i.describe(repeated), count: count))
            }
            // `String(localized: "Cupertino", bundle: .module, comment: "…")`: Flipbook renders
            // in en_US and reads no string tables, so the text is the key, or its default value.
            if a.remainingLabels.contains("localized") {
                let key = try a.required("localized", .native("String"))
                let defaultValue = try a.value("defaultValue", .native("String"))
                for label in ["table", "bundle", "locale", "comment"] { _ = try a.value(label) }
                if case .string(let name) = key, let localized = i.localizedStrings[name] { return .string(localized) }
                return .string(i.describe(defaultValue ?? key))
            }
            // `String(255, radix: 16, uppercase: true)`.
            if a.remainingLabels.contains("radix") {
                let number = try a.required(nil)
                guard case .int(let value) = number else {
                    throw .error("String(_:radix:) needs an integer, not \(i.typeName(of: number))", at: a.span)
                }
                let radix = try a.int("radix") ?? 10
                // Swift traps outside 2...36.
                guard (2...36).contains(radix) else {
                    throw .error("String(_:radix:) needs a radix from 2 to 36, not \(radix)", at: a.span)
                }
                return .string(String(value, radix: radix, uppercase: try a.bool("uppercase") ?? false))
            }
            if a.remainingLabels.contains("string") {
                return .string(i.describe(try a.required("string", .native("String"))))
            }
            if a.remainingLabels.contains("describing") {
                return .string(try i.describe(try a.required("describing"), at: a.span, a.env))
            }
            if a.isEmpty { return .string("") }
            // `String(vcw_temperature: t)`: an initializer an extension declares (in a file not
            // read yet, which the error lets Flipbook find).
            if let label = a.remainingLabels.first ?? nil, label != "count" {
                throw .error("no String initializer takes '\(label):' (is it declared in an extension?)", at: a.span)
            }
            let value = try a.required(nil)
            if let repeatCount = try a.int("count") {
                try i.checkSize(repeatCount, at: a.span)
                return .string(String(repeating: i.describe(value), count: max(0, repeatCount)))
            }
            if case .array(let items) = value { return .string(items.map { i.describe($0) }.joined()) }
            return .string(try i.describe(value, at: a.span, a.env))
        }
        t.properties = [
            "count": { _, v, _ in .int(v.asString?.count ?? 0) },
            "isEmpty": { _, v, _ in .bool(v.asString?.isEmpty ?? true) },
            "first": { _, v, _ in v.asString?.first.map { .string(String($0)) } ?? .none },
            "last": { _, v, _ in v.asString?.last.map { .string(String($0)) } ?? .none },
            "description": { _, v, _ in v },
            "utf8": { _, v, _ in .array((v.asString ?? "").utf8.map { .int(Int($0)) }) },
            "isNumber": { _, v, _ in .bool(v.asString?.first?.isNumber ?? false) },
            "isLetter": { _, v, _ in .bool(v.asString?.first?.isLetter ?? false) },
            "isUppercase": { _, v, _ in .bool(v.asString?.first?.isUppercase ?? false) },
            "isWhitespace": { _, v, _ in .bool(v.asString?.first?.isWhitespace ?? false) },
            "isLowercase": { _, v, _ in .bool(v.asString?.first?.isLowercase ?? false) },
            "isNewline": { _, v, _ in .bool(v.asString?.first?.isNewline ?? false) },
            "isPunctuation": { _, v, _ in .bool(v.asString?.first?.isPunctuation ?? false) },
            "isHexDigit": { _, v, _ in .bool(v.asString?.first?.isHexDigit ?? false) },
            "isWholeNumber": { _, v, _ in .bool(v.asString?.first?.isWholeNumber ?? false) },
            "isASCII": { _, v, _ in .bool(v.asString?.first?.isASCII ?? false) },
            "asciiValue": { _, v, _ in v.asString?.first?.asciiValue.map { .int(Int($0)) } ?? .none },
            "unicodeScalars": { _, v, _ in .array((v.asString ?? "").unicodeScalars.map { .string(String(Character($0))) }) },
            // A `Unicode.Scalar`'s code point (a scalar is kept as its one-scalar text).
            "value": { _, v, _ in
                guard let scalars = v.asString?.unicodeScalars, scalars.count == 1, let first = scalars.first else {
                    return .none
                }
                return .int(Int(first.value))
            },
            "hexDigitValue": { _, v, _ in v.asString?.first?.hexDigitValue.map { .int($0) } ?? .none },
            "wholeNumberValue": { _, v, _ in v.asString?.first?.wholeNumberValue.map { .int($0) } ?? .none },
            "startIndex": { _, _, _ in .int(0) },
            "endIndex": { _, v, _ in .int(v.asString?.count ?? 0) },
            "indices": { _, v, _ in .range(RangeValue(lower: .int(0), upper: .int(v.asString?.count ?? 0), isClosed: false)) },
            "capitalized": { _, v, _ in .string((v.asString ?? "").capitalized) },
            // In the en_US locale the scene runs in, the localized forms are the plain ones.
            "localizedCapitalized": { _, v, _ in .string((v.asString ?? "").capitalized) },
            "localizedUppercase": { _, v, _ in .string((v.asString ?? "").uppercased()) },
            "localizedLowercase": { _, v, _ in .string((v.asString ?? "").lowercased()) },
            // `NSString`'s members, as Foundation reads them (a number's prefix, 0 when none).
            "doubleValue": { _, v, _ in .double(NSString(string: v.asString ?? "").doubleValue) },
            "floatValue": { _, v, _ in .double(Double(NSString(string: v.asString ?? "").floatValue)) },
            "intValue": { _, v, _ in .int(Int(NSString(string: v.asString ?? "").intValue)) },
            "integerValue": { _, v, _ in .int(NSString(string: v.asString ?? "").integerValue) },
            "boolValue": { _, v, _ in .bool(NSString(string: v.asString ?? "").boolValue) },
            "lastPathComponent": { _, v, _ in .string(NSString(string: v.asString ?? "").lastPathComponent) },
            "pathExtension": { _, v, _ in .string(NSString(string: v.asString ?? "").pathExtension) },
            "deletingPathExtension": { _, v, _ in .string(NSString(string: v.asString ?? "").deletingPathExtension) },
            "deletingLastPathComponent": { _, v, _ in .string(NSString(string: v.asString ?? "").deletingLastPathComponent) },
        ]
        t.methods = [
            "uppercased": { _, v, _ in .string((v.asString ?? "").uppercased()) },
            "lowercased": { _, v, _ in .string((v.asString ?? "").lowercased()) },
            // Foundation's `appending(_:)`: the string followed by the other.
            "appending": { i, v, a throws(Interrupt) in
                let text = (v.asString ?? "") + i.describe(try a.required(nil))
                try i.checkSize(text.utf8.count, at: a.span)
                return .string(text)
            },
            "appendingPathComponent": { _, v, a throws(Interrupt) in
                .string(NSString(string: v.asString ?? "").appendingPathComponent(try a.string(nil) ?? ""))
            },
            "hasPrefix": { _, v, a throws(Interrupt) in .bool((v.asString ?? "").hasPrefix(try a.string(nil) ?? "")) },
            "hasSuffix": { _, v, a throws(Interrupt) in .bool((v.asString ?? "").hasSuffix(try a.string(nil) ?? "")) },
            // Sequence's comparisons with another string, character by character.
            "elementsEqual": { _, v, a throws(Interrupt) in .bool((v.asString ?? "").elementsEqual(try a.string(nil) ?? "")) },
            "starts": { _, v, a throws(Interrupt) in .bool((v.asString ?? "").starts(with: try a.string("with") ?? "")) },
            // Search filters: Foundation's comparisons, in the en_US locale the scene runs in.
            "localizedCaseInsensitiveContains": { _, v, a throws(Interrupt) in
                .bool(
                    (v.asString ?? "").range(
                        of: try a.string(nil) ?? "", options: .caseInsensitive, locale: StringSearch.searchLocale) != nil)
            },
            "localizedStandardContains": { _, v, a throws(Interrupt) in
                .bool(
                    (v.asString ?? "").range(
                        of: try a.string(nil) ?? "", options: [.caseInsensitive, .diacriticInsensitive],
                        locale: StringSearch.searchLocale)
                        != nil)
            },
            "contains": { i, v, a throws(Interrupt) in
                if let predicate = try a.function("where") {
                    for c in v.asString ?? "" where try i.callFunction(predicate, [.string(String(c))], at: a.span).asBool == true
                    {
                        return .true
                    }
                    return .false
                }
                return .bool((v.asString ?? "").contains(try a.string(nil) ?? ""))
            },
            "split": { _, v, a throws(Interrupt) in
                let labelled = try a.string("separator")
                let unlabelled = try a.string(nil)
                let separator = labelled ?? unlabelled ?? " "
                let parts = (v.asString ?? "").split(separator: Character(separator.isEmpty ? " " : separator))
                return .array(parts.map { .string(String($0)) })
            },
            "replacingOccurrences": { _, v, a throws(Interrupt) in
                let of = try a.string("of") ?? "", with = try a.string("with") ?? ""
                let options = StringSearch.options(try a.value("options"))
                let text = v.asString ?? ""
                guard !options.isEmpty else { return .string(text.replacingOccurrences(of: of, with: with)) }
                // `options: .regularExpression` (a template with `$1`), `.caseInsensitive`…
                return .string(text.replacingOccurrences(of: of, with: with, options: options))
            },
            "trimmingCharacters": { i, v, a throws(Interrupt) in
                let set = try i.characterSet(try a.required("in", i.typeNamed("CharacterSet", from: nil)), at: a.span)
                let characters = Array(v.asString ?? "")
                var start = 0, end = characters.count
                while start < end, set.contains(characters[start]) { start += 1 }
                while end > start, set.contains(characters[end - 1]) { end -= 1 }
                return .string(String(characters[start..<end]))
            },
            "range": { i, v, a throws(Interrupt) in
                let target = try a.string("of") ?? ""
                let options = StringSearch.options(try a.value("options"))
                let bounds: Range<Int>?
                switch try a.value("range") {
                case .range(let range)?: bounds = range.intBounds
                default: bounds = nil
                }
                _ = try a.value("locale")
                guard let found = StringSearch.range(of: target, in: v.asString ?? "", options: options, within: bounds)
                else { return .none }
                return .range(RangeValue(lower: .int(found.lowerBound), upper: .int(found.upperBound), isClosed: false))
            },
            // The first character in the set, as a range of character offsets (this string's
            // indices are offsets), or nil: `text.rangeOfCharacter(from: .decimalDigits) != nil`.
            "rangeOfCharacter": { i, v, a throws(Interrupt) in
                let set = try i.characterSet(try a.required("from", i.typeNamed("CharacterSet", from: nil)), at: a.span)
                _ = try a.value("options")
                guard let offset = Array(v.asString ?? "").firstIndex(where: { set.contains($0) }) else { return .none }
                return .range(RangeValue(lower: .int(offset), upper: .int(offset + 1), isClosed: false))
            },
            "components": { i, v, a throws(Interrupt) in
                let separator = try a.value("separatedBy", i.typeNamed("CharacterSet", from: nil)) ?? .string(" ")
                if case .string(let text) = separator {
                    return .array((v.asString ?? "").components(separatedBy: text).map { .string($0) })
                }
                let set = try i.characterSet(separator, at: a.span)
                let parts = (v.asString ?? "").split(omittingEmptySubsequences: false, whereSeparator: set.contains)
                return .array(parts.map { .string(String($0)) })
            },
            "prefix": { i, v, a throws(Interrupt) in
                // `prefix(while:)`: the characters before the first the closure rejects.
                if a.hasClosure("while") {
                    let kept = try i.collectionMethod("prefix", .array((v.asString ?? "").map { .string(String($0)) }), a)
                    return .string(try i.elements(of: kept, at: a.span).compactMap(\.asString).joined())
                }
                return .string(String((v.asString ?? "").prefix(max(0, try a.int(nil) ?? 0))))
            },
            "drop": { i, v, a throws(Interrupt) in
                let kept = try i.collectionMethod("drop", .array((v.asString ?? "").map { .string(String($0)) }), a)
                return .string(try i.elements(of: kept, at: a.span).compactMap(\.asString).joined())
            },
            "suffix": { _, v, a throws(Interrupt) in .string(String((v.asString ?? "").suffix(max(0, try a.int(nil) ?? 0)))) },
            "dropFirst": { _, v, a throws(Interrupt) in .string(String((v.asString ?? "").dropFirst(max(0, try a.int(nil) ?? 1))))
            },
            "dropLast": { _, v, a throws(Interrupt) in .string(String((v.asString ?? "").dropLast(max(0, try a.int(nil) ?? 1))))
            },
            "reversed": { _, v, _ in .string(String((v.asString ?? "").reversed())) },
            "randomElement": { i, v, a throws(Interrupt) in
                try i.collectionMethod("randomElement", .array((v.asString ?? "").map { .string(String($0)) }), a)
            },
            "shuffled": { i, v, a throws(Interrupt) in
                try i.collectionMethod("shuffled", .array((v.asString ?? "").map { .string(String($0)) }), a)
            },
            "index": { _, v, a throws(Interrupt) in
                let base = try a.int(nil) ?? 0
                return .int(base + (try a.int("offsetBy") ?? 0))
            },
            // Indices are character offsets: the distance between two is their difference.
            "distance": { _, _, a throws(Interrupt) in .int((try a.int("to") ?? 0) - (try a.int("from") ?? 0)) },
            "padding": { _, v, a throws(Interrupt) in
                let length = try a.int("toLength") ?? 0, pad = try a.string("withPad") ?? " "
                _ = try a.int("startingAt")
                return .string((v.asString ?? "").padding(toLength: max(0, length), withPad: pad, startingAt: 0))
            },
            "map": { i, v, a throws(Interrupt) in
                try i.collectionMethod("map", .array((v.asString ?? "").map { .string(String($0)) }), a)
            },
            "filter": { i, v, a throws(Interrupt) in
                let result = try i.collectionMethod("filter", .array((v.asString ?? "").map { .string(String($0)) }), a)
                if case .array(let items) = result { return .string(items.compactMap(\.asString).joined()) }
                return result
            },
            "enumerated": { i, v, a throws(Interrupt) in
                try i.collectionMethod("enumerated", .array((v.asString ?? "").map { .string(String($0)) }), a)
            },
            "formatted": { _, v, a throws(Interrupt) in
                _ = try a.positional()
                return v
            },
        ]
        // The rest of Sequence's methods, over the characters (each a one-character String):
        // `String(n).compactMap { Int(String($0)) }`, `word.reduce(0) { … }`.
        for name in NativeTypes.sequenceMethodNames where t.methods[name] == nil && t.properties[name] == nil {
            guard !["starts", "elementsEqual", "joined"].contains(name) else { continue }
            t.methods.define(name) { i, v, a throws(Interrupt) in
                try i.collectionMethod(name, .array((v.asString ?? "").map { .string(String($0)) }), a)
            }
        }
        t.mutatingMethods = [
            "append": { i, v, a throws(Interrupt) in
                let more = i.describe(try a.required(nil))
                let text = (v.asString ?? "") + more
                try i.checkSize(text.utf8.count, at: a.span)
                v = .string(text)
                return .void
            },
            // `text.removeAll(where: { $0 == "-" })`: the characters the predicate keeps out.
            "removeAll": { i, v, a throws(Interrupt) in
                guard let predicate = try a.function("where") else {
                    _ = try a.bool("keepingCapacity")
                    v = .string("")
                    return .void
                }
                var kept = ""
                for character in v.asString ?? ""
                where try i.callFunction(predicate, [.string(String(character))], at: a.span).asBool != true {
                    kept.append(character)
                }
                v = .string(kept)
                return .void
            },
            // `text.replaceSubrange(index...index, with: "x")`: indices are character offsets.
            "replaceSubrange": { i, v, a throws(Interrupt) in
                guard case .range(let range) = try a.required(nil), let bounds = range.intBounds else {
                    throw .error("replaceSubrange(_:with:) needs a range of the string's indices", at: a.span)
                }
                let replacement = i.describe(try a.required("with"))
                try a.finish()
                var characters = Array(v.asString ?? "")
                guard bounds.lowerBound >= 0, bounds.upperBound <= characters.count else {
                    throw .error(
                        "string index out of range: \(bounds) in a string of \(characters.count) characters", at: a.span)
                }
                characters.replaceSubrange(bounds, with: Array(replacement))
                try i.checkSize(characters.count, at: a.span)
                v = .string(String(characters))
                return .void
            },
            // `s.remove(at: s.startIndex)`: the character at an index (a character offset),
            // which it returns; `s.insert("x", at: i)`.
            "remove": { _, v, a throws(Interrupt) in
                guard let index = try a.int("at") else { throw .error("remove(at:) needs an index of the string", at: a.span) }
                var characters = Array(v.asString ?? "")
                guard index >= 0, index < characters.count else {
                    throw .error("string index out of range: \(index) in a string of \(characters.count) characters", at: a.span)
                }
                let removed = characters.remove(at: index)
                v = .string(String(characters))
                return .string(String(removed))
            },
            "insert": { i, v, a throws(Interrupt) in
                let inserted = i.describe(try a.required(nil))
                guard let index = try a.int("at") else { throw .error("insert(_:at:) needs an index of the string", at: a.span) }
                var characters = Array(v.asString ?? "")
                guard index >= 0, index <= characters.count else {
                    throw .error("string index out of range: \(index) in a string of \(characters.count) characters", at: a.span)
                }
                characters.insert(contentsOf: Array(inserted), at: index)
                try i.checkSize(characters.count, at: a.span)
                v = .string(String(characters))
                return .void
            },
            "removeFirst": { _, v, a throws(Interrupt) in
                try removeEnd(of: &v, first: true, a)
            },
            "removeLast": { _, v, a throws(Interrupt) in
                try removeEnd(of: &v, first: false, a)
            },
            "popLast": { _, v, _ in
                var s = v.asString ?? ""
                let last = s.popLast()
                v = .string(s)
                return last.map { .string(String($0)) } ?? .none
            },
        ]
    }
}

/// `removeFirst()`, `removeLast()` and their `(n)` forms: the characters removed (none for
/// a count), trapping in Swift when there are too few, an error here.
private func removeEnd(of v: inout Value, first: Bool, _ a: Arguments) throws(Interrupt) -> Value {
    var characters = Array(v.asString ?? "")
    let n = try a.int(nil)
    let name = first ? "removeFirst" : "removeLast"
    let count = n ?? 1
    guard count >= 0, characters.count >= count else {
        throw .error("\(name)() on a string with too few characters", at: a.span)
    }
    let removed = first ? characters.prefix(count) : characters.suffix(count)
    if first { characters.removeFirst(count) } else { characters.removeLast(count) }
    v = .string(String(characters))
    return n == nil ? .string(String(removed)) : .void
}

/// The locale of the scene's string comparisons, fixed so that a render does not depend on the
/// machine's.
