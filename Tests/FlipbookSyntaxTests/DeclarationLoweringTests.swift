import FlipbookModel
import FlipbookSyntax
import Testing

/// Declarations: structs and their members, enums, top-level values and functions, previews.
@Suite struct DeclarationLoweringTests {
    @Test func storedProperties() throws {
        let program = try parse("""
            struct Counter: View, Equatable {
                @State private var count = 0
                @State var flag: Bool = false
                public let title: String
                var x = 1, y = 2
                var width, height: Double
                fileprivate static let shared = 3
                var body: some View { Text(title) }
            }
            """)
        let counter = try #require(program.structs.first)
        #expect(counter.conformances == ["View", "Equatable"] && counter.isView)
        let stored = counter.storedProperties
        #expect(stored.map(\.name) == ["count", "flag", "title", "x", "y", "width", "height", "shared"])
        #expect(stored.map(\.isState) == [true, true, false, false, false, false, false, false])
        #expect(stored.map(\.isLet) == [false, false, true, false, false, false, false, true])
        #expect(stored.map(\.isStatic) == [false, false, false, false, false, false, false, true])
        #expect(stored.map { $0.type?.text } == [nil, "Bool", "String", nil, nil, "Double", "Double", nil])
        #expect(stored.map { $0.initializer.map(ASTDump.expr) } == ["0", "false", nil, "1", "2", nil, nil, "3"])
    }

    @Test func computedPropertiesAndMethods() throws {
        let program = try parse("""
            struct Row: View {
                let item: Item
                @ViewBuilder private var badge: some View { if item.done { Image("check") } }
                var doubled: Int { get { item.count * 2 } }
                static var zero: Int { 0 }
                var body: some View { badge }
                static func make(named name: String, _ count: Int = 1) async -> Row { Row(item: Item(name)) }
                mutating func reset() throws { }
            }
            """)
        let row = try #require(program.structs.first)
        #expect(row.computedProperties.map(\.name) == ["badge", "doubled", "zero", "body"])
        #expect(row.computedProperties.map(\.isViewBuilder) == [true, false, false, false])
        #expect(row.computedProperties.map(\.isStatic) == [false, false, true, false])
        #expect(ASTDump.stmts(row.computedProperties[1].body) == "(item.count * 2)")
        let make = row.methods[0]
        #expect(make.name == "make" && make.isStatic && make.isAsync && make.returnType?.text == "Row")
        #expect(make.parameters.map(\.label) == ["named", nil])
        #expect(make.parameters.map(\.name) == ["name", "count"])
        #expect(make.parameters.map { $0.defaultValue.map(ASTDump.expr) } == [nil, "1"])
        #expect(row.methods[1].name == "reset" && !row.methods[1].isStatic && !row.methods[1].isAsync)
    }

    @Test func enums() throws {
        let program = try parse("""
            enum Tab: String, CaseIterable {
                case home, settings = "gear"
                case profile
                static let all: [Tab] = [.home]
                var title: String { rawValue.capitalized }
                func next() -> Tab { .home }
            }
            """)
        let tab = try #require(program.enums.first)
        #expect(tab.conformances == ["String", "CaseIterable"])
        #expect(tab.cases.map(\.name) == ["home", "settings", "profile"])
        #expect(tab.cases.map { $0.rawValue.map(ASTDump.expr) } == [nil, "\"gear\"", nil])
        #expect(tab.members.count == 3)
    }

    @Test func topLevelValuesAndFunctions() throws {
        let program = try parse("""
            import SwiftUI
            let count = 200, columns = 19
            var speed: Double = 1
            let sampleColors = (0..<10).map { ix in MyColor(color: .init(hue: .init(ix) / 20)) }
            func delay(for index: Int) -> Double { Double(index) * 0.02 }
            """)
        #expect(program.globals.map(\.name) == ["count", "columns", "speed", "sampleColors"])
        #expect(program.globals.map(\.isLet) == [true, true, false, true])
        #expect(program.globals[3].initializer.map(ASTDump.expr)
            == "(0 ..< 10).map() { ix in MyColor(color: .init(hue: (.init(ix) / 20))) }")
        let delay = try #require(program.functions.first)
        #expect(delay.parameters.first?.label == "for" && delay.parameters.first?.name == "index")
        #expect(ASTDump.stmts(delay.body) == "(Double(index) * 0.02)")
    }

    @Test func previews() throws {
        let program = try parse("""
            #Preview { Root() }
            #Preview("Two", traits: .fixedLayout(width: 200, height: 100), .landscapeLeft) {
                let x = 1
                Root(x: x)
            }
            """)
        #expect(program.previews.map(\.name) == [nil, "Two"])
        #expect(program.previews[0].traits.isEmpty)
        #expect(ASTDump.stmts(program.previews[0].body) == "Root()")
        #expect(program.previews[1].traits.map(ASTDump.expr)
            == [".fixedLayout(width: 200, height: 100)", ".landscapeLeft"])
        #expect(ASTDump.stmts(program.previews[1].body) == "let x = 1; Root(x: x)")
    }

    @Test func declarationOrderIsKept() throws {
        let program = try parse("""
            let a = 1
            struct S {}
            enum E { case x }
            func f() {}
            #Preview { S() }
            """)
        let kinds = program.declarations.map { declaration -> String in
            switch declaration {
            case .binding: "binding"
            case .structure: "struct"
            case .enumeration: "enum"
            case .function: "function"
            case .preview: "preview"
            }
        }
        #expect(kinds == ["binding", "struct", "enum", "function", "preview"])
    }
}
