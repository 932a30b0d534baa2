import FlipbookModel
import Testing

/// Bad scenes fail with an error at the right place, never a crash.
@Suite struct DiagnosticsTests {
    func single(_ source: String) -> Diagnostic? {
        let errors = sceneErrors(source)
        #expect(errors.count == 1, "\(errors)")
        return errors.first
    }

    /// A nested `typealias` of a type no file read declares names that type, so that the file
    /// declaring it can be found (it said "'Any' cannot be constructed").
    @Test func aNestedAliasOfAnUnknownTypeNamesTheType() {
        let error = single(scene(body: "Text(\"\\(grid.cells.count)\")", state: "typealias Cells = TileMatrix<Int>\nlet grid = Cells(size: 4)"))
        #expect(error?.message == "cannot find type 'TileMatrix' in scope")
    }

    @Test func unknownModifier() {
        let error = single(scene(body: "Text(\"a\").wobble(3)"))
        #expect(error?.message == "modifier 'wobble' is not supported by Flipbook yet")
        #expect(error?.span?.start.line == 6)
        #expect(error?.span?.start.column == 19)  // at the modifier's name, not the chain's start
    }

    /// A style name that is neither SwiftUI's nor declared by an `extension … where Self ==`
    /// is no member of the protocol, as swiftc says, at the name (it drew the default before).
    @Test func anUnknownStyleNameIsNoMemberOfItsProtocol() {
        for (modifier, proto) in [("buttonStyle", "ButtonStyle"), ("labelStyle", "LabelStyle"), ("toggleStyle", "ToggleStyle")] {
            let error = single(scene(body: "Text(\"a\").\(modifier)(.fancy)"))
            #expect(error?.message == "type '\(proto)' has no member 'fancy'")
            #expect(error?.span?.start.line == 6)
        }
    }

    /// An error inside the prelude's views (a toolbar's items that are no view) is shown at the
    /// nearest view the scene wrote, never at a line of Flipbook's own Swift.
    @Test func anErrorInThePreludesViewsIsShownInTheScene() {
        let error = single(
            scene(
                body: "NavigationStack { Text(\"x\").toolbar(content: items) }",
                extra: "func items() -> Int { 5 }"))
        #expect(error?.span?.file == "scene.swift")
        #expect(error?.span?.start.line == 6)
    }

    @Test func unknownView() {
        let error = single(scene(body: "Slidr(value: 3)"))
        #expect(error?.message.contains("cannot find 'Slidr'") == true)
    }

    @Test func aSwiftUIViewFlipbookLacksIsNotSupportedYetRatherThanUnknown() {
        let error = single(scene(body: "VideoPlayer(player: nil)"))
        #expect(error?.message == "'VideoPlayer' is not supported by Flipbook yet")
        #expect(error?.span?.start.column == 9)
    }

    @Test func wrongArgumentType() {
        let error = single(scene(body: "Text(\"a\").opacity(\"half\")"))
        #expect(error?.message == "expected Double, found String")
        #expect(error?.span?.start.column == 27)
    }

    @Test func extraArgument() {
        let error = single(scene(body: "Circle().frame(width: 10, depth: 3)"))
        #expect(error?.message == "extra argument 'depth:' in call to frame(…)")
        #expect(error?.span?.start.column == 35)
    }

    @Test func aBodyThatChangesItsStateAtEveryUpdateNeverSettles() {
        let error = single(scene(body: "let _ = count += 1\nText(\"\\(count)\")", state: "@State private var count = 0"))
        #expect(error?.message.hasPrefix("the scene keeps changing state at t = 0 s") == true)
        #expect(error?.span?.start.line == 6)
    }

    /// A task that restarts with its view's new identity, and whose cancelled sleep returns at
    /// once, never settles: the first instant that fails ends the run, not each 1.5 s after it.
    @Test func stateThatNeverSettlesEndsTheRun() {
        let errors = sceneErrors(
            scene(
                body: """
                    Text(dayTime ? "Day" : "Night")
                        .task {
                            withAnimation { dayTime = false }
                            try? await Task.sleep(for: .seconds(1.5))
                            withAnimation { dayTime = true }
                        }
                        .id(UUID())
                    """, state: "@State private var dayTime = true"))
        #expect(errors.count == 1, "\(errors)")
        #expect(errors.first?.message.hasPrefix("the scene replaces its views 7 times at t = 0 s") == true)
    }

    @Test func aBodyCannotChangeAnObjectTheViewsHold() {
        let error = single(
            scene(
                body: "let _ = model.count += 1\nText(\"\\(model.count)\")", state: "@StateObject private var model = Model()",
                extra: "final class Model: ObservableObject { @Published var count = 0 }"))
        #expect(error?.message.hasPrefix("a view's body cannot change state") == true)
    }

    @Test func indexOutOfRangeWhileRunning() {
        let error = single(
            scene(
                body: "Text(names[index]).task { try? await Task.sleep(for: .seconds(1)); index = 5 }",
                state: "@State private var index = 0\n    let names = [\"a\", \"b\"]"))
        #expect(error?.message == "index out of range: 5 in an array of 2 elements")
    }

