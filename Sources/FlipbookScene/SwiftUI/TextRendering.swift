import FlipbookModel
import FlipbookVocabulary

/// iOS 18's `TextRenderer`: a text under `.textRenderer(_:)` is laid out as usual, then its
/// lines, runs and glyphs are handed to the renderer's `draw(layout:in:)` as a `Text.Layout`
/// (the prelude's), and what the renderer draws of them with its `GraphicsContext` is what
/// shows. A line, a run or a slice drawn is the part of the laid-out text it stands for, at its
/// place, under the context's transform, opacity and filters.
extension Interpreter {
    /// `.textRenderer(renderer)`: the modifier that draws the texts under it through the
    /// renderer (a scene value conforming to `TextRenderer`).
    func textRendererModifier(_ renderer: Value, at span: SourceSpan) throws(Interrupt) -> LiveTextRenderer {
        LiveTextRenderer(handle: registerLive(renderer), data: try animatableData(of: renderer, at: span))
    }

    /// Runs the renderer's `draw(layout:in:)` over `text` and returns what it drew.
    func renderText(_ renderer: Value, text: TextItem, at span: SourceSpan) throws(Interrupt) -> [DisplayItem] {
        let recorder = GraphicsContextValue.Recorder(
            environment: EnvironmentValues(), identity: text.identity, span: text.span)
        recorder.text = text
        let layout = try textLayoutValue(text, attributes: text.customAttributes, at: span)
        _ = try callMethod(
            on: renderer, "draw", positional: [layout, .native(.graphicsContext(GraphicsContextValue(recorder: recorder)))],
            labels: ["layout", "in"], at: span, Env(scope: globalScope))
        // What the renderer drew of the text is not drawn again by a renderer around it.
        return recorder.items.map(Self.markingRendered)
    }

    private static func markingRendered(_ item: DisplayItem) -> DisplayItem {
        switch item {
        case .text(var text):
            text.isRendered = true
            return .text(text)
        case .group(var group):
            group.items = group.items.map(markingRendered)
            return .group(group)
        default:
            return item
        }
    }

    /// `Text.Layout`: its lines; each line's runs (a run of glyphs of one font and one text
    /// run, with that run's custom attributes); each run's slices (one glyph each).
    private func textLayoutValue(_ text: TextItem, attributes: [[LiveHandle]], at span: SourceSpan) throws(Interrupt) -> Value {
        var lines: [Value] = []
        for (l, line) in text.lines.enumerated() {
            let size = line.runs.map(\.size).max() ?? 17
            let (ascent, descent) = (size * Self.ascentRatio, size * Self.descentRatio)
            var runs: [Value] = []
            for (r, run) in line.runs.enumerated() where !run.glyphs.isEmpty {
                let ends = glyphEnds(of: r, in: line)
                var slices: [Value] = []
                for g in run.glyphs.indices {
                    let x = line.origin.x + run.positions[g].x
                    slices.append(
                        prelude(
                            "Text.Layout.RunSlice",
                            [
                                "typographicBounds": bounds(x: x, baseline: line.origin.y, width: ends[g] - run.positions[g].x, ascent, descent),
                                "_line": .int(l), "_run": .int(r), "_start": .int(g), "_end": .int(g + 1),
                            ]))
                }
                let start = run.positions.first?.x ?? 0
                var found: [Value] = []
                if attributes.indices.contains(run.runIndex) {
                    for handle in attributes[run.runIndex] {
                        if let value = liveTable[handle.fingerprint] { found.append(value) }
                    }
                }
                runs.append(
                    prelude(
                        "Text.Layout.Run",
                        [
                            "_elements": .array(slices),
                            "typographicBounds": bounds(
                                x: line.origin.x + start, baseline: line.origin.y, width: (ends.last ?? start) - start, ascent, descent),
                            "_attributes": .array(found),
                            "_line": .int(l), "_run": .int(r), "_start": .int(0), "_end": .int(run.glyphs.count),
                        ]))
            }
            lines.append(
                prelude(
                    "Text.Layout.Line",
                    [
                        "_elements": .array(runs),
                        "typographicBounds": bounds(x: line.origin.x, baseline: line.origin.y, width: line.width, ascent, descent),
                        "_line": .int(l),
                    ]))
        }
        try checkSize(lines.count, at: span)
        return prelude("Text.Layout", ["_elements": .array(lines)])
    }

    /// Where each glyph of a run ends, relative to the line: the next glyph's start, or for the
    /// run's last the next run's first glyph (the line's end after its last run).
    private func glyphEnds(of runIndex: Int, in line: TextLine) -> [Double] {
        let run = line.runs[runIndex]
        let following = line.runs.dropFirst(runIndex + 1).first { !$0.positions.isEmpty }?.positions.first?.x ?? line.width
        return run.positions.indices.map { g in g + 1 < run.positions.count ? run.positions[g + 1].x : max(following, run.positions[g].x) }
    }

    /// A font's ascent and descent as fractions of its size: the text face's (DejaVu Sans,
    /// Flipbook's stand-in for SF Pro, whose own are 0.95 and 0.24).
    static let ascentRatio = 0.93
    static let descentRatio = 0.24

    private func bounds(x: Double, baseline: Double, width: Double, _ ascent: Double, _ descent: Double) -> Value {
        prelude(
            "Text.Layout.TypographicBounds",
            [
                "origin": makePoint(Point(x: x, y: baseline)), "width": .double(width), "ascent": .double(ascent),
                "descent": .double(descent), "leading": .double(0),
            ])
    }

    /// `context.draw(line)`, `draw(run)`, `draw(slice)`: that part of the text the renderer was
    /// given, or nil when the value is none of them.
    func textLayoutPart(_ value: Value, in context: GraphicsContextValue) -> TextItem? {
        guard case .instance(let part) = value, var item = context.recorder.text,
            ["Text.Layout.Line", "Text.Layout.Run", "Text.Layout.RunSlice"].contains(part.type.name),
            case .int(let l)? = part.fields["_line"], item.lines.indices.contains(l)
        else { return nil }
        var line = item.lines[l]
        if case .int(let r)? = part.fields["_run"], line.runs.indices.contains(r),
            case .int(let start)? = part.fields["_start"], case .int(let end)? = part.fields["_end"]
        {
            var run = line.runs[r]
            let range = max(0, start)..<min(max(start, end), run.glyphs.count)
            // The characters drawn, where each glyph is one character (no ligature joins them).
            let characters = Array(line.text)
            let before = line.runs[..<r].map(\.glyphs.count).reduce(0, +)
            let glyphCount = line.runs.map(\.glyphs.count).reduce(0, +)
            line.text = glyphCount == characters.count ? String(characters[(before + range.lowerBound)..<(before + range.upperBound)]) : ""
            run.glyphs = Array(run.glyphs[range])
            run.positions = Array(run.positions[range])
            line.runs = [run]
            line.decorations = []
        }
        item.lines = [line]
        return item
    }
}

extension LiveEvaluator {
    func renderText(_ renderer: LiveHandle, animatableData: [Double], text: TextItem) throws(LiveError) -> [DisplayItem] {
        try withInterpreter(renderer) { interpreter, value throws(Interrupt) in
            var receiver = value
            let span = interpreter.declaredType(of: value)?.span ?? text.span
            try interpreter.setAnimatableData(&receiver, animatableData, at: span)
            return try interpreter.renderText(receiver, text: text, at: span)
        }
    }
}
