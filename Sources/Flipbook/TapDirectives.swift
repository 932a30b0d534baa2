import FlipbookModel
import FlipbookScene
import Foundation

/// Scripted taps written in a scene file as comments, so the file still compiles in Xcode:
///
///     // flipbook: tap "Next" at 1.0
///     // flipbook: tap 200,150 at 2.5
///
/// A label taps the first `Button` or `onTapGesture` view whose text is (or contains) it; a
/// point taps the topmost tappable view there. Times are seconds from the start.
enum TapDirectives {
    static func parse(source: String, fileName: String) throws(DiagnosticList) -> [ScriptedTap] {
        var taps: [ScriptedTap] = []
        var errors: [Diagnostic] = []
        var offset = 0
        for (index, rawLine) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            defer { offset += rawLine.utf8.count + 1 }
            let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            guard let marker = line.range(of: "// flipbook:") else { continue }
            let column = line.distance(from: line.startIndex, to: marker.lowerBound) + 1
            let span = SourceSpan(
                file: fileName,
                start: SourceLocation(line: index + 1, column: column, offset: offset + column - 1),
                end: SourceLocation(line: index + 1, column: line.count + 1, offset: offset + line.utf8.count))
            let directive = line[marker.upperBound...].trimmingCharacters(in: .whitespaces)
            if let tap = tap(directive, span: span) {
                taps.append(tap)
            } else {
                errors.append(
                    .error(
                        "a flipbook directive must read: // flipbook: tap \"Label\" at 1.0 (or tap X,Y at 1.0)", at: span))
            }
        }
        if !errors.isEmpty { throw DiagnosticList(errors) }
        return taps
    }

    /// `tap "Label" at 1.5` or `tap 120,80 at 1.5`.
    static func tap(_ text: String, span: SourceSpan?) -> ScriptedTap? {
        guard text.hasPrefix("tap "), let at = text.range(of: " at ", options: .backwards),
            let time = Double(text[at.upperBound...].trimmingCharacters(in: .whitespaces)), time >= 0, time.isFinite
        else { return nil }
        let target = text[text.index(text.startIndex, offsetBy: 4)..<at.lowerBound].trimmingCharacters(in: .whitespaces)
        guard let parsed = self.target(target) else { return nil }
        return ScriptedTap(time: time, target: parsed, span: span)
    }

    /// `"Label"` or `X,Y`.
    static func target(_ text: String) -> ScriptedTap.Target? {
        if text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") {
            return .label(String(text.dropFirst().dropLast()))
        }
        let parts = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]), x.isFinite, y.isFinite else { return nil }
        return .point(Point(x: x, y: y))
    }
}

extension RenderOptions {
    /// Adds a tap given on the command line as `TIME:LABEL` or `TIME:X,Y` (`1.5:Next`,
    /// `2:200,150`). Returns false when the text has neither form.
    public mutating func addTap(_ text: String) -> Bool {
        guard let colon = text.firstIndex(of: ":"), let time = Double(text[..<colon]), time >= 0, time.isFinite else {
            return false
        }
        let rest = String(text[text.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
        guard !rest.isEmpty else { return false }
        let target = TapDirectives.target(rest) ?? .label(rest)
        taps.append(ScriptedTap(time: time, target: target))
        return true
    }
}
