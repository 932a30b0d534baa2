import Flipbook
import FlipbookModel
import Foundation

/// One fuzz input through every stage before pixels: parse, run, lay out, animate, and sample
/// the frames at 0, 0.5 s and the clip's end. Errors in the scene are expected; a crash, a
/// hang or an unbounded allocation is a bug.
enum FuzzTarget {
    static let kit: RenderKit? = try? RenderKit()

    /// Whether the input compiled (and so went on to be run, laid out and sampled).
    @discardableResult
    static func run(_ data: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let kit, let source = String(bytes: data, encoding: .utf8) else { return false }
        var options = RenderOptions()
        options.duration = 2
        guard
            let previews = try? SceneCompiler.compile(
                source: source, fileName: "fuzz.swift", options: options,
                measurer: kit.measurer)
        else { return false }
        for preview in previews {
            for time in [0, 0.5, preview.duration] {
                _ = try? preview.timeline.displayList(at: time)
            }
        }
        return true
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
/// libFuzzer's own byte-level mutation (with the dictionary), for the inputs the scene
/// mutator leaves alone.
@_silgen_name("LLVMFuzzerMutate")
func libFuzzerMutate(_ data: UnsafeMutablePointer<UInt8>, _ size: Int, _ maxSize: Int) -> Int

/// Three mutations in four keep the scene parseable (`SceneMutator`); the fourth is libFuzzer's
/// own, which finds what the parser and the error paths do with broken text.
@_cdecl("LLVMFuzzerCustomMutator")
public func customMutator(_ data: UnsafeMutablePointer<UInt8>?, _ size: Int, _ maxSize: Int, _ seed: UInt32) -> Int {
    guard let data else { return 0 }
    var mutator = SceneMutator(seed: seed)
    if seed % 4 != 0, let mutated = mutator.mutate(Array(UnsafeBufferPointer(start: data, count: size))),
        mutated.count <= maxSize
    {
        mutated.withUnsafeBufferPointer { data.update(from: $0.baseAddress!, count: mutated.count) }
        return mutated.count
    }
    return libFuzzerMutate(data, size, maxSize)
}
#else
/// Without libFuzzer: replays the files given (crashing inputs kept as regression cases).
@main
struct FuzzReplay {
    static func main() {
        var arguments = Array(CommandLine.arguments.dropFirst())
        // `--mutants N FILE…`: how many of N scene mutations of each file still compile.
        if arguments.first == "--mutants", arguments.count > 1, let count = UInt32(arguments[1]) {
            arguments.removeFirst(2)
            var (compiled, total) = (0, 0)
            for path in arguments {
                let bytes = [UInt8](read(path))
                for seed in 0..<count {
                    var mutator = SceneMutator(seed: seed)
                    guard let mutant = mutator.mutate(bytes) else { continue }
                    total += 1
                    if mutant.withUnsafeBufferPointer(FuzzTarget.run) { compiled += 1 }
                }
            }
            print("\(compiled) of \(total) mutants compiled")
            return
        }
        for path in arguments {
            _ = read(path).withUnsafeBytes { raw in FuzzTarget.run(raw.bindMemory(to: UInt8.self)) }
            print("ok \(path)")
        }
    }

    static func read(_ path: String) -> Data {
        guard let data = FileManager.default.contents(atPath: path) else {
            FileHandle.standardError.write(Data("cannot read \(path)\n".utf8))
            exit(1)
        }
        return data
    }
}
#endif
