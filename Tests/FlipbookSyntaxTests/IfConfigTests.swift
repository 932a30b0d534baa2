import FlipbookModel
import FlipbookSyntax
import Testing

/// `#if`: the clause an iOS build compiles is kept, wherever the `#if` is; the others are
/// dropped without being looked at.
@Suite struct IfConfigTests {
    @Test func topLevelDeclarations() throws {
        #expect(try declarations("#if os(iOS)\nlet a = 1\n#elseif os(macOS)\nlet b = 2\n#else\nlet c = 3\n#endif") == "let a = 1")
        #expect(try declarations("#if os(macOS)\nlet b = 2\n#else\nlet c = 3\n#endif") == "let c = 3")
        #expect(try declarations("#if os(watchOS)\nlet b = 2\n#endif\nlet d = 4") == "let d = 4")
    }

    @Test func conditions() throws {
        let holding = [
            "os(iOS)", "canImport(SwiftUI)", "canImport(UIKit)", "canImport(Foundation)", "canImport(Combine)",
            "canImport(Observation)", "canImport(Charts)", "DEBUG", "swift(>=5.9)", "compiler(>=6.0)", "!os(macOS)",
            "os(iOS) && DEBUG", "os(macOS) || os(iOS)", "(os(iOS))", "true", "arch(arm64)",
            "targetEnvironment(simulator)",
        ]
        let failing = [
            "os(macOS)", "os(visionOS)", "canImport(AppKit)", "targetEnvironment(macCatalyst)", "RELEASE", "swift(<5)",
            "os(iOS) && RELEASE", "!DEBUG", "false", "hasFeature(StrictConcurrency)", "canImport(MapKit, _version: 1)",
        ]
        for condition in holding {
            #expect(try declarations("#if \(condition)\nlet yes = 1\n#else\nlet no = 0\n#endif") == "let yes = 1", "\(condition)")
        }
        for condition in failing {
            #expect(try declarations("#if \(condition)\nlet yes = 1\n#else\nlet no = 0\n#endif") == "let no = 0", "\(condition)")
        }
    }

    @Test func membersStatementsAndCases() throws {
        #expect(
            try declarations(
                """
                struct V {
                    #if os(iOS)
                    var a = 1
                    #else
                    var b = 2
                    #endif
                    var c = 3
                }
                """) == "struct V { var a = 1; var c = 3 }")
        #expect(try dumpStatements("#if DEBUG\nlog()\n#endif\nrun()") == "log(); run()")
        #expect(
            try dumpStatements(
                """
                switch x {
                case .a: break
                #if os(iOS)
                case .b: b()
                #else
                case .c: c()
                #endif
                default: break
                }
                """) == "switch x { case .a: break; case .b: b(); default: break }")
    }

    @Test func attributes() throws {
        #expect(try declarations("#if os(iOS)\n@MainActor\n#endif\nstruct V { }") == "@MainActor struct V { }")
    }

    @Test func postfixModifierChains() throws {
        #expect(
            try dumpExpression(
                """
                Text("a")
                    #if os(iOS)
                    .padding()
                    #else
                    .border(.red)
                    #endif
                    .bold()
                """) == "Text(\"a\").padding().bold()")
        #expect(try dumpExpression("Text(\"a\")\n#if os(macOS)\n.padding()\n#endif") == "Text(\"a\")")
        #expect(
            try dumpExpression(
                """
                Text("a")
                    #if os(iOS)
                    .padding(.horizontal)
                    #if DEBUG
                    .border(.red)
                    #endif
                    #endif
                """) == "Text(\"a\").padding(.horizontal).border(.red)")
    }

    @Test func inactiveBranchesAreNotDiagnosed() throws {
        let found = diagnostics(
            """
            #if os(macOS)
            print("top level statement")
            let r = /regex/
            #else
            let ok = 1
            #endif
            """)
        #expect(found.isEmpty)
    }
}
