import Foundation
import Testing

/// A render stopped by a signal or a full disk leaves only whole files behind and says so.
@Suite(.serialized) struct InterruptedRenderTests {
    /// Every PNG in `directory` ends with its IEND chunk, and no temporary file remains.
    func expectOnlyCompleteFrames(in directory: URL) throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(
            names.allSatisfy { $0.hasPrefix("frame-") && $0.hasSuffix(".png") }, "\(names.filter { !$0.hasPrefix("frame-") })")
        let iend: [UInt8] = [0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]
        for name in names {
            let bytes = [UInt8](try Data(contentsOf: directory.appendingPathComponent(name)))
            #expect(Array(bytes.suffix(8)) == iend, "\(name) is cut short")
        }
    }

    func binary() -> URL {
        URL(
            fileURLWithPath: ProcessInfo.processInfo.environment["FLIPBOOK_BIN"]
                ?? repositoryRoot.appendingPathComponent(".build/debug/flipbook").path)
    }

    @Test(arguments: [SIGINT, SIGTERM]) func aSignalStopsTheRenderBetweenFrames(_ signal: Int32) throws {
        let out = try temporaryDirectory("signal-\(signal)")
        let process = Process()
        process.executableURL = binary()
        process.arguments = ["render", "Scenes/bench-grid-stagger.swift", "-o", out.path, "--jobs", "2", "--small"]
        process.currentDirectoryURL = repositoryRoot
        let err = Pipe()
        process.standardError = err
        process.standardOutput = Pipe()
        try process.run()
        // Wait for the first frames, then interrupt while the rest are being written.
        let deadline = Date().addingTimeInterval(60)
        while pngFiles(in: out).count < 3 && Date() < deadline && process.isRunning { usleep(20_000) }
        kill(process.processIdentifier, signal)
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 128 + signal)
        #expect(message.contains("interrupted: wrote "), "\(message)")
        let written = pngFiles(in: out).count
        #expect(written >= 3 && written < 314)
        #expect(message.contains("wrote \(written) of 314 frames"), "\(message)")
        try expectOnlyCompleteFrames(in: out)
    }

    @Test func aFullDiskIsAnEnvironmentErrorThatLeavesNoPartialFile() throws {
        let mountPoint = try temporaryDirectory("full-disk")
        // A 96 KB file system fills after a few frames. Mounting needs root; without it the
        // case cannot be set up here and is skipped.
        let mount = Process()
        mount.executableURL = URL(fileURLWithPath: "/bin/mount")
        mount.arguments = ["-t", "tmpfs", "-o", "size=96k", "tmpfs", mountPoint.path]
        mount.standardError = Pipe()
        guard (try? mount.run()) != nil else { return }
        mount.waitUntilExit()
        guard mount.terminationStatus == 0 else { return }
        defer {
            let umount = Process()
            umount.executableURL = URL(fileURLWithPath: "/bin/umount")
            umount.arguments = [mountPoint.path]
            try? umount.run()
            umount.waitUntilExit()
        }
        let result = try runFlipbook(["render", "Scenes/004-stagger.swift", "-o", mountPoint.appendingPathComponent("out").path])
        #expect(result.status == 3)
        #expect(result.stderr.contains("the disk is full"), "\(result.stderr)")
        try expectOnlyCompleteFrames(in: mountPoint.appendingPathComponent("out"))
    }
}
