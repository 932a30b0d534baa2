import ArgumentParser
import Flipbook
import FlipbookModel
import Foundation

/// One scene file being rendered: reading it, compiling it, and reporting its errors the way
/// compilers do (DESIGN §4).
struct SceneJob {
    let path: String
    let source: String
    let options: RenderOptions
    let kit: RenderKit

    init(path: String, options: RenderOptions) throws(ExitCode) {
        self.path = path
        self.options = options
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw badOption("'\(path)' is a directory; give a scene file (.swift)")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw badOption("cannot read '\(path)': no such file or not readable")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw badOption("'\(path)' is not UTF-8 text")
        }
        source = text
        do {
            kit = try RenderKit()
        } catch {
            printError("error: \(error)")
            throw ExitCode(FlipbookExit.failure)
        }
    }

    func compile() throws(ExitCode) -> [CompiledPreview] {
        do {
            let previews = try SceneCompiler.compile(
                source: source, fileName: path, options: options, measurer: kit.measurer)
            let warnings = previews.flatMap(\.warnings)
            if !warnings.isEmpty {
                printError(DiagnosticFormatter.format(DiagnosticList(warnings), source: source))
            }
            return previews
        } catch {
            printError(DiagnosticFormatter.format(error, source: source))
            throw ExitCode(FlipbookExit.badInput)
        }
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
            printError(DiagnosticFormatter.format(error.diagnostic, source: source))
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
