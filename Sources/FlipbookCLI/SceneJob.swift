import ArgumentParser
import Flipbook
import FlipbookModel
import Foundation

/// One scene file being rendered: reading it, compiling it, and reporting its errors the way
/// compilers do (DESIGN §4).
struct SceneJob {
    let path: String
    let source: String
    /// The files given with `--include`, then those `compile()` found beside the scene: their
    /// declarations join the scene's.
    private(set) var includes: [SourceFile]
    /// Whether `compile()` reads the files beside the scene that declare what it names.
    let readsProjectFiles: Bool
    /// The options, with the app's asset catalogues and, once a file names them, its resources.
    private(set) var options: RenderOptions
    let kit: RenderKit

    /// The scene and its included files, for showing the line a diagnostic points at.
    var sources: [SourceFile] { [SourceFile(fileName: path, text: source)] + includes }

    init(path: String, options: RenderOptions, project: ProjectFiles = ProjectFiles()) throws(ExitCode) {
        self.path = path
        var options = options
        do {
            options.assets =
                project.assets.isEmpty
                ? try AssetCatalog.load(AssetCatalog.catalogues(near: path))
                : try AssetCatalog.load(project.assets)
        } catch {
            throw badOption("cannot read the asset catalogue: \(error)")
        }
        self.options = options
        readsProjectFiles = !project.sceneOnly
        let includes = project.includes
        source = try Self.read(path, what: "a scene file")
        var included: [SourceFile] = []
        for include in includes where include != path && !included.contains(where: { $0.fileName == include }) {
            included.append(SourceFile(fileName: include, text: try Self.read(include, what: "a Swift file")))
        }
        self.includes = included
        do {
            kit = try RenderKit()
        } catch {
            printError("error: \(error)")
            throw ExitCode(FlipbookExit.failure)
        }
    }

