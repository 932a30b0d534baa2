import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The bad-input corpus: scenes and command lines that must fail cleanly, in
/// Tests/FlipbookTests/BadInputs/. Each file starts with two comment lines that say how to run it
/// and what must happen:
///
///     // expect: exit 2 at 10:21 "arithmetic overflow"
///     // run: render --duration 1
///
/// `run` is the subcommand and its options (the scene's path goes after the subcommand, and
/// `render` gets an empty output folder). `expect` is the exit status, the location of the first
/// error (line:column in the scene file; left out for errors in the options, which have none)
/// and a part of its message. Every file is run through the real `flipbook` binary, which must
/// exit with that status, report the error at that location with the source line and a caret
/// under it, leave no file in the output folder and finish within the time budget.
///
/// Tests/FlipbookTests/Extremes/ holds inputs at the edges that must render (exit 0) quickly.
@Suite struct BadInputTests {
    static let directory = repositoryRoot.appendingPathComponent("Tests/FlipbookTests/BadInputs")
    static let extremesDirectory = repositoryRoot.appendingPathComponent("Tests/FlipbookTests/Extremes")

    /// Seconds one file may take in the debug build (CI machines are slow);
    /// FLIPBOOK_BAD_INPUT_BUDGET overrides it.
    static let budget: TimeInterval =
        ProcessInfo.processInfo.environment["FLIPBOOK_BAD_INPUT_BUDGET"].flatMap(Double.init) ?? 10

    static let files = sceneFiles(in: directory)
    static let extremeFiles = sceneFiles(in: extremesDirectory)

    static func sceneFiles(in directory: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted()
    }

    @Test func corpusHasAHundredFiles() {
        #expect(Self.files.count >= 100)
    }

