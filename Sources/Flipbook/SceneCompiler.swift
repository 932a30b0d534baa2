import FlipbookAnimation
import FlipbookLayout
import FlipbookModel
import FlipbookScene
import FlipbookSyntax
import FlipbookVocabulary

/// Parse, run, lay out and animate: everything before the first pixel (DESIGN §1).
public enum SceneCompiler {
    /// Compiles the previews of a scene file that `options` selects.
    /// - Throws: the diagnostics of the first stage that failed (syntax, unsupported
    ///   constructs, errors found while running the scene, bad options).
    public static func compile(
        source: String, fileName: String, options: RenderOptions,
        measurer: any TextMeasuring, includes: [SourceFile] = []
    ) throws(DiagnosticList) -> [CompiledPreview] {
        try validate(options, fileName: fileName)
        var program = try SceneParser.parse(source: source, fileName: fileName)
        program.moduleNames = options.moduleNames
        var declared = program.topLevelNames.all
        for file in includes {
            var included = try SceneParser.parse(source: file.text, fileName: file.fileName)
            // Its private declarations another file also declares are its own (Swift's file scope).
            let clashing = included.topLevelNames.filePrivate.intersection(declared)
            if !clashing.isEmpty {
                included = try SceneParser.parse(source: file.text, fileName: file.fileName, renaming: clashing)
            }
            declared.formUnion(included.topLevelNames.all)
            program.include(included)
        }
        let taps = (try TapDirectives.parse(source: source, fileName: fileName) + options.taps).sorted { $0.time < $1.time }
        let all = try SceneRunner.previews(of: program)
        let folders = folderNames(of: all, fileName: fileName)
        let previews = try select(all, folders: folders, options: options, fileName: fileName)
        var compiled: [CompiledPreview] = []
        for (preview, folder) in previews {
            let canvas = options.size ?? preview.canvas ?? RenderOptions.defaultCanvas
            let pixels = (width: canvas.width * options.scale, height: canvas.height * options.scale)
            guard pixels.width <= RenderOptions.largestPixelSide, pixels.height <= RenderOptions.largestPixelSide,
                pixels.width >= 1, pixels.height >= 1
            else {
                throw DiagnosticList([
                    .error(
                        "the frames would be \(formatNumber(pixels.width))×\(formatNumber(pixels.height)) pixels "
                            + "(canvas × --scale); each side must be between 1 and \(Int(RenderOptions.largestPixelSide))",
                        at: options.size == nil ? preview.span : nil)
                ])
            }
            let scale = options.scale
            let layoutTree: @Sendable (ViewTree, any LiveEvaluating) -> LayoutTree = { tree, evaluator in
                LayoutEngine.layout(
                    tree, canvas: canvas, scale: scale, measurer: measurer, rootLayout: rootLayout,
                    evaluator: evaluator)
            }
            var runOptions = RunOptions(
                timeLimit: options.duration, canvas: canvas, scale: scale, colorScheme: options.appearance,
                layout: layoutTree, animationDuration: { $0.finishTime }, taps: taps)
            runOptions.logicalDuration = { $0.logicalDuration }
            runOptions.measurer = measurer
            runOptions.assets = options.assets
            runOptions.resources = options.resources
            runOptions.localizedStrings = options.localizedStrings
            runOptions.appTypeNames = options.appTypeNames
            var run = try SceneRunner.run(program, preview: preview.index, options: runOptions)
            // `.preferredColorScheme` applies to the whole canvas, views outside it included.
            if let preferred = run.preferredColorScheme, preferred != runOptions.colorScheme {
                runOptions.colorScheme = preferred
                run = try SceneRunner.run(program, preview: preview.index, options: runOptions)
            }
            var transactions = run.transactions
            // A scene that never settles is drawn for `endlessDuration`: what its run did after
            // that (up to the run's horizon) is not laid out.
            if run.isEndless, options.duration == nil {
                transactions = transactions.filter { $0.time <= RenderOptions.endlessDuration }
            }
            // A tree with geometry readers was laid out in the run, to size them.
            let layouts = transactions.indices.map { run.layouts[$0] ?? layoutTree(transactions[$0].tree, run.evaluator) }
            if let error = layouts.lazy.flatMap(\.errors).first {
                throw DiagnosticList([error.diagnostic])
            }
            let evaluator = run.evaluator
            let relayouts = RelayoutCache()
            let timeline = Timeline(
                transactions: transactions, layouts: layouts, canvas: canvas,
                defaultTransition: defaultTransition, evaluator: evaluator, scale: scale, measurer: measurer,
                relayout: { tree in relayouts.layout(tree) { layoutTree($0, evaluator) } })
            var warnings = run.warnings
            let duration = clipDuration(
                timeline, isEndless: run.isEndless, options: options, preview: preview,
                warnings: &warnings)
            for tap in run.unreachedTaps {
                warnings.append(
                    .warning(
                        "the tap \(tap.description) at \(formatNumber(tap.time)) s comes after the clip ends "
                            + "(\(formatNumber(duration)) s) and has no effect; pass --duration to reach it",
                        at: tap.span))
            }
            let name = preview.name ?? baseName(of: fileName)
            var compiledPreview = CompiledPreview(
                name: name, folderName: folder, canvas: canvas, fps: options.fps, duration: duration,
                timeline: timeline, transactions: transactions, layouts: layouts, warnings: warnings)
            compiledPreview.colorScheme = run.preferredColorScheme ?? options.appearance
            compiled.append(compiledPreview)
        }
        return compiled
    }

