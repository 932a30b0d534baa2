import FlipbookModel
import FlipbookSyntax
import Foundation

/// `JSONDecoder().decode(T.self, from: data)` with Swift's synthesized `Decodable`: a struct's
/// stored properties from the object's keys (its `CodingKeys`' raw values where it declares
/// them; a `let` with a value is not decoded), optionals from missing keys and nulls, arrays,
/// dictionaries keyed by strings, enums by raw value, and the numbers, strings and truth values
/// Foundation reads. A mismatch throws a `DecodingError` the scene can catch, as in Swift.
extension Interpreter {
    /// The most bytes of JSON one decode reads (a resource file included).
    static let maximumJSONBytes = BundleResource.maximumBytes

    func decodeJSON(_ type: TypeValue, text: String, options: JSONDecodingOptions, at span: SourceSpan) throws(Interrupt) -> Value
    {
        let parsed = try parsedJSON(text, invalid: decodingError("The given data was not valid JSON.", at: span), at: span)
        return try decodeJSONValue(parsed, as: type, path: [], options: options, at: span)
    }

    /// Foundation's parse of at most `maximumJSONBytes` of JSON; `invalid` when it is not JSON.
    private func parsedJSON(_ text: String, invalid: Interrupt, at span: SourceSpan) throws(Interrupt) -> Any {
        guard text.utf8.count <= Self.maximumJSONBytes else {
            throw .error("the JSON is larger than \(Self.maximumJSONBytes >> 20) MiB, the most Flipbook decodes", at: span)
        }
        do {
            return try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
        } catch {
            throw invalid
        }
    }

    /// JSON as `JSONSerialization` reads it into `Any`: `[String: Any]`, `[Any]`, `Int` or
    /// `Double`, `String`, `Bool`, and nil for null (an `NSNull` in Foundation).
    func jsonObject(text: String, at span: SourceSpan) throws(Interrupt) -> Value {
        let invalid = Interrupt.thrown(
            .native(.error("The data couldn’t be read because it isn’t in the correct format.")), span)
        return try anyJSONValue(try parsedJSON(text, invalid: invalid, at: span), at: span)
    }

    private func anyJSONValue(_ json: Any, at span: SourceSpan) throws(Interrupt) -> Value {
        try step(span)
        switch json {
        case let dictionary as [String: Any]:
            var storage = DictionaryStorage()
            for key in dictionary.keys.sorted() {
                let keyValue = Value.string(key)
                storage.set(try anyJSONValue(dictionary[key]!, at: span), for: keyValue, hash: try hashKey(keyValue, at: span))
            }
            return .dictionary(storage)
        case let array as [Any]:
            var items: [Value] = []
            for element in array { items.append(try anyJSONValue(element, at: span)) }
            return .array(items)
        case let string as String:
            return .string(string)
        case let number as NSNumber:
            if Self.isBool(number) { return .bool(number.boolValue) }
            let double = number.doubleValue
            if double == double.rounded(), abs(double) < 9e15, !"\(number)".contains(".") { return .int(number.intValue) }
            return .double(double)
        default:
            return .none
        }
    }

    /// A `Date` as the decoder's `dateDecodingStrategy` reads it (a date is seconds since
    /// 2001-01-01 00:00 UTC, Foundation's reference date).
    private func decodeJSONDate(
        _ json: Any, _ strategy: JSONDecodingOptions.DateStrategy, mismatch: (String) -> Interrupt, at span: SourceSpan
    ) throws(Interrupt) -> Value {
        let unixToReference = Date.timeIntervalBetween1970AndReferenceDate
        switch strategy {
        case .deferredToDate, .secondsSince1970, .millisecondsSince1970:
            guard let number = json as? NSNumber, !Self.isBool(number), number.doubleValue.isFinite else {
                throw mismatch("Double")
            }
            let value = number.doubleValue
            switch strategy {
            case .secondsSince1970: return .native(.date(value - unixToReference))
            case .millisecondsSince1970: return .native(.date(value / 1000 - unixToReference))
            default: return .native(.date(value))
            }
        case .iso8601:
            guard let text = json as? String else { throw mismatch("String") }
            guard let date = ISO8601DateFormatter().date(from: text) else {
                throw decodingError("Expected date string to be ISO8601-formatted.", at: span)
            }
            return .native(.date(date.timeIntervalSinceReferenceDate))
        case .formatted(let formatter):
            guard let text = json as? String else { throw mismatch("String") }
            guard let date = formatter.date(from: text) else {
                throw decodingError("Date string does not match format expected by formatter.", at: span)
            }
            return .native(.date(date.timeIntervalSinceReferenceDate))
        }
    }

    private func decodingError(_ message: String, at span: SourceSpan) -> Interrupt {
        .thrown(.native(.error("DecodingError: \(message)")), span)
    }

