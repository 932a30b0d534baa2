import Foundation
import Testing

/// The repository's root, found from this file's path.
let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Every scene of Scenes/, by file name.
let sceneFiles: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: repositoryRoot.appendingPathComponent("Scenes").path)) ?? []
    return names.filter { $0.hasSuffix(".swift") }.sorted()
}()

/// A fresh empty folder under the system's temporary folder.
func temporaryDirectory(_ name: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("flipbook-tests-\(ProcessInfo.processInfo.processIdentifier)-\(name)")
    try? FileManager.default.removeItem(at: url)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// The result of running the `flipbook` binary.
struct CommandResult {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// Runs the built `flipbook` command (FLIPBOOK_BIN, or .build/debug/flipbook).
func runFlipbook(_ arguments: [String]) throws -> CommandResult {
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
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return CommandResult(
        status: process.terminationStatus,
        stdout: String(decoding: outData, as: UTF8.self),
        stderr: String(decoding: errData, as: UTF8.self))
}

func pngFiles(in directory: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter { $0.hasSuffix(".png") }.sorted()
}