    @Test(arguments: files)
    func badInputFailsCleanly(_ file: String) throws {
        let scene = Self.directory.appendingPathComponent(file)
        let expectation = try Expectation(scene: scene, name: "BadInputs/" + file)
        let work = try temporaryDirectory("bad-input-" + file)
        defer { try? FileManager.default.removeItem(at: work) }
        let arguments = expectation.arguments(scene: scene, output: work.appendingPathComponent("out"))
        let run = try runWithTimeout(arguments)
        let report = "BadInputs/\(file) (flipbook \(arguments.joined(separator: " ")))"

        #expect(!run.timedOut, "\(report) did not finish within \(Run.timeout) s")
        #expect(
            run.elapsed < Self.budget, "\(report) took \(String(format: "%.1f", run.elapsed)) s, over the \(Self.budget) s budget"
        )
        let left = filesLeft(in: work)
        #expect(left.isEmpty, "\(report) left files in the output folder: \(left.prefix(5))")
        guard !run.crashed, run.result.status == expectation.status else {
            let ending = run.crashed ? "was killed by signal \(run.result.status)" : "exited with \(run.result.status)"
            Issue.record("\(report) \(ending), expected exit \(expectation.status)\n\(run.result.stderr.prefix(2000))")
            return
        }
        let lines = run.result.stderr.components(separatedBy: "\n")
        guard let index = lines.firstIndex(where: Self.isError) else {
            Issue.record("\(report) printed no error\n\(run.result.stderr)")
            return
        }
        let error = lines[index]
        #expect(error.contains(expectation.message), "\(report): the error does not say \"\(expectation.message)\"\n\(error)")
        guard let line = expectation.line, let column = expectation.column else {
            #expect(!error.hasPrefix(scene.path + ":"), "\(report): expected an error without a location\n\(error)")
            return
        }
        let prefix = "\(scene.path):\(line):\(column): error: "
        guard error.hasPrefix(prefix) else {
            let found = error.hasPrefix(scene.path + ":") ? String(error.dropFirst(scene.path.count + 1)) : error
            Issue.record("\(report): expected the error at \(line):\(column), found \(found)")
            return
        }
        // The source line of the error, then a caret under it.
        let source = try sourceLines(of: scene)
        let shown = lines.dropFirst(index + 1).first
        #expect(
            line <= source.count && shown == source[line - 1],
            "\(report): the error does not show line \(line) of the file\n\(run.result.stderr)")
        let caret = lines.dropFirst(index + 2).first ?? ""
        #expect(
            caret.contains("^") && caret.allSatisfy { " ^~".contains($0) },
            "\(report): no caret under the source line\n\(run.result.stderr)")
    }

    @Test(arguments: extremeFiles)
    func extremeInputRenders(_ file: String) throws {
        let scene = Self.extremesDirectory.appendingPathComponent(file)
        let expectation = try Expectation(scene: scene, name: "Extremes/" + file)
        let work = try temporaryDirectory("extreme-input-" + file)
        defer { try? FileManager.default.removeItem(at: work) }
        let out = work.appendingPathComponent("out")
        let arguments = expectation.arguments(scene: scene, output: out)
        let run = try runWithTimeout(arguments)
        let report = "Extremes/\(file) (flipbook \(arguments.joined(separator: " ")))"
        #expect(!run.timedOut, "\(report) did not finish within \(Run.timeout) s")
        #expect(
            run.elapsed < Self.budget, "\(report) took \(String(format: "%.1f", run.elapsed)) s, over the \(Self.budget) s budget"
        )
        #expect(
            !run.crashed && run.result.status == expectation.status,
            "\(report) \(run.crashed ? "was killed by signal" : "exited with") \(run.result.status)\n\(run.result.stderr.prefix(2000))"
        )
        if arguments.first == "render" {
            let left = filesLeft(in: work)
            #expect(!left.isEmpty, "\(report) wrote no frame")
            #expect(left.allSatisfy { $0.hasSuffix(".png") }, "\(report) left files other than frames: \(left)")
        } else {
            #expect(!run.result.stdout.isEmpty, "\(report) printed nothing")
        }
    }

    /// Scene paths that cannot be read as a scene, made at run time (git keeps neither empty
    /// files' absence of content reliably nor directories, pipes or missing files).
    enum Unreadable: String, CaseIterable, Sendable {
        case empty, directory, missing, insideAFile, pipe
    }

    @Test(arguments: Unreadable.allCases)
    func anUnreadableSceneIsBadInput(_ kind: Unreadable) throws {
        let work = try temporaryDirectory("unreadable-\(kind)")
        defer { try? FileManager.default.removeItem(at: work) }
        var scene = work.appendingPathComponent("scene.swift")
        switch kind {
        case .empty: try Data().write(to: scene)
        case .directory: try FileManager.default.createDirectory(at: scene, withIntermediateDirectories: false)
        case .missing: break
        case .insideAFile:
            try Data("x".utf8).write(to: scene)
            scene = scene.appendingPathComponent("scene.swift")
        case .pipe:
            #if canImport(Glibc)
            guard mkfifo(scene.path, 0o600) == 0 else { return }
            #else
            return
            #endif
        }
        let out = work.appendingPathComponent("out")
        let run = try runWithTimeout(["render", scene.path, "-o", out.path])
        #expect(!run.timedOut, "\(kind): flipbook did not finish")
        #expect(run.result.status == 2, "\(kind): exit \(run.result.status)\n\(run.result.stderr)")
        let expected =
            switch kind {
            case .empty: "\(scene.path):1:1: error: the file has no #Preview"
            case .directory: "error: '\(scene.path)' is a directory; give a scene file (.swift)"
            default: "error: cannot read '\(scene.path)'"
            }
        #expect(run.result.stderr.hasPrefix(expected), "\(kind): \(run.result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.path), "\(kind): an output folder was made")
    }

    /// An output folder that cannot be made is the environment's fault (exit 3), not the scene's.
    @Test(arguments: ["a-file", "a-file/below"])
    func anOutputFolderThatCannotBeMadeIsAnEnvironmentError(_ output: String) throws {
        let work = try temporaryDirectory("unwritable-\(output.replacingOccurrences(of: "/", with: "-"))")
        defer { try? FileManager.default.removeItem(at: work) }
        let file = work.appendingPathComponent("a-file")
        try Data("keep".utf8).write(to: file)
        let out = work.appendingPathComponent(output)
        let run = try runWithTimeout(["render", "Scenes/001-slide.swift", "-o", out.path, "--duration", "0.1"])
        #expect(run.result.status == 3, "\(run.result.stderr)")
        #expect(run.result.stderr.hasPrefix("error: cannot write frames to '\(out.path)'"), "\(run.result.stderr)")
        #expect(try Data(contentsOf: file) == Data("keep".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: work.path) == ["a-file"])
    }

    static func isError(_ line: String) -> Bool {
        line.hasPrefix("error: ") || line.hasPrefix("Error: ") || line.contains(": error: ")
    }

    /// The lines of a scene file as the compiler counts them (LF, CRLF or a lone CR end a line).
    func sourceLines(of file: URL) throws -> [String] {
        let text = String(decoding: try Data(contentsOf: file), as: UTF8.self)
        var lines: [String] = []
        var current = ""
        var afterCR = false
        for scalar in text.unicodeScalars {
            if afterCR {
                afterCR = false
                if scalar == "\n" { continue }
            }
            if scalar == "\n" || scalar == "\r" {
                lines.append(current)
                current = ""
                afterCR = scalar == "\r"
            } else {
                current.unicodeScalars.append(scalar)
            }
        }
        lines.append(current)
        return lines
    }

    /// Every regular file under a folder, by relative path.
    func filesLeft(in directory: URL) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: directory.path) else { return [] }
        var files: [String] = []
        while let path = walker.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent(path).path, isDirectory: &isDirectory),
                !isDirectory.boolValue
            {
                files.append(path)
            }
        }
        return files.sorted()
    }

    /// The two header lines of a corpus file.
    struct Expectation {
        var status: Int32
        var line: Int?
        var column: Int?
        var message: String
        var run: [String]

        init(scene: URL, name: String) throws {
            let head = String(decoding: try Data(contentsOf: scene).prefix(1000), as: UTF8.self)
            let header = head.split(whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }).map(String.init)
            guard let expect = header.first(where: { $0.hasPrefix("// expect: exit ") }) else {
                throw HeaderError("\(name) has no '// expect: exit N [at L:C] \"message\"' line")
            }
            guard let run = header.first(where: { $0.hasPrefix("// run: ") }) else {
                throw HeaderError("\(name) has no '// run: SUBCOMMAND OPTIONS' line")
            }
            self.run = run.dropFirst("// run: ".count).split(separator: " ").map(String.init)
            var rest = Substring(expect.dropFirst("// expect: exit ".count))
            let status = rest.prefix(while: \.isNumber)
            guard let code = Int32(status) else { throw HeaderError("\(name): no exit status in '\(expect)'") }
            self.status = code
            rest = rest.dropFirst(status.count).drop(while: { $0 == " " })
            if rest.hasPrefix("at ") {
                let location = rest.dropFirst(3).prefix(while: { $0 != " " })
                let parts = location.split(separator: ":").compactMap { Int($0) }
                guard parts.count == 2 else { throw HeaderError("\(name): bad location in '\(expect)'") }
                (line, column) = (parts[0], parts[1])
                rest = rest.dropFirst(3 + location.count).drop(while: { $0 == " " })
            }
            if let open = rest.firstIndex(of: "\""), let close = rest.lastIndex(of: "\""), open < close {
                message = String(rest[rest.index(after: open)..<close])
            } else {
                message = ""
            }
            guard !self.run.isEmpty, status == "0" || !message.isEmpty else {
                throw HeaderError("\(name): '\(expect)' needs a quoted message")
            }
        }

        /// Each case is one file: `--scene-only` keeps Flipbook's own sources and the other
        /// cases, which share its repository, from lending the names a case leaves undeclared.
        func arguments(scene: URL, output: URL) -> [String] {
            [run[0], scene.path, "--scene-only"] + (run[0] == "render" ? ["-o", output.path] : []) + run.dropFirst()
        }
    }

    struct HeaderError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    /// A run of the binary, stopped after `timeout` seconds so that a hang fails the test.
    struct Run {
        static let timeout: TimeInterval = max(30, 3 * BadInputTests.budget)
        var result: CommandResult
        var elapsed: TimeInterval
        var timedOut: Bool
        /// Ended by a signal (a crash, or the kill after a time-out); `result.status` is the signal.
        var crashed: Bool
    }

    func runWithTimeout(_ arguments: [String]) throws -> Run {
        let binary =
            ProcessInfo.processInfo.environment["FLIPBOOK_BIN"]
            ?? repositoryRoot.appendingPathComponent(".build/debug/flipbook").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        process.currentDirectoryURL = repositoryRoot
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let output = Collected(), errors = Collected()
        let group = DispatchGroup()
        for (pipe, collected) in [(out, output), (err, errors)] {
            DispatchQueue.global().async(group: group) {
                collected.set(pipe.fileHandleForReading.readDataToEndOfFile())
            }
        }
        let start = Date()
        try process.run()
        let timedOut = group.wait(timeout: .now() + Run.timeout) == .timedOut
        if timedOut {
            process.terminate()
            kill(process.processIdentifier, SIGKILL)
            _ = group.wait(timeout: .now() + 5)
        }
        process.waitUntilExit()
        let elapsed = Date().timeIntervalSince(start)
        return Run(
            result: CommandResult(
                status: process.terminationStatus,
                stdout: String(decoding: output.data, as: UTF8.self),
                stderr: String(decoding: errors.data, as: UTF8.self)),
            elapsed: elapsed, timedOut: timedOut, crashed: process.terminationReason == .uncaughtSignal)
    }

    final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private var stored = Data()
        var data: Data { lock.withLock { stored } }
        func set(_ data: Data) { lock.withLock { stored = data } }
    }
}
