import Flipbook
import FlipbookModel
import Foundation

/// One fuzz input through every stage before pixels: parse, run, lay out, animate, and sample
/// the frames at 0, 0.5 s and the clip's end. Errors in the scene are expected; a crash, a
/// hang or an unbounded allocation is a bug.
enum FuzzTarget {
    static let kit: RenderKit? = try? RenderKit()

    static func run(_ data: UnsafeBufferPointer<UInt8>) {
        guard let kit, let source = String(bytes: data, encoding: .utf8) else { return }
        var options = RenderOptions()
        options.duration = 2
        guard
            let previews = try? SceneCompiler.compile(
                source: source, fileName: "fuzz.swift", options: options,
                measurer: kit.measurer)
        else { return }
        for preview in previews {
            for time in [0, 0.5, preview.duration] {
                _ = try? preview.timeline.displayList(at: time)
            }
        }
    }
}

#if FUZZING
/// libFuzzer's driver (from `-sanitize=fuzzer`): runs `callback` on generated inputs.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// The executable's entry point under SwiftPM's name for it (`make fuzz` builds with
/// `-sanitize=fuzzer -D FUZZING`): hands control to libFuzzer with the target.
@_cdecl("flipbook_fuzz_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments) { bytes, size in
        guard let bytes else { return 0 }
        FuzzTarget.run(UnsafeBufferPointer(start: bytes, count: size))
        return 0
    }
}
#else
/// Without libFuzzer: replays the files given (crashing inputs kept as regression cases).
@main
struct FuzzReplay {
    static func main() {
        for path in CommandLine.arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("cannot read \(path)\n".utf8))
                exit(1)
            }
            data.withUnsafeBytes { raw in FuzzTarget.run(raw.bindMemory(to: UInt8.self)) }
            print("ok \(path)")
        }
    }
}
#endif