    private func decodeJSONValue(
        _ json: Any, as type: TypeValue, path: [String], options: JSONDecodingOptions, at span: SourceSpan
    ) throws(Interrupt) -> Value {
        try step(span)
        let at = path.isEmpty ? "" : " at \(path.joined(separator: "."))"
        func mismatch(_ expected: String) -> Interrupt {
            decodingError("Expected to decode \(expected) but found \(Self.jsonKind(json)) instead\(at).", at: span)
        }
        switch type {
        case .optional(let wrapped):
            if json is NSNull { return .none }
            return try decodeJSONValue(json, as: wrapped, path: path, options: options, at: span)
        case .array(let element):
            guard let items = json as? [Any] else { throw mismatch("Array") }
            var values: [Value] = []
            for (index, item) in items.enumerated() {
                values.append(
                    try decodeJSONValue(item, as: element, path: path + ["[\(index)]"], options: options, at: span))
            }
            return .array(values)
        case .dictionary(let key, let valueType):
            guard case .native("String") = key else {
                throw .error("Flipbook decodes JSON dictionaries keyed by String only", at: span)
            }
            guard let object = json as? [String: Any] else { throw mismatch("Dictionary") }
            var entries = DictionaryStorage()
            for (name, item) in object.sorted(by: { $0.key < $1.key }) {
                let value = try decodeJSONValue(item, as: valueType, path: path + [name], options: options, at: span)
                entries.set(value, for: .string(name), hash: try hashKey(.string(name), at: span))
            }
            return .dictionary(entries)
        case .native(let name):
            return try decodeJSONScalar(json, as: name, options: options, mismatch: mismatch, at: span)
        case .declared(let info):
            return try decodeJSONDeclared(json, as: info, path: path, options: options, mismatch: mismatch, at: span)
        default:
            throw .error("Flipbook cannot decode JSON as \(type) yet", at: span)
        }
    }

    private func decodeJSONScalar(
        _ json: Any, as name: String, options: JSONDecodingOptions, mismatch: (String) -> Interrupt, at span: SourceSpan
    ) throws(Interrupt) -> Value {
        switch name {
        case "String":
            guard let text = json as? String else { throw mismatch("String") }
            return .string(text)
        case "Bool":
            guard let number = json as? NSNumber, Self.isBool(number) else { throw mismatch("Bool") }
            return .bool(number.boolValue)
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64":
            guard let number = json as? NSNumber, !Self.isBool(number),
                let exact = Int(exactly: number.doubleValue)
            else { throw mismatch(name) }
            return .int(exact)
        case "Double", "Float", "CGFloat":
            guard let number = json as? NSNumber, !Self.isBool(number) else { throw mismatch(name) }
            return .double(number.doubleValue)
        case "Date":
            return try decodeJSONDate(json, options.dates, mismatch: mismatch, at: span)
        case "UUID":
            // As `UUID(uuidString:)` makes it.
            guard let text = json as? String, let uuid = UUID(uuidString: text) else { throw mismatch("UUID") }
            return .native(.uuidText(uuid.uuidString))
        default:
            throw .error("Flipbook cannot decode JSON as \(name) yet", at: span)
        }
    }

    private func decodeJSONDeclared(
        _ json: Any, as info: TypeInfo, path: [String], options: JSONDecodingOptions, mismatch: (String) -> Interrupt,
        at span: SourceSpan
    ) throws(Interrupt) -> Value {
        if info.kind == .enum {
            let raw: Value
            if let text = json as? String {
                raw = .string(text)
            } else if let number = json as? NSNumber {
                raw = .int(number.intValue)
            } else {
                throw mismatch(info.name)
            }
            for element in info.enumCases {
                let candidate = EnumCase(type: info, name: element.name)
                if let value = try rawValue(of: candidate, at: span), try valuesEqual(value, raw, at: span) {
                    return .enumCase(candidate)
                }
            }
            throw decodingError("Cannot initialize \(info.name) from invalid value \(describe(raw)).", at: span)
        }
        // A class's synthesized `init(from:)` reads its own stored properties; one with a
        // superclass would need the superclass's decoding too.
        guard info.kind == .struct || (info.kind == .class && info.superclass == nil) else {
            throw .error("Flipbook decodes JSON into structs, enums and classes without a superclass, not yet into '\(info.name)'", at: span)
        }
        if info.initializers.contains(where: { $0.parameters.first?.label == "from" }) {
            throw .error("'\(info.name)' decodes itself (init(from:)), which Flipbook does not run yet", at: span)
        }
        guard let object = json as? [String: Any] else { throw mismatch(info.name) }
        var keys = object
        if options.snakeCase {
            keys = [:]
            for (key, value) in object { keys[Self.camelCase(key)] = value }
        }
        let codingKeys = info.nestedTypes["CodingKeys"]
        let typeEnv = Env(scope: globalScope.child(), typeContext: info)
        var fields: [String: Value] = [:]
        for property in info.storedProperties {
            // `var id = UUID()`, `var count = 0`: the type Swift infers from the initial value.
            let hint =
                try property.type.map { ref throws(Interrupt) in try resolve(ref, typeEnv) }
                ?? property.initializer.flatMap { Self.literalType($0) ?? inferredType(ofInitializer: $0, from: info) }
            let key: String?
            if let codingKeys {
                key = try codingKeys.enumCase(named: property.name).map { _ throws(Interrupt) in
                    let raw = try rawValue(of: EnumCase(type: codingKeys, name: property.name), at: span)
                    if case .string(let text)? = raw { return text }
                    return property.name
                }
            } else {
                key = property.isLet && property.initializer != nil ? nil : property.name
            }
            if let key, let value = keys[key] {
                guard let hint else {
                    throw .error("'\(info.name).\(property.name)' needs a written type to be decoded from JSON", at: span)
                }
                if let range = try decodeJSONRange(
                    value, property.type, typeEnv, path: path + [key], options: options, at: span)
                {
                    fields[property.name] = range
                    continue
                }
                fields[property.name] = try decodeJSONValue(
                    value, as: hint, path: path + [key], options: options, at: span)
            } else if let key, case .optional? = hint {
                fields[property.name] = Value.none
            } else if let key {
                throw decodingError(
                    "No value associated with key \"\(key)\"\(path.isEmpty ? "" : " at \(path.joined(separator: "."))").",
                    at: span)
            } else if let initializer = property.initializer {
                fields[property.name] = try conform(try eval(initializer, hint, typeEnv), to: hint, at: initializer.span)
            }
        }
        if info.kind == .class {
            objectCount += 1
            return .object(Object(type: info, fields: fields, serial: objectCount, log: dependencies))
        }
        return .instance(Instance(type: info, fields: fields))
    }

