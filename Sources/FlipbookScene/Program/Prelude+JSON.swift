extension Prelude {
    /// Loading an app's JSON: `Bundle.main.url(forResource:withExtension:)` finds the file in the
    /// app's folder, `Data(contentsOf:)` reads it, and `JSONDecoder().decode(_:from:)` decodes it
    /// as Swift's synthesized `Decodable` would (`JSONDecoding.swift`). `Data` holds UTF-8 text:
    /// JSON and strings, not binary data.
    static let jsonSource = #"""
        enum _StringEncoding { case utf8, ascii, utf16, unicode, isoLatin1 }

        struct Data: Equatable {
            let _text: String
            init(_ bytes: [Int]) { _text = _utf8String(bytes) }
            init(contentsOf url: URL) throws { _text = try _readFile(url) }
            init(contentsOf url: URL, options: Any) throws { _text = try _readFile(url) }
            init(_text: String) { self._text = _text }
            init() { _text = "" }
            init(count: Int) { _text = String(repeating: "\0", count: count) }
            var count: Int { _text.utf8.count }
            var isEmpty: Bool { _text.isEmpty }
        }

        extension String {
            func data(using encoding: _StringEncoding, allowLossyConversion: Bool = false) -> Data? { Data(_text: self) }
            init?(data: Data, encoding: _StringEncoding) { self = data._text }
            init(decoding data: Data, as encoding: Any) { self = data._text }
        }

        /// `String(decoding: data, as: UTF8.self)`: the encoding, named by its type.
        enum UTF8 {}

        func _string(from data: Data) -> String { data._text }

        final class Bundle {
            static let main = Bundle()
            /// A Swift package's resources: Flipbook looks for them where it looks for the app's.
            static let module = Bundle()
            init() {}
            /// The bundle of a class: the app's own classes are all in the main bundle.
            init(for aClass: Any) {}
            func url(forResource name: String?, withExtension ext: String?) -> URL? {
                guard let path = _resourcePath(name ?? "", ext ?? "") else { return nil }
                return URL(fileURLWithPath: path)
            }
            func path(forResource name: String?, ofType ext: String?) -> String? { _resourcePath(name ?? "", ext ?? "") }
        }

        /// Core Graphics' loading of a bundled image (Apple's 2019 Landmarks `ImageStore`): the
        /// source is the file's URL, its image the file decoded, drawn as a `UIImage` is.
        func CGImageSourceCreateWithURL(_ url: URL, _ options: [String: Any]?) -> URL? { url }
        func CGImageSourceCreateImageAtIndex(_ source: URL, _ index: Int, _ options: [String: Any]?) -> CGImage? {
            _resourceImage(source.path)
        }

        /// Encodes as Swift's synthesized `Encodable` does (`JSONEncoding.swift`).
        final class JSONEncoder {
            struct OutputFormatting: OptionSet {
                let rawValue: Int
                static let prettyPrinted = OutputFormatting(rawValue: 1)
                static let sortedKeys = OutputFormatting(rawValue: 2)
                static let withoutEscapingSlashes = OutputFormatting(rawValue: 8)
            }
            enum KeyEncodingStrategy { case useDefaultKeys, convertToSnakeCase }
            enum DateEncodingStrategy {
                case deferredToDate, secondsSince1970, millisecondsSince1970, iso8601
                case formatted(DateFormatter)
                case custom((Date, Any) throws -> Void)
            }
            var outputFormatting: OutputFormatting = []
            var keyEncodingStrategy: KeyEncodingStrategy = .useDefaultKeys
            var dateEncodingStrategy: DateEncodingStrategy = .deferredToDate
            init() {}
            func encode<T>(_ value: T) throws -> Data {
                let pretty = outputFormatting.contains(.prettyPrinted)
                let sorted = outputFormatting.contains(.sortedKeys)
                let unescapedSlashes = outputFormatting.contains(.withoutEscapingSlashes)
                let snakeCase = keyEncodingStrategy == .convertToSnakeCase
                let dates: String
                switch dateEncodingStrategy {
                case .deferredToDate: dates = "deferredToDate"
                case .secondsSince1970: dates = "secondsSince1970"
                case .millisecondsSince1970: dates = "millisecondsSince1970"
                case .iso8601: dates = "iso8601"
                case .formatted(let formatter):
                    return Data(
                        _text: _encodeJSON(
                            value, pretty: pretty, sorted: sorted, unescapedSlashes: unescapedSlashes, snakeCase: snakeCase,
                            dates: "formatted", format: formatter.dateFormat, dateStyle: formatter.dateStyle.rawValue,
                            timeStyle: formatter.timeStyle.rawValue, locale: formatter.locale?.identifier ?? "en_US_POSIX",
                            timeZone: formatter.timeZone?.identifier ?? "UTC"))
                case .custom:
                    _notSupported("a custom dateEncodingStrategy is not supported by Flipbook yet")
                    fatalError()
                }
                return Data(
                    _text: _encodeJSON(
                        value, pretty: pretty, sorted: sorted, unescapedSlashes: unescapedSlashes, snakeCase: snakeCase,
                        dates: dates))
            }
        }

        /// UIKit's data set of the asset catalogue (`NSDataAsset(name: "london")?.data`): its file
        /// as `Data`, nil when no catalogue given to Flipbook has the set.
        final class NSDataAsset {
            let name: String
            let data: Data
            var typeIdentifier: String { "public.data" }
            init?(name: String, bundle: Bundle = Bundle.main) {
                guard let text = _dataAsset(name) else { return nil }
                self.name = name
                data = Data(_text: text)
            }
        }

        /// Foundation's untyped JSON: `jsonObject(with:)` gives dictionaries, arrays, numbers,
        /// strings and truth values (`as? [String: Any]`); `data(withJSONObject:)` writes them.
        final class JSONSerialization {
            struct ReadingOptions: OptionSet {
                let rawValue: Int
                static let mutableContainers = ReadingOptions(rawValue: 1)
                static let mutableLeaves = ReadingOptions(rawValue: 2)
                static let fragmentsAllowed = ReadingOptions(rawValue: 4)
                static let allowFragments = ReadingOptions(rawValue: 4)
                static let json5Allowed = ReadingOptions(rawValue: 8)
                static let topLevelDictionaryAssumed = ReadingOptions(rawValue: 16)
            }
            struct WritingOptions: OptionSet {
                let rawValue: Int
                static let prettyPrinted = WritingOptions(rawValue: 1)
                static let sortedKeys = WritingOptions(rawValue: 2)
                static let fragmentsAllowed = WritingOptions(rawValue: 4)
                static let withoutEscapingSlashes = WritingOptions(rawValue: 8)
            }
            static func jsonObject(with data: Data, options: ReadingOptions = []) throws -> Any { try _jsonObject(data._text) }
            static func data(withJSONObject object: Any, options: WritingOptions = []) throws -> Data {
                Data(
                    _text: _encodeJSON(
                        object, pretty: options.contains(.prettyPrinted), sorted: options.contains(.sortedKeys),
                        unescapedSlashes: options.contains(.withoutEscapingSlashes), snakeCase: false, dates: "deferredToDate"))
            }
            static func isValidJSONObject(_ object: Any) -> Bool { object is [String: Any] || object is [Any] }
        }

        final class JSONDecoder {
            enum KeyDecodingStrategy { case useDefaultKeys, convertFromSnakeCase }
            enum DateDecodingStrategy {
                case deferredToDate, secondsSince1970, millisecondsSince1970, iso8601
                case formatted(DateFormatter)
                case custom((Any) throws -> Date)
            }
            var keyDecodingStrategy: KeyDecodingStrategy = .useDefaultKeys
            var dateDecodingStrategy: DateDecodingStrategy = .deferredToDate
            init() {}
            func decode<T>(_ type: T.Type, from data: Data) throws -> T {
                let snakeCase = keyDecodingStrategy == .convertFromSnakeCase
                switch dateDecodingStrategy {
                case .deferredToDate: return try _decodeJSON(type, data._text, snakeCase) as! T
                case .secondsSince1970: return try _decodeJSON(type, data._text, snakeCase, dates: "secondsSince1970") as! T
                case .millisecondsSince1970:
                    return try _decodeJSON(type, data._text, snakeCase, dates: "millisecondsSince1970") as! T
                case .iso8601: return try _decodeJSON(type, data._text, snakeCase, dates: "iso8601") as! T
                case .formatted(let formatter):
                    return try _decodeJSON(
                        type, data._text, snakeCase, dates: "formatted", format: formatter.dateFormat,
                        dateStyle: formatter.dateStyle.rawValue, timeStyle: formatter.timeStyle.rawValue,
                        locale: formatter.locale?.identifier ?? "en_US_POSIX", timeZone: formatter.timeZone?.identifier ?? "UTC"
                    ) as! T
                case .custom:
                    _notSupported("a custom dateDecodingStrategy is not supported by Flipbook yet")
                    fatalError()
                }
            }
        }
        """#
}
