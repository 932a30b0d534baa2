//  TextLayoutEngine.swift
//  FlipbookLayout
//
//  Status: Complete

import FlipbookModel

/// Lays out the lines of a `Text` for a proposal.
///
/// - Ideal size (unspecified or large enough width): one line per paragraph (paragraphs are
///   separated by newlines), as wide as the widest, `lineHeight = ascent + descent` per line.
/// - A narrower proposed width wraps a paragraph greedily at spaces; a word that does not fit on
///   a line of its own is broken between characters. The text is as wide as its widest line, so
///   it never grows beyond its ideal width (and is wider than the proposal only when a single
///   character is).
/// - A finite proposed height limits the number of lines to `floor(height / lineHeight)`, at
///   least 1, as SwiftUI truncates text that does not fit: the last visible line holds the rest
///   of its paragraph cut to fit with "…". This is what gives text a minimum height of one line
///   when a VStack probes it with a zero height.
/// - Lines are leading-aligned (x = 0), SwiftUI's default `multilineTextAlignment(.leading)`;
///   line k's baseline is at y = k · lineHeight + ascent, relative to the text's frame.
/// - An empty string has size zero and no lines. [U]
///
/// Widths come from the `TextMeasuring` the renderer provides, memoised per string and font.
final class TextLayoutEngine {
    private let measurer: any TextMeasuring
    private var widths: [WidthKey: Double] = [:]

    private struct WidthKey: Hashable {
        var text: Substring
        var font: FontSpec
    }

    /// Text that ends a truncated line.
    static let ellipsis = "…"

    init(measurer: any TextMeasuring) {
        self.measurer = measurer
    }

    /// The lines of `text` in `font` for `proposal`, and the text's size.
    func layout(_ text: String, font: FontSpec, proposal: ProposedSize) -> TextLayout {
        let metrics = measurer.metrics(of: font)
        let ascent = clean(metrics.ascent)
        let lineHeight = ascent + clean(metrics.descent)
        guard !text.isEmpty else { return TextLayout(lines: [], size: .zero) }

        let maxWidth = proposal.width ?? .infinity
        var lines: [(text: Substring, paragraphEnd: String.Index)] = []
        for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            for line in wrap(paragraph, font: font, maxWidth: maxWidth) {
                lines.append((line, paragraph.endIndex))
            }
        }

        var texts = lines.map { String($0.text) }
        if let height = proposal.height, height.isFinite, lineHeight > 0 {
            // A small tolerance so that a height of exactly n lines shows n lines. Compared as a
            // Double first: a huge height must not overflow the conversion to Int.
            let fitting = ((height + 1e-9) / lineHeight).rounded(.down)
            if Double(lines.count) > fitting {
                let limit = max(1, Int(fitting))
                let last = lines[limit - 1]
                let rest = text[last.text.startIndex..<last.paragraphEnd]
                texts = Array(texts.prefix(limit - 1)) + [truncate(rest, font: font, maxWidth: maxWidth)]
            }
        }

        var placed: [TextLine] = []
        var width = 0.0
        for (index, line) in texts.enumerated() {
            let lineWidth = measure(Substring(line), font: font)
            width = max(width, lineWidth)
            placed.append(TextLine(text: line, origin: Point(x: 0, y: Double(index) * lineHeight + ascent),
                                   width: lineWidth))
        }
        return TextLayout(lines: placed, size: Size(width: width, height: Double(placed.count) * lineHeight))
    }

    /// Breaks one paragraph into lines no wider than `maxWidth`, at spaces where possible.
    private func wrap(_ paragraph: Substring, font: FontSpec, maxWidth: Double) -> [Substring] {
        if fits(paragraph, font: font, maxWidth) { return [paragraph] }
        var lines: [Substring] = []
        var current: Substring?
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
            if let line = current {
                let candidate = paragraph[line.startIndex..<word.endIndex]
                if fits(candidate, font: font, maxWidth) {
                    current = candidate
                    continue
                }
                // The space at a break is dropped: it belongs to neither line.
                lines.append(line)
                current = nil
            }
            if fits(word, font: font, maxWidth) {
                current = word
            } else {
                var pieces = breakCharacters(word, font: font, maxWidth: maxWidth)
                current = pieces.removeLast()
                lines += pieces
            }
        }
        if let current { lines.append(current) }
        return lines
    }

    /// Breaks a word too long for a line between characters, at least one character per piece.
    private func breakCharacters(_ word: Substring, font: FontSpec, maxWidth: Double) -> [Substring] {
        var pieces: [Substring] = []
        var start = word.startIndex
        var index = start
        while index < word.endIndex {
            let next = word.index(after: index)
            if index > start && !fits(word[start..<next], font: font, maxWidth) {
                pieces.append(word[start..<index])
                start = index
            }
            index = next
        }
        pieces.append(word[start..<word.endIndex])
        return pieces
    }

    /// The longest prefix of `rest` that fits `maxWidth` once followed by "…".
    private func truncate(_ rest: Substring, font: FontSpec, maxWidth: Double) -> String {
        let characters = Array(rest)
        func candidate(_ count: Int) -> String {
            var prefix = String(characters.prefix(count))
            while prefix.last == " " { prefix.removeLast() }
            return prefix + TextLayoutEngine.ellipsis
        }
        // Widths grow with the prefix, so a binary search finds the longest one that fits.
        var low = 0
        var high = characters.count
        while low < high {
            let middle = (low + high + 1) / 2
            if fits(Substring(candidate(middle)), font: font, maxWidth) { low = middle } else { high = middle - 1 }
        }
        return candidate(low)
    }

    private func fits(_ text: Substring, font: FontSpec, _ maxWidth: Double) -> Bool {
        // The tolerance absorbs rounding in the measurer's sums.
        measure(text, font: font) <= maxWidth + 1e-9
    }

    private func measure(_ text: Substring, font: FontSpec) -> Double {
        let key = WidthKey(text: text, font: font)
        if let width = widths[key] { return width }
        let width = clean(measurer.width(of: String(text), font: font))
        widths[key] = width
        return width
    }

    /// Metrics from the measurer made safe: NaN, negative and infinite become 0.
    private func clean(_ value: Double) -> Double {
        value.isFinite && value > 0 ? value : 0
    }
}