    /// SwiftUI logs duplicate ids at run time and shows the views: a warning, not an error.
    @Test func duplicateForEachIDsAreAWarning() throws {
        let result = try runSceneResult(scene(body: "ForEach([1, 1, 2], id: \\.self) { Text(\"\\($0)\") }"))
        #expect(result.warnings.count == 1)
        #expect(result.warnings.first?.message.contains("occurs more than once") == true)
        #expect(result.transactions[0].tree.texts == ["1", "2"])  // the later duplicate is dropped (docs/semantics.md)
    }

    @Test func sleepOutsideATask() {
        let error = single(scene(body: "Text(\"a\").onAppear { Task.sleep(nanoseconds: 1) }"))
        #expect(error?.message == "Task.sleep can only be awaited in a .task or a Task { }")
    }

    @Test func endlessLoopInABody() {
        let error = single(scene(body: "Text(spin())", state: "func spin() -> String { while true { } ; return \"\" }"))
        #expect(error?.message.contains("endless loop") == true)
    }

    @Test func endlessRecursionIsAnErrorNotACrash() {
        let error = single(scene(body: "Text(\"\\(depth(0))\")", state: "func depth(_ n: Int) -> Int { depth(n + 1) }"))
        #expect(error?.message.contains("endless recursion") == true)
    }

    @Test func aViewContainingItselfIsAnErrorNotACrash() {
        let error = single(scene(body: "VStack { Root() }"))
        #expect(error?.message.contains("a view containing itself") == true)
    }

    @Test func missingPreview() {
        let error = single("import SwiftUI\nstruct A: View { let a: String; var body: some View { Text(a) } }\n")
        #expect(error?.message.hasPrefix("the file has no #Preview") == true)
    }

    /// Like a compiler's list: an action's error ends that action, the run goes on, and every
    /// independent error is reported, each at its code.
    @Test func errorsOfIndependentActionsAreAllReported() {
        let errors = sceneErrors(
            scene(
                body: """
                    Text("\\(n)")
                        .task {
                            try? await Task.sleep(for: .seconds(1))
                            n = items[5]
                        }
                        .onAppear {
                            DispatchQueue.main.asyncAfter(deadline: .now() + 2) { n = Int("x")! }
                        }
                    """,
                state: "@State private var items = [1, 2]\n    @State private var n = 0"))
        #expect(
            errors.map(\.message) == [
                "index out of range: 5 in an array of 2 elements",
                "unexpectedly found nil while unwrapping an Optional value",
            ])
        #expect(errors.map { $0.span?.start.line } == [10, 13])
    }

    @Test func aLoopThatSleepsZeroSecondsIsAnError() {
        let error = single(scene(body: "Text(\"a\").task { while true { try? await Task.sleep(for: .seconds(0)) } }"))
        #expect(error?.message.hasPrefix("the scene keeps running at t = 0 s without time passing") == true)
        #expect(error?.span?.start.line == 6)
    }

    /// Animations whose length no clip could hold, or whose numbers are not finite, are errors
    /// at the animation, before any stage allocates for them.
    @Test(arguments: [
        (".linear(duration: 1e300)", "this animation runs 1e+300 s, longer than the longest clip (3600 s)"),
        (".linear.speed(0)", "an animation's speed must be above 0, not 0"),
        (".linear.delay(1e300)", "this animation runs 1e+300 s, longer than the longest clip (3600 s)"),
        (".linear.repeatCount(1_000_000_000)", "repeatCount(1000000000) must be between 0 and 10000"),
        (".linear(duration: .nan)", "an animation's duration must be finite, not nan"),
    ])
    func animationsOutOfBoundsAreErrors(_ animation: String, _ message: String) {
        let error = single(
            scene(
                body: "Rectangle().opacity(n).task { withAnimation(\(animation)) { n = 1 } }",
                state: "@State private var n = 0.0"))
        #expect(error?.message == message)
        #expect(error?.span?.start.line == 6)
    }

    /// Found by the fuzzer: a hue of NaN trapped converting to Int. It draws as hue 0.
    @Test func aColorWithANaNHueIsDrawnNotATrap() throws {
        let tree = try runScene(scene(body: "Color(hue: .nan, saturation: 1, brightness: 1)"))[0].tree
        #expect(tree.printed.contains("#FF0000FF"))
    }
}

/// A UIKit class Flipbook models only in part says so when code makes one it cannot.
@Suite struct UIKitInitializerMessageTests {
    @Test func aUIKitClassesMissingInitializerSaysItIsUIKit() {
        let errors = sceneErrors(
            scene(
                body: "Text(\"\\(box.offset)\")",
                state: "@State private var box = Box()",
                extra: "@Observable final class Box {\n    var view = UIScrollView(frame: .zero)\n    var offset = 0\n}"))
        #expect(
            errors.first?.message
                == "class 'UIScrollView' has no initializer taking (frame:): Flipbook models UIKit's UIScrollView only as far as SwiftUI code uses it, and runs no UIKit views or windows")
        #expect(errors.first?.span?.start.line == 3)
    }
}