    private static func read(_ path: String, what: String) throws(ExitCode) -> String {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw badOption("'\(path)' is a directory; give \(what) (.swift)")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw badOption("cannot read '\(path)': no such file or not readable")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw badOption("'\(path)' is not UTF-8 text")
        }
        return text
    }

    /// The most files `compile()` adds from beside the scene.
    static let projectFileLimit = 64

    /// Compiles the scene as Xcode compiles an app's target: when it names what it does not
    /// declare, the file beside it that declares that name joins it, and so on, until it
    /// compiles or names what no single file declares.
    mutating func compile() throws(ExitCode) -> [CompiledPreview] {
        let project = ProjectSources(scene: path, excluding: includes.map(\.fileName))
        var found: [(path: String, reason: MissingName)] = []
        var resourcesLoaded = false
        if readsProjectFiles {
            options.moduleNames = ProjectFolder.moduleNames(of: path)
            options.localizedStrings = ProjectFolder.localizedStrings(near: path)
            options.appTypeNames = project.declaredTypeNames
        }
        while true {
            // Read only for scenes that can ask for them: the walk and the reads cost every command.
            if !resourcesLoaded, sources.contains(where: { $0.text.contains("forResource") }) {
                options.resources = ProjectFolder.resources(near: path)
                resourcesLoaded = true
            }
            do {
                let previews = try SceneCompiler.compile(
                    source: source, fileName: path, options: options, measurer: kit.measurer, includes: includes)
                // Code that only draws (a shape's path(in:)) names what it uses only when a frame
                // is drawn: the first and last frames' errors find those files too.
                if readsProjectFiles, let errors = Self.firstFrameErrors(previews),
                    readFiles(declaringWhatIsMissingIn: errors, project, &found)
                {
                    continue
                }
                let warnings = previews.flatMap(\.warnings)
                if !warnings.isEmpty {
                    printError(DiagnosticFormatter.format(DiagnosticList(warnings), sources: sources))
                }
                return previews
            } catch {
                if readFiles(declaringWhatIsMissingIn: error, project, &found) { continue }
                // An error no missing name explains (a type read as any type, `[Landmark]`
                // when no file read declares `Landmark`): the files beside the scene that
                // declare the types the read files use join them, as in the app's target.
                if readFiles(declaringTypesUsedIn: sources, project, &found) { continue }
                if readFiles(declaringMethodsCalledAt: error, project, &found) { continue }
                var annotated = IncludeHints.annotate(error, project: project)
                annotated = notingMissingPackages(annotated)
                for index in annotated.diagnostics.indices {
                    guard let file = annotated.diagnostics[index].span?.file,
                        let reason = found.first(where: { $0.path == file })?.reason
                    else { continue }
                    annotated.diagnostics[index].notes.append(
                        Diagnostic(
                            .note,
                            "Flipbook read '\(file)' because it declares '\(reason.description)', which the scene uses; "
                                + "give the files to read with --include and --scene-only", at: nil))
                }
                printError(DiagnosticFormatter.format(annotated, sources: sources))
                throw ExitCode(FlipbookExit.badInput)
            }
        }
    }

    /// An error in a file that imports a package Flipbook does not have (`import SwiftDate`)
    /// says so: what the package declares is missing, whatever the error says.
    private func notingMissingPackages(_ errors: DiagnosticList) -> DiagnosticList {
        var annotated = errors
        for index in annotated.diagnostics.indices {
            guard let file = annotated.diagnostics[index].span?.file,
                let text = sources.first(where: { $0.fileName == file })?.text
            else { continue }
            let missing = ProjectFolder.packagesMissing(importedBy: [text], near: path)
            guard !missing.isEmpty else { continue }
            let names = missing.map { "'\($0)'" }.joined(separator: ", ")
            annotated.diagnostics[index].notes.append(
                Diagnostic(
                    .note,
                    "'\(file)' imports \(names), a package Flipbook does not have: what it declares (types, extensions) is missing",
                    at: nil))
        }
        return annotated
    }

    /// Adds the app's files that declare what `errors` say is missing; false when there are
    /// none (or the search is off, or has read its most).
    private mutating func readFiles(
        declaringWhatIsMissingIn errors: DiagnosticList, _ project: ProjectSources,
        _ found: inout [(path: String, reason: MissingName)]
    ) -> Bool {
        guard readsProjectFiles, found.count < Self.projectFileLimit else { return false }
        let next = projectFiles(declaringWhatIsMissingIn: errors, from: project)
        for file in next.prefix(Self.projectFileLimit - found.count) {
            includes.append(SourceFile(fileName: file.path, text: file.text))
            found.append((file.path, file.reason))
        }
        return !next.isEmpty
    }

    /// Adds the app's files that declare type names the read files use but none declares (one
    /// file per name, the nearest), Swift's own names too; false when there are none.
    private mutating func readFiles(
        declaringTypesUsedIn files: [SourceFile], _ project: ProjectSources,
        _ found: inout [(path: String, reason: MissingName)]
    ) -> Bool {
        guard readsProjectFiles, found.count < Self.projectFileLimit else { return false }
        let texts = files.map(\.text)
        // Only names some file of the app declares are searched for (not `String` or `View`).
        // A type of the app's own named like one of Swift's (`struct Task`, `struct Timer`)
        // shadows it in every file of the target, as swiftc compiles them together.
        let names = ProjectSources.typeNamesUsed(in: texts).subtracting(ProjectSources.typeNamesDeclared(in: texts))
            .intersection(project.declaredTypeNames)
        let errors = DiagnosticList(names.sorted().map { Diagnostic(.error, "cannot find type '\($0)' in scope", at: nil) })
        return readFiles(declaringWhatIsMissingIn: errors, project, &found)
    }

    /// Adds the app's files whose `extension View` declares a method called on an error's line
    /// (the app's `cornerRadius(_:cornerRadius:)` beside SwiftUI's `cornerRadius(_:)`, whose
    /// arguments failed as SwiftUI's), or whose extension of a type called there declares an
    /// initializer: Swift would weigh those overloads too. False when none.
    private mutating func readFiles(
        declaringMethodsCalledAt errors: DiagnosticList, _ project: ProjectSources,
        _ found: inout [(path: String, reason: MissingName)]
    ) -> Bool {
        guard readsProjectFiles, found.count < Self.projectFileLimit else { return false }
        var names: [MissingName] = []
        for diagnostic in errors.diagnostics {
            guard let span = diagnostic.span, let text = sources.first(where: { $0.fileName == span.file })?.text else {
                continue
            }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            guard lines.indices.contains(span.start.line - 1) else { continue }
            let line = lines[span.start.line - 1]
            // `Label("15", symbol: .clock)` of an `extension Label { init(_:symbol:) }`: an
            // initializer of a built-in type that another file adds.
            // `LinearGradient(grad1:grad2:grad3:)` of a global function named like the type.
            let called =
                Self.calledMethodNames(in: line).map { MissingName(method: $0, of: "View") }
                + Self.calledTypeNames(in: line).map { MissingName(method: MissingName.anyInitializer, of: $0) }
                + Self.calledTypeNames(in: line).map { MissingName(typeName: $0) }
            for name in called where !names.contains(name) { names.append(name) }
        }
        let next = projectFiles(declaring: names, from: project)
        for file in next.prefix(Self.projectFileLimit - found.count) {
            includes.append(SourceFile(fileName: file.path, text: file.text))
            found.append((file.path, file.reason))
        }
        return !next.isEmpty
    }

    /// The names called as methods on a line: each identifier after a `.` and before a `(`.
    static func calledMethodNames(in line: Substring) -> [String] {
        var names: [String] = []
        let characters = Array(line)
        var index = 0
        while index < characters.count {
            defer { index += 1 }
            guard characters[index] == "." else { continue }
            var end = index + 1
            while end < characters.count, characters[end].isLetter || characters[end].isNumber || characters[end] == "_" { end += 1 }
            if end > index + 1, end < characters.count, characters[end] == "(" {
                names.append(String(characters[(index + 1)..<end]))
            }
        }
        return names
    }

    /// The capitalized names called on a line (`Label(`): initializers.
    static func calledTypeNames(in line: Substring) -> [String] {
        var names: [String] = []
        let characters = Array(line)
        var index = 0
        while index < characters.count {
            let startsWord = index == 0 || !(characters[index - 1].isLetter || characters[index - 1].isNumber
                || characters[index - 1] == "_" || characters[index - 1] == ".")
            guard startsWord, characters[index].isUppercase else {
                index += 1
                continue
            }
            var end = index + 1
            while end < characters.count, characters[end].isLetter || characters[end].isNumber || characters[end] == "_" { end += 1 }
            if end < characters.count, characters[end] == "(" { names.append(String(characters[index..<end])) }
            index = end
        }
        return names
    }

    /// The error drawing a preview's first frame raises, if any (the render reports it again
    /// when the file that would mend it is not found).
    private static func firstFrameErrors(_ previews: [CompiledPreview]) -> DiagnosticList? {
        for preview in previews {
            // The last frame too: what a scene shows later (a view inserted after a delay, a
            // text renderer of a transition) names what it uses then.
            for frame in Set([0, max(preview.frameCount - 1, 0)]).sorted() {
                do {
                    _ = try preview.displayList(frame: frame)
                } catch {
                    return DiagnosticList([error.diagnostic])
                }
            }
        }
        return nil
    }

    /// For each name the errors say is missing, the one file beside the scene that declares it
    /// (the nearest, when files at different distances do; of equally near ones, the one that
    /// extends a type of the file naming it, else the one the Xcode project compiles, else none).
    private func projectFiles(
        declaringWhatIsMissingIn errors: DiagnosticList, from project: ProjectSources
    ) -> [(path: String, text: String, reason: MissingName)] {
        projectFiles(
            declaring: errors.diagnostics.compactMap { diagnostic in MissingName(diagnostic).map { (diagnostic, $0) } },
            from: project)
    }

    private func projectFiles(
        declaring names: [MissingName], from project: ProjectSources
    ) -> [(path: String, text: String, reason: MissingName)] {
        projectFiles(declaring: names.map { (Diagnostic(.error, "", at: nil), $0) }, from: project)
    }

    /// For each missing name (and the diagnostic that named it), the file that declares it.
    private func projectFiles(
        declaring missingNames: [(diagnostic: Diagnostic, name: MissingName)], from project: ProjectSources
    ) -> [(path: String, text: String, reason: MissingName)] {
        var files: [(path: String, text: String, reason: MissingName)] = []
        for (diagnostic, missing) in missingNames {
            let candidates = project.declaring(missing).filter { candidate in
                !includes.contains { $0.fileName == candidate.path } && !files.contains { $0.path == candidate.path }
            }
            guard var nearest = candidates.first else { continue }
            let nearestDistance = project.distance(to: nearest.path)
            let equallyNear = candidates.prefix { project.distance(to: $0.path) == nearestDistance }
            if equallyNear.count > 1 {
                // `ViewModel` named in `ContentView` is the one `extension ContentView` nests.
                let namingFile = sources.first { $0.fileName == diagnostic.span?.file }?.text ?? ""
                guard
                    let chosen = ProjectSources.fileExtending(
                        ProjectSources.typeNamesDeclared(in: [namingFile]), among: Array(equallyNear))
                        ?? project.compiledFile(among: Array(equallyNear))
                else { continue }
                nearest = chosen
            }
            files.append((nearest.path, nearest.text, missing))
        }
        return files
    }

    /// The frames to render: all, or the `--frames` selection (checked against the clip).
    func frameIndices(for preview: CompiledPreview) throws(ExitCode) -> [Int] {
        guard let selection = options.frames else { return Array(0..<preview.frameCount) }
        // Checked before the ranges are expanded: `0-9223372036854775807` must not allocate.
        if let last = selection.ranges.map(\.upperBound).max(), last >= preview.frameCount {
            throw badOption(
                "--frames asks for frame \(last) but '\(preview.name)' has \(preview.frameCount) frames (0-\(preview.frameCount - 1))"
            )
        }
        return selection.indices()
    }

    func render(
        _ preview: CompiledPreview, frames: [Int], to directory: URL, progress: @Sendable @escaping (Int) -> Void,
        isCancelled: @Sendable @escaping () -> Bool = { false }
    ) throws(ExitCode) -> RenderSummary {
        do {
            return try FrameRenderer.render(
                preview, frames: frames, to: directory, options: options, kit: kit,
                progress: progress, isCancelled: isCancelled)
        } catch let error as LiveError {
            printError(DiagnosticFormatter.format(error.diagnostic, sources: sources))
            throw ExitCode(FlipbookExit.badInput)
        } catch {
            let reason =
                (error as? POSIXError)?.code == .ENOSPC || (error as NSError).code == NSFileWriteOutOfSpaceError
                ? "the disk is full" : error.localizedDescription
            printError("error: cannot write frames to '\(directory.relativePath)': \(reason)")
            throw ExitCode(FlipbookExit.failure)
        }
    }
}