    /// How the preview's root views are laid out: a `VStack` proposed the canvas (SEMANTICS §8).
    static let rootLayout = AnyContainerLayout(StackLayout.vertical())

    /// The transition of views that declare none: `.opacity` (SEMANTICS §2).
    static let defaultTransition = TransitionValue.kind(AnyTransitionKind(OpacityTransition()))

    private static func validate(_ options: RenderOptions, fileName: String) throws(DiagnosticList) {
        func fail(_ message: String) -> DiagnosticList { DiagnosticList([.error(message, at: nil)]) }
        guard options.fps > 0, options.fps <= 1000, options.fps.isFinite else { throw fail("--fps must be between 0 and 1000") }
        if let duration = options.duration, !(duration > 0 && duration <= 3600) {
            throw fail("--duration must be between 0 and 3600 seconds")
        }
        guard options.scale > 0, options.scale <= 16 else { throw fail("--scale must be between 0 and 16") }
        if let size = options.size, !(size.width >= 1 && size.height >= 1 && size.width <= 16384 && size.height <= 16384) {
            throw fail("--size must be between 1x1 and 16384x16384")
        }
        guard options.jobs >= 1, options.jobs <= 256 else { throw fail("--jobs must be between 1 and 256") }
    }

    /// Each preview's folder name: its name's (`folderName(for:)`), with `-2`, `-3`… after
    /// one that an earlier preview has (the unnamed previews of a file are all named after it).
    private static func folderNames(of previews: [ScenePreview], fileName: String) -> [String] {
        var used: Set<String> = []
        return previews.map { preview in
            let base = folderName(for: preview.name ?? baseName(of: fileName))
            var folder = base
            var suffix = 2
            while used.contains(folder) {
                folder = base + "-\(suffix)"
                suffix += 1
            }
            used.insert(folder)
            return folder
        }
    }

    /// The previews `--preview` names: by name, by folder name (`a1-2` for a file's second
    /// unnamed preview), or by position from 1.
    private static func select(
        _ previews: [ScenePreview], folders: [String], options: RenderOptions, fileName: String
    ) throws(DiagnosticList) -> [(ScenePreview, String)] {
        let all = Array(zip(previews, folders))
        guard let wanted = options.previewName else { return all }
        let matches = all.enumerated().filter { index, pair in
            let name = pair.0.name ?? baseName(of: fileName)
            return name == wanted || pair.1 == wanted || String(index + 1) == wanted
        }
        guard !matches.isEmpty else {
            let names = all.enumerated().map { index, pair in
                let name = pair.0.name ?? baseName(of: fileName)
                return name == pair.1 ? "'\(name)' (\(index + 1))" : "'\(name)' ('\(pair.1)', \(index + 1))"
            }
            throw DiagnosticList([
                .error(
                    "\(fileName) has no preview named '\(wanted)'; it has \(names.joined(separator: ", "))",
                    at: nil)
            ])
        }
        // A name several previews share picks them all; a folder name or a position picks one.
        return matches.map(\.element)
    }

    /// How long a clip runs when `--duration` does not say: until the last animation settles,
    /// plus a short hold. A preview that never settles (a repeating animation or timer) gets
    /// `endlessDuration` and a warning.
    private static func clipDuration(
        _ timeline: Timeline, isEndless: Bool, options: RenderOptions, preview: ScenePreview,
        warnings: inout [Diagnostic]
    ) -> Double {
        if let duration = options.duration { return duration }
        guard timeline.settleTime.isFinite, !isEndless else {
            let cause =
                isEndless
                ? "keeps changing (a repeating timer, task or PhaseAnimator)"
                : "animates forever (repeatForever, or a TimelineView)"
            warnings.append(
                .warning(
                    "this preview \(cause); rendering \(formatNumber(RenderOptions.endlessDuration)) s, pass --duration to choose",
                    at: preview.span))
            return RenderOptions.endlessDuration
        }
        let length = timeline.settleTime + RenderOptions.settlePadding
        guard length <= Animation.longestLength else {
            warnings.append(
                .warning(
                    "this preview's animations end at \(formatNumber(timeline.settleTime)) s; rendering the first "
                        + "\(formatNumber(Animation.longestLength)) s, pass --duration to choose",
                    at: preview.span))
            return Animation.longestLength
        }
        return length
    }

    /// A scene file's name without folder and `.swift`: `Scenes/slide.swift` → `slide`.
    public static func baseName(of fileName: String) -> String {
        let last = fileName.split(separator: "/").last.map(String.init) ?? fileName
        return last.hasSuffix(".swift") ? String(last.dropLast(6)) : last
    }

    /// Lower case, letters, digits and dashes: "Explicit identity" → "explicit-identity".
    static func folderName(for name: String) -> String {
        var out = ""
        for scalar in name.lowercased().unicodeScalars {
            if scalar.properties.isAlphabetic || ("0"..."9").contains(Character(scalar)) {
                out.unicodeScalars.append(scalar)
            } else if !out.isEmpty && !out.hasSuffix("-") {
                out += "-"
            }
        }
        while out.hasSuffix("-") { out.removeLast() }
        return out.isEmpty ? "preview" : out
    }
}

extension SceneCompiler {
    /// The type names of Swift and Foundation, and the protocols, that Flipbook provides and
    /// no file of an app declares again.
    public static var builtInTypeNames: Set<String> { BuiltInTypeNames.all }
}
