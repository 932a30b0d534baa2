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
            if let tap = tap(directive, span: span) ?? drag(directive, span: span) {
                taps.append(tap)
            } else {
                errors.append(
                    .error(
                        "a flipbook directive must read: // flipbook: tap \"Label\" at 1.0 (or tap X,Y at 1.0), "
                            + "or // flipbook: drag \"Label\" by 120,0 at 1.0 (optionally over 0.5 before 'at')",
                        at: span))
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

    /// `drag "Card" by 120,0 at 1.5` or `drag 100,80 by 0,-60 over 0.5 at 1.5` (0.3 s when no
    /// `over`).
    static func drag(_ text: String, span: SourceSpan?) -> ScriptedTap? {
        guard text.hasPrefix("drag "), let at = text.range(of: " at ", options: .backwards),
            let time = Double(text[at.upperBound...].trimmingCharacters(in: .whitespaces)), time >= 0, time.isFinite
        else { return nil }
        var body = String(text[text.index(text.startIndex, offsetBy: 5)..<at.lowerBound])
        var duration = defaultDragDuration
        if let over = body.range(of: " over ", options: .backwards) {
            guard let seconds = Double(body[over.upperBound...].trimmingCharacters(in: .whitespaces)) else { return nil }
            duration = seconds
            body = String(body[..<over.lowerBound])
        }
        guard let by = body.range(of: " by ", options: .backwards),
            case .point(let translation)? = target(String(body[by.upperBound...]).trimmingCharacters(in: .whitespaces)),
            let place = target(String(body[..<by.lowerBound]).trimmingCharacters(in: .whitespaces))
        else { return nil }
        return makeDrag(time: time, target: place, translation: translation, duration: duration, span: span)
    }

    /// How long a drag lasts when its directive does not say: a quick swipe.
    static let defaultDragDuration = 0.3

    /// A drag of at most a minute, by a finite amount.
    static func makeDrag(
        time: Double, target: ScriptedTap.Target, translation: Point, duration: Double, span: SourceSpan?
    ) -> ScriptedTap? {
        guard duration >= 0, duration <= 60, translation.x.isFinite, translation.y.isFinite,
            abs(translation.x) <= 1e6, abs(translation.y) <= 1e6
        else { return nil }
        return ScriptedTap(
            time: time, target: target, gesture: .drag(translation: translation, duration: duration), span: span)
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

    /// Adds a drag given on the command line as `TIME:TARGET:DX,DY`, optionally followed by
    /// `:SECONDS` (`1.5:Card:120,0`, `2:200,150:0,-80:0.5`). Returns false when it is not one.
    public mutating func addDrag(_ text: String) -> Bool {
        guard let colon = text.firstIndex(of: ":"), let time = Double(text[..<colon]), time >= 0, time.isFinite else {
            return false
        }
        var parts = text[text.index(after: colon)...].split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        var duration = TapDirectives.defaultDragDuration
        if parts.count >= 3, let last = parts.last, !last.contains(","), let seconds = Double(last) {
            duration = seconds
            parts.removeLast()
        }
        guard parts.count >= 2, case .point(let translation)? = TapDirectives.target(parts.removeLast()) else { return false }
        let place = parts.joined(separator: ":").trimmingCharacters(in: .whitespaces)
        guard !place.isEmpty,
            let drag = TapDirectives.makeDrag(
                time: time, target: TapDirectives.target(place) ?? .label(place), translation: translation,
                duration: duration, span: nil)
        else { return false }
        taps.append(drag)
        return true
    }
}