    /// The type of a literal initial value.
    private static func literalType(_ expr: Expr) -> TypeValue? {
        switch expr.kind {
        case .integer: .native("Int")
        case .float: .native("Double")
        case .string: .native("String")
        case .bool: .native("Bool")
        case .prefix("-", let operand): literalType(operand)
        default: nil
        }
    }

    /// A `Range<Bound>` or `ClosedRange<Bound>` property, which Codable writes as
    /// `[lower, upper]`; nil for a property of another type.
    private func decodeJSONRange(
        _ json: Any, _ type: TypeRef?, _ env: Env, path: [String], options: JSONDecodingOptions, at span: SourceSpan
    ) throws(Interrupt) -> Value? {
        guard case .named(let components)? = type?.kind, components.count == 1,
            ["Range", "ClosedRange"].contains(components[0].name), let bound = components[0].genericArguments.first
        else { return nil }
        let at = path.joined(separator: ".")
        guard let pair = json as? [Any], pair.count == 2 else {
            throw decodingError("Expected to decode a \(components[0].name) as [lower, upper] at \(at).", at: span)
        }
        let boundType = try resolve(TypeRef(bound, span: span), env)
        let lower = try decodeJSONValue(pair[0], as: boundType, path: path + ["[0]"], options: options, at: span)
        let upper = try decodeJSONValue(pair[1], as: boundType, path: path + ["[1]"], options: options, at: span)
        return .range(RangeValue(lower: lower, upper: upper, isClosed: components[0].name == "ClosedRange"))
    }

    /// JSONDecoder's `.convertFromSnakeCase`: `first_name` is `firstName`.
    private static func camelCase(_ key: String) -> String {
        let parts = key.split(separator: "_", omittingEmptySubsequences: true)
        guard let first = parts.first, parts.count > 1 else { return key }
        return String(first) + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// Foundation reads `true` and `false` as numbers of a class of their own.
    private static func isBool(_ number: NSNumber) -> Bool { type(of: number) == type(of: NSNumber(value: true)) }

    private static func jsonKind(_ json: Any) -> String {
        switch json {
        case is NSNull: "null"
        case let number as NSNumber where isBool(number): "a Bool"
        case is NSNumber: "a number"
        case is String: "a string"
        case is [Any]: "an array"
        default: "a dictionary"
        }
    }
}

/// How a scene's `JSONDecoder` is set: its key and date strategies.
struct JSONDecodingOptions {
    enum DateStrategy {
        case deferredToDate, secondsSince1970, millisecondsSince1970, iso8601
        case formatted(DateFormatter)
    }
    var snakeCase = false
    var dates = DateStrategy.deferredToDate
}

extension JSONDecodingOptions.DateStrategy {
    /// The strategy the prelude's decoder or encoder names in `dates:` (with a formatter's
    /// settings for `"formatted"`).
    init(_ a: Arguments, _ interpreter: Interpreter) throws(Interrupt) {
        switch try a.string("dates") ?? "deferredToDate" {
        case "secondsSince1970": self = .secondsSince1970
        case "millisecondsSince1970": self = .millisecondsSince1970
        case "iso8601": self = .iso8601
        case "formatted": self = .formatted(try DateFormatting.formatter(a, cachedIn: interpreter))
        default: self = .deferredToDate
        }
    }
}
