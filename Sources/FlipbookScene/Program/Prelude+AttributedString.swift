extension Prelude {
    /// Foundation's `AttributedString` with SwiftUI's attributes, written in Swift: runs of text,
    /// each with its `AttributeContainer`. `Text(attributed)` draws each run as a `Text` of its
    /// own styled by the run's attributes (`Interpreter.attributedRuns`), as `Text + Text` is.
    /// Indices are character offsets, as `String`'s are here, so `range(of:)` and a subscript by
    /// range style a part (`text[range].foregroundColor = .red`). `AttributedString(markdown:)`
    /// reads the inline Markdown a `Text` literal draws.
    static let attributedStringSource = #"""
        /// UIKit's underline style, and SwiftUI's `Text.LineStyle` (its alias): the pattern in
        /// UIKit's bits, and SwiftUI's colour.
        struct NSUnderlineStyle: OptionSet, Hashable {
            let rawValue: Int
            var _color: Color? = nil
            init(rawValue: Int) { self.rawValue = rawValue }
            /// `Text.LineStyle(pattern: .dash, color: .red)`.
            init(pattern: _TextLinePattern = .solid, color: Color? = nil) {
                rawValue = 1 | pattern.rawValue
                _color = color
            }
            static let single = NSUnderlineStyle(rawValue: 1)
            static let thick = NSUnderlineStyle(rawValue: 2)
            static let double = NSUnderlineStyle(rawValue: 9)
            static let patternDot = NSUnderlineStyle(rawValue: 0x100)
            static let patternDash = NSUnderlineStyle(rawValue: 0x200)
            static let byWord = NSUnderlineStyle(rawValue: 0x8000)
        }

        /// `Text.LineStyle.Pattern`, as UIKit's pattern bits.
        enum _TextLinePattern: Int {
            case solid = 0, dot = 0x100, dash = 0x200, dashDot = 0x300, dashDotDot = 0x400
        }

        extension Text {
            typealias LineStyle = NSUnderlineStyle
        }

        /// Foundation's Markdown emphasis, with its raw values.
        struct InlinePresentationIntent: OptionSet, Hashable {
            let rawValue: Int
            static let emphasized = InlinePresentationIntent(rawValue: 1)
            static let stronglyEmphasized = InlinePresentationIntent(rawValue: 2)
            static let code = InlinePresentationIntent(rawValue: 4)
            static let strikethrough = InlinePresentationIntent(rawValue: 32)
            static let softBreak = InlinePresentationIntent(rawValue: 64)
            static let lineBreak = InlinePresentationIntent(rawValue: 128)
        }

        /// Foundation's `String.CompareOptions`, with its raw values, for a search in an
        /// attributed string.
        struct _StringCompareOptions: OptionSet, Hashable {
            let rawValue: Int
            static let caseInsensitive = _StringCompareOptions(rawValue: 1)
            static let literal = _StringCompareOptions(rawValue: 2)
            static let backwards = _StringCompareOptions(rawValue: 4)
            static let anchored = _StringCompareOptions(rawValue: 8)
            static let numeric = _StringCompareOptions(rawValue: 64)
            static let diacriticInsensitive = _StringCompareOptions(rawValue: 128)
            static let widthInsensitive = _StringCompareOptions(rawValue: 256)
            static let regularExpression = _StringCompareOptions(rawValue: 1024)
        }

        struct AttributeContainer {
            var font: Font? = nil
            var foregroundColor: Color? = nil
            var backgroundColor: Color? = nil
            var underlineStyle: NSUnderlineStyle? = nil
            var strikethroughStyle: NSUnderlineStyle? = nil
            var kern: CGFloat? = nil
            var tracking: CGFloat? = nil
            var baselineOffset: CGFloat? = nil
            var link: URL? = nil
            var inlinePresentationIntent: InlinePresentationIntent? = nil
            /// A Markdown link, whose address Flipbook does not keep: drawn in the accent colour.
            var _isLink = false
            init() {}

            /// The attributes of `other` that it sets, over these.
            func merging(_ other: AttributeContainer) -> AttributeContainer {
                var merged = self
                if let font = other.font { merged.font = font }
                if let color = other.foregroundColor { merged.foregroundColor = color }
                if let color = other.backgroundColor { merged.backgroundColor = color }
                if let style = other.underlineStyle { merged.underlineStyle = style }
                if let style = other.strikethroughStyle { merged.strikethroughStyle = style }
                if let kern = other.kern { merged.kern = kern }
                if let tracking = other.tracking { merged.tracking = tracking }
                if let offset = other.baselineOffset { merged.baselineOffset = offset }
                if let link = other.link { merged.link = link }
                if let intent = other.inlinePresentationIntent { merged.inlinePresentationIntent = intent }
                if other._isLink { merged._isLink = true }
                return merged
            }
        }

        struct _AttributedRun {
            var text: String
            var attributes: AttributeContainer
        }

        /// A part of an attributed string is one too (Foundation's `AttributedSubstring`).
        typealias AttributedSubstring = AttributedString

        struct AttributedString: CustomStringConvertible {
            var _runs: [_AttributedRun]

            init() { _runs = [] }
            init(_ string: String) { _runs = string.isEmpty ? [] : [_AttributedRun(text: string, attributes: AttributeContainer())] }
            init(_ string: String, attributes: AttributeContainer) {
                _runs = string.isEmpty ? [] : [_AttributedRun(text: string, attributes: attributes)]
            }
            init(_ other: AttributedString) { _runs = other._runs }
            init(localized key: String) { self.init(key) }
            init(_runs: [_AttributedRun]) { self._runs = _runs }
            init(markdown: String) throws { _runs = _markdownAttributedRuns(markdown) }
            init(markdown: String, options: AttributedString.MarkdownParsingOptions) throws {
                _runs = _markdownAttributedRuns(markdown)
            }

            struct MarkdownParsingOptions {
                enum InterpretedSyntax { case full, inlineOnly, inlineOnlyPreservingWhitespace }
                var interpretedSyntax: InterpretedSyntax = .full
                init(interpretedSyntax: InterpretedSyntax = .full) { self.interpretedSyntax = interpretedSyntax }
            }

            var characters: String { _runs.map { $0.text }.joined() }
            var description: String { characters }
            var startIndex: Int { 0 }
            var endIndex: Int { characters.count }

            func index(_ index: Int, offsetByCharacters distance: Int) -> Int { index + distance }
            func range(of target: String, options: _StringCompareOptions = []) -> Range<Int>? {
                characters.range(of: target, options: options)
            }

            /// The runs of the characters in `bounds`, cut where the bounds fall inside a run.
            func _runs(in bounds: Range<Int>) -> [_AttributedRun] {
                var result: [_AttributedRun] = []
                var offset = 0
                for run in _runs {
                    let characters = Array(run.text)
                    let lower = max(bounds.lowerBound - offset, 0)
                    let upper = min(bounds.upperBound - offset, characters.count)
                    if lower < upper {
                        result.append(_AttributedRun(text: String(characters[lower..<upper]), attributes: run.attributes))
                    }
                    offset += characters.count
                }
                return result
            }

            subscript(bounds: Range<Int>) -> AttributedString {
                get { AttributedString(_runs: _runs(in: bounds)) }
                set {
                    _runs = _runs(in: 0..<bounds.lowerBound) + newValue._runs + _runs(in: bounds.upperBound..<endIndex)
                }
            }

            mutating func _setEach(_ change: (inout AttributeContainer) -> Void) {
                for index in _runs.indices { change(&_runs[index].attributes) }
            }

            // Each attribute, set on every run; read from the first.
            var font: Font? {
                get { _runs.first?.attributes.font }
                set { _setEach { $0.font = newValue } }
            }
            var foregroundColor: Color? {
                get { _runs.first?.attributes.foregroundColor }
                set { _setEach { $0.foregroundColor = newValue } }
            }
            var backgroundColor: Color? {
                get { _runs.first?.attributes.backgroundColor }
                set { _setEach { $0.backgroundColor = newValue } }
            }
            var underlineStyle: NSUnderlineStyle? {
                get { _runs.first?.attributes.underlineStyle }
                set { _setEach { $0.underlineStyle = newValue } }
            }
            var strikethroughStyle: NSUnderlineStyle? {
                get { _runs.first?.attributes.strikethroughStyle }
                set { _setEach { $0.strikethroughStyle = newValue } }
            }
            var kern: CGFloat? {
                get { _runs.first?.attributes.kern }
                set { _setEach { $0.kern = newValue } }
            }
            var tracking: CGFloat? {
                get { _runs.first?.attributes.tracking }
                set { _setEach { $0.tracking = newValue } }
            }
            var baselineOffset: CGFloat? {
                get { _runs.first?.attributes.baselineOffset }
                set { _setEach { $0.baselineOffset = newValue } }
            }
            var link: URL? {
                get { _runs.first?.attributes.link }
                set { _setEach { $0.link = newValue } }
            }
            var inlinePresentationIntent: InlinePresentationIntent? {
                get { _runs.first?.attributes.inlinePresentationIntent }
                set { _setEach { $0.inlinePresentationIntent = newValue } }
            }

            mutating func mergeAttributes(_ attributes: AttributeContainer) {
                _setEach { $0 = $0.merging(attributes) }
            }
            mutating func setAttributes(_ attributes: AttributeContainer) {
                _setEach { $0 = attributes }
            }
            func mergingAttributes(_ attributes: AttributeContainer) -> AttributedString {
                var copy = self
                copy.mergeAttributes(attributes)
                return copy
            }
            mutating func append(_ other: AttributedString) { _runs = _runs + other._runs }
            mutating func append(_ string: String) { append(AttributedString(string)) }

            static func + (lhs: AttributedString, rhs: AttributedString) -> AttributedString {
                AttributedString(_runs: lhs._runs + rhs._runs)
            }
            static func += (lhs: inout AttributedString, rhs: AttributedString) { lhs = lhs + rhs }
        }
        """#
}
