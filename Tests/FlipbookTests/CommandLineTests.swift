import Foundation
import Testing

/// The `flipbook` command as users run it.
@Suite(.serialized) struct CommandLineTests {
    @Test func rendersEveryFrameOfTheClipAndSaysSo() throws {
        let out = try temporaryDirectory("render")
        let result = try runFlipbook(["render", "Scenes/001-slide.swift", "-o", out.path, "--duration", "0.5", "--fps", "30"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(pngFiles(in: out) == (0..<15).map { String(format: "frame-%05d.png", $0) })
        #expect(result.stdout.contains("15 frames, 400×200 px"))
    }

    @Test func outputDoesNotDependOnTheNumberOfJobs() throws {
        let one = try temporaryDirectory("jobs1"), four = try temporaryDirectory("jobs4")
        for (dir, jobs) in [(one, "1"), (four, "4")] {
            let result = try runFlipbook(["render", "Scenes/000-card-flip-and-slide.swift", "-o", dir.path, "--jobs", jobs])
            #expect(result.status == 0, "\(result.stderr)")
        }
        let files = pngFiles(in: one)
        #expect(files.count > 100)
        #expect(files == pngFiles(in: four))
        for file in files {
            let a = try Data(contentsOf: one.appendingPathComponent(file))
            let b = try Data(contentsOf: four.appendingPathComponent(file))
            #expect(a == b, "\(file) differs between --jobs 1 and --jobs 4")
        }
    }

    @Test func rendersOnlyTheSelectedFrames() throws {
        let out = try temporaryDirectory("frames")
        let result = try runFlipbook(["render", "Scenes/001-slide.swift", "-o", out.path, "--frames", "0-2,10"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(pngFiles(in: out) == ["frame-00000.png", "frame-00001.png", "frame-00002.png", "frame-00010.png"])
    }

    @Test func aBadSceneIsReportedAtItsLineWithACaretAndNothingIsWritten() throws {
        let dir = try temporaryDirectory("bad")
        let scene = dir.appendingPathComponent("bad.swift")
        try """
        import SwiftUI
        struct Bad: View {
            var body: some View {
                Circle().wobble(2)
            }
        }
        #Preview { Bad() }
        """.write(to: scene, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("out")
        let result = try runFlipbook(["render", scene.path, "-o", out.path])
        #expect(result.status == 2)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first == "\(scene.path):4:18: error: modifier 'wobble' is not supported by Flipbook yet")
        #expect(lines.dropFirst().first == "        Circle().wobble(2)")
        #expect(lines.dropFirst(2).first == "                 ^~~~~~")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func aSyntaxErrorIsBadInput() throws {
        let dir = try temporaryDirectory("syntax")
        let scene = dir.appendingPathComponent("broken.swift")
        try "struct A: View {\n    var body: some View {\n        Text(\"a\"\n    }\n}\n".write(
            to: scene, atomically: true, encoding: .utf8)
        let result = try runFlipbook(["render", scene.path, "-o", dir.appendingPathComponent("out").path])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("\(scene.path):"))
        #expect(result.stderr.contains("error:"))
    }

    @Test(arguments: [
        ["--fps", "0"], ["--size", "big"], ["--background", "plaid"], ["--frames", "3-1"], ["--jobs", "0"],
        ["--duration=-1"], ["--no-such-option"], ["--frames", "100000"], ["--preview", "Nope"],
        ["--frames", "0-9223372036854775807"], ["--size", "16384x16384", "--scale", "2"],
    ])
    func badOptionsAreBadInput(_ options: [String]) throws {
        let out = try temporaryDirectory("options")
        let result = try runFlipbook(["render", "Scenes/001-slide.swift", "-o", out.appendingPathComponent("x").path] + options)
        #expect(result.status == 2, "\(options): \(result.stderr)")
        #expect(result.stderr.lowercased().contains("error"), "\(options): \(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("x").path))
    }

    @Test func aMissingFileIsBadInput() throws {
        let result = try runFlipbook(["render", "Scenes/no-such-scene.swift"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot read 'Scenes/no-such-scene.swift'"))
    }

    @Test func aDirectoryIsBadInputThatSaysSo() throws {
        let result = try runFlipbook(["render", "Scenes"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("'Scenes' is a directory; give a scene file (.swift)"))
    }

    @Test func helpExplainsEveryOption() throws {
        let result = try runFlipbook(["render", "--help"])
        #expect(result.status == 0)
        for option in ["--preview", "--fps", "--duration", "--size", "--scale", "--background", "--frames", "--jobs", "--output"]
        {
            #expect(result.stdout.contains(option), "help lacks \(option)")
        }
        let top = try runFlipbook(["--help"])
        #expect(top.status == 0)
        #expect(top.stdout.contains("render"))
    }

    @Test func staleFramesOfALongerRenderAreRemoved() throws {
        let out = try temporaryDirectory("stale")
        _ = try runFlipbook(["render", "Scenes/001-slide.swift", "-o", out.path, "--duration", "0.5"])
        #expect(pngFiles(in: out).count == 30)
        _ = try runFlipbook(["render", "Scenes/001-slide.swift", "-o", out.path, "--duration", "0.25"])
        #expect(pngFiles(in: out).count == 15)
    }

    @Test func explainListsTheTransactions() throws {
        let result = try runFlipbook(["explain", "Scenes/000-coarse-id.swift"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("#4 t=2.4s"))
        #expect(result.stdout.contains("- removed  /0/0/id(0)/0"))
        #expect(result.stdout.contains("+ inserted /0/0/id(1)/0"))
    }

    @Test func dumpPrintsTheDisplayListAtATime() throws {
        let result = try runFlipbook(["dump", "Scenes/001-default-fade.swift", "--at", "0.7"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("canvas 400x200"))
        #expect(lines.filter { $0.contains("fill #007AFFFF path [150 50 100 100]") }.count == 2)  // the fading-out and the fading-in circle
        #expect(lines.filter { $0.hasPrefix("group opacity") }.count == 2)
    }

    @Test func tapsFromTheCommandLineAndFromCommentsAreTransactions() throws {
        let dir = try temporaryDirectory("taps")
        let scene = dir.appendingPathComponent("taps.swift")
        try """
        import SwiftUI
        struct Counter: View {
            @State private var n = 0
            var body: some View {
                Button("Add") { withAnimation { n += 1 } }
                Text("\\(n)")
            }
        }
        // flipbook: tap "Add" at 0.5
        #Preview { Counter() }
        """.write(to: scene, atomically: true, encoding: .utf8)
        let result = try runFlipbook(["explain", scene.path, "--tap", "1.5:Add"])
        #expect(result.status == 0, "\(result.stderr)")
        let headers = result.stdout.split(separator: "\n").filter { $0.hasPrefix("#") }
        #expect(headers.count == 3)
        #expect(headers.dropFirst().allSatisfy { $0.hasSuffix("(tap \"Add\")") })
        #expect(headers[1].hasPrefix("#1 t=0.5s") && headers[2].hasPrefix("#2 t=1.5s"))
        #expect(result.stdout.contains("Text(\"2\")"))
        let bad = try runFlipbook(["explain", scene.path, "--tap", "soon:Add"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("--tap must look like"))
    }

    /// A toolbar draws `Button("Add", systemImage: "plus")` as its icon alone; its title still
    /// names it, as VoiceOver reads it.
    @Test func aTapFindsAnIconOnlyButtonByItsTitle() throws {
        let dir = try temporaryDirectory("icon-only-tap")
        let scene = dir.appendingPathComponent("toolbar.swift")
        try """
        import SwiftUI
        struct Items: View {
            @State private var items = ["One"]
            var body: some View {
                NavigationStack {
                    List(items, id: \\.self) { Text($0) }
                        .navigationTitle("Items")
                        .toolbar { Button("Add", systemImage: "plus") { items.append("Two") } }
                }
            }
        }
        #Preview { Items() }
        """.write(to: scene, atomically: true, encoding: .utf8)
        let result = try runFlipbook(["dump", scene.path, "--at", "1", "--tap", "0.5:Add"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(#""Two""#), "\(result.stdout)")
    }

    @Test func dragsFromTheCommandLineStepAtSixtyHertzThenEnd() throws {
        let dir = try temporaryDirectory("drags")
        let scene = dir.appendingPathComponent("drags.swift")
        try """
        import SwiftUI
        struct Slider: View {
            @State private var x = 0.0
            @State private var ended = ""
            var body: some View {
                Text("Knob \\(Int(x)) \\(ended)")
                    .gesture(
                        DragGesture()
                            .onChanged { value in x = value.translation.width }
                            .onEnded { value in ended = "end at \\(Int(value.location.x - value.startLocation.x))" })
            }
        }
        #Preview { Slider() }
        """.write(to: scene, atomically: true, encoding: .utf8)
        let result = try runFlipbook(["explain", scene.path, "--drag", "0.5:Knob:90,0:0.05"])
        #expect(result.status == 0, "\(result.stderr)")
        let headers = result.stdout.split(separator: "\n").filter { $0.hasPrefix("#") }
        // Three steps (0.05 s at 60 Hz) of 30 points, then the end.
        #expect(headers.count == 5)
        #expect(headers.dropFirst().allSatisfy { $0.hasSuffix("(drag \"Knob\" by 90,0)") })
        #expect(result.stdout.contains("Knob 30 ") && result.stdout.contains("Knob 60 "))
        #expect(result.stdout.contains("Knob 90 end at 90"))
        let bad = try runFlipbook(["explain", scene.path, "--drag", "0.5:Knob:far"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("--drag must look like"))
    }

    /// `DragGesture(coordinateSpace: .named("board"))` measures from the view that declares the
    /// space (a 300×200 frame centred in the 400×300 canvas, so at 50,50), not from the dragged
    /// view nor the canvas; a name no view declares is the canvas, as in SwiftUI.
    @Test func dragsInANamedCoordinateSpaceMeasureFromTheViewThatDeclaresIt() throws {
        let dir = try temporaryDirectory("named-drags")
        let scene = dir.appendingPathComponent("board.swift")
        try """
        import SwiftUI
        struct Board: View {
            @State private var named = CGPoint.zero
            @State private var unknown = CGPoint.zero
            var body: some View {
                VStack(spacing: 0) {
                    Text("named \\(Int(named.x)),\\(Int(named.y)) unknown \\(Int(unknown.x)),\\(Int(unknown.y))")
                        .frame(height: 20)
                    Color.clear.frame(height: 100)
                    Text("Knob").frame(width: 60, height: 40)
                        .gesture(DragGesture(coordinateSpace: .named("board")).onChanged { named = $0.location })
                    Text("Other").frame(width: 60, height: 40)
                        .gesture(DragGesture(coordinateSpace: .named("nowhere")).onChanged { unknown = $0.location })
                }
                .frame(width: 300, height: 200, alignment: .top)
                .coordinateSpace(name: "board")
            }
        }
        #Preview(traits: .fixedLayout(width: 400, height: 300)) { Board() }
        """.write(to: scene, atomically: true, encoding: .utf8)
        let result = try runFlipbook(
            ["explain", scene.path, "--drag", "0.5:Knob:10,0:0.05", "--drag", "1:Other:0,10:0.05"])
        #expect(result.status == 0, "\(result.stderr)")
        // The knob's centre is at 150,140 in the board: 20 + 100 + 20 down, centred across.
        #expect(result.stdout.contains("named 160,140 unknown 0,0"))
        // The other's centre is at 200,230 in the canvas: 50 + 150 across, 50 + 160 + 20 down.
        #expect(result.stdout.contains("named 160,140 unknown 200,240"))
    }

    /// The objc.io stagger: each view's delay arrives through the environment and starts its own
    /// animated transaction, all at t = 0, 0.1 s apart.
    @Test func explainShowsEachStaggeredViewWithItsDelay() throws {
        let result = try runFlipbook(["explain", "Scenes/004-stagger.swift"])
        #expect(result.status == 0, "\(result.stderr)")
        let headers = result.stdout.split(separator: "\n").filter { $0.hasPrefix("#") }.map(String.init)
        #expect(headers.count == 12)
        for (index, header) in headers.dropFirst().enumerated() {
            #expect(
                header.hasPrefix(
                    "#\(index + 1) t=0s animation .spring(response: 0.55, dampingFraction: 1).delay(\(formatted(Double(index) * 0.1)))"
                ))
        }
    }

    private func formatted(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    @Test func dumpAtATimeThatIsNotANumberIsBadInput() throws {
        let result = try runFlipbook(["dump", "Scenes/001-slide.swift", "--at", "nan"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--at must be a time of 0 s or more"))
    }
}
