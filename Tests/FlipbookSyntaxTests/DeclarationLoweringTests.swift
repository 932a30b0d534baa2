import FlipbookModel
import FlipbookSyntax
import Testing

/// Declarations: types, extensions, functions, initializers, variables, enum cases, aliases,
/// subscripts, attributes and modifiers.
@Suite struct DeclarationLoweringTests {
    @Test func typeKindsWithGenericsInheritanceAndWhere() throws {
        #expect(
            try declarations("struct Card<Content: View>: View where Content: Equatable { let content: Content }")
                == "struct Card<Content: View>: View where Content: Equatable { let content: Content }")
        #expect(
            try declarations("final class Model: ObservableObject { @Published var count = 0 }")
                == "final class Model: ObservableObject { @Published var count = 0 }")
        #expect(
            try declarations("enum Tab: String, CaseIterable { case home, settings = \"gear\" }")
                == "enum Tab: String, CaseIterable { case home, settings = \"gear\" }")
        #expect(
            try declarations("protocol Shape: Animatable { associatedtype Value; var area: Double { get } }")
                == "protocol Shape: Animatable { associatedtype Value; var area: Double { get } }")
        #expect(try declarations("actor Store { var items: [Int] = [] }") == "actor Store { var items: [Int] = [] }")
        #expect(try declarations("struct Pair<A, B> where A == B { }") == "struct Pair<A, B> where A == B { }")
        #expect(
            try declarations("struct S { struct Inner { enum Deep { case a } } }")
                == "struct S { struct Inner { enum Deep { case a } } }")
    }

    @Test func typeNameSpan() throws {
        let program = try parse("struct  Box: View { }")
        guard case .type(let type)? = program.declarations.first?.kind else {
            Issue.record("no type")
            return
        }
        #expect(type.nameSpan.start.column == 9 && type.nameSpan.end.column == 12)
    }

    @Test func extensions() throws {
        #expect(
            try declarations("extension View { func card() -> some View { padding() } }")
                == "extension View { func card() -> some View { padding() } }")
        #expect(
            try declarations("extension Array: Sendable where Element: Sendable { }")
                == "extension Array: Sendable where Element: Sendable { }")
        #expect(
            try declarations("extension EnvironmentValues { @Entry var accent: Color = .blue }")
                == "extension EnvironmentValues { @Entry var accent: Color = .blue }")
        #expect(try declarations("extension Card.Side { }") == "extension Card.Side { }")
    }

    @Test func functions() throws {
        #expect(
            try declarations("func f(_ x: Int, label y: String = \"a\", z: Double...) async throws -> Int { 1 }")
                == "func f(x: Int, label y: String = \"a\", z: Double...) async throws -> Int { 1 }")
        #expect(
            try declarations("@ViewBuilder func content() -> some View { Text(\"a\") }")
                == "@ViewBuilder func content() -> some View { Text(\"a\") }")
        #expect(
            try declarations("func swapAll<T: Equatable>(_ a: inout [T]) where T: Hashable { }")
                == "func swapAll<T: Equatable>(a: inout [T]) where T: Hashable { }")
        #expect(
            try declarations("func run(action: @escaping @MainActor () -> Void) { }")
                == "func run(action: @escaping @MainActor () -> Void) { }")
        #expect(try declarations("func f(_: Int) { }") == "func f(_: Int) { }")
        #expect(
            try declarations("func rethrowing(_ f: () throws -> Void) rethrows { }")
                == "func rethrowing(f: () throws -> Void) throws { }")
        let program = try parse("func f(_ x: Int, y: Int) { }")
        guard case .function(let function)? = program.declarations.first?.kind else {
            Issue.record("no function")
            return
        }
        #expect(function.parameters.map(\.label) == [nil, "y"])
        #expect(function.parameters.map(\.name) == ["x", "y"])
        #expect(function.nameSpan.start.column == 6)
    }

    @Test func operatorFunctions() throws {
        #expect(
            try declarations("struct V: Equatable { static func == (lhs: V, rhs: V) -> Bool { true } }")
                == "struct V: Equatable { static func ==(lhs: V, rhs: V) -> Bool { true } }")
        #expect(
            try declarations("extension CGPoint { static func + (a: CGPoint, b: CGPoint) -> CGPoint { a } }")
                == "extension CGPoint { static func +(a: CGPoint, b: CGPoint) -> CGPoint { a } }")
        #expect(try declarations("prefix func - (v: V) -> V { v }") == "prefix func -(v: V) -> V { v }")
    }

    @Test func initializers() throws {
        #expect(try declarations("struct S { init(x: Int) { self.x = x } }") == "struct S { init(x: Int) { (self.x = x) } }")
        #expect(try declarations("struct S { init?(raw: Int) { return nil } }") == "struct S { init?(raw: Int) { return nil } }")
        #expect(try declarations("struct S { init!(raw: Int) { } }") == "struct S { init?(raw: Int) { } }")
        #expect(
            try declarations("class C { convenience init() { self.init(x: 0) } }")
                == "class C { convenience init() { self.init(x: 0) } }")
        #expect(
            try declarations("class C { required init(from d: Decoder) throws { } }")
                == "class C { required init(from d: Decoder) throws { } }")
        #expect(
            try declarations("struct Card<C: View> { init(@ViewBuilder content: () -> C) { self.content = content() } }")
                == "struct Card<C: View> { init(content: @ViewBuilder () -> C) { (self.content = content()) } }")
        #expect(
            try declarations("struct S { init<T: View>(_ v: T) where T: Equatable { } }")
                == "struct S { init<T: View>(v: T) where T: Equatable { } }")
        #expect(
            try declarations("struct S { init(v: Int) { _v = State(initialValue: v) } }")
                == "struct S { init(v: Int) { (_v = State(initialValue: v)) } }")
    }

    @Test func variables() throws {
        #expect(try declarations("struct S { @State private var count = 0 }") == "struct S { @State private var count = 0 }")
        #expect(try declarations("struct S { var a = 1, b = 2 }") == "struct S { var a = 1, b = 2 }")
        #expect(try declarations("struct S { var width, height: Double }") == "struct S { var width: Double, height: Double }")
        #expect(
            try declarations("struct S { var area: Double { width * height } }")
                == "struct S { var area: Double { get { (width * height) } } }")
        #expect(
            try declarations("struct S { var v: Int { get { x } set { x = newValue } } }")
                == "struct S { var v: Int { get { x } set(newValue) { (x = newValue) } } }")
        #expect(
            try declarations("struct S { var v: Int { get { x } set(value) { x = value } } }")
                == "struct S { var v: Int { get { x } set(value) { (x = value) } } }")
        #expect(
            try declarations("struct S { @State var n = 0 { willSet { a() } didSet { b(oldValue) } } }")
                == "struct S { @State var n = 0 { willSet(newValue) { a() } didSet(oldValue) { b(oldValue) } } }")
        #expect(
            try declarations("struct S { var n = 0 { didSet(previous) { } } }")
                == "struct S { var n = 0 { didSet(previous) { } } }")
        #expect(
            try declarations("protocol P { var v: Int { get set }; static var w: Int { get } }")
                == "protocol P { var v: Int { get set }; static var w: Int { get } }")
        #expect(try declarations("let (a, b) = (1, 2)") == "let (a, b) = (1, 2)")
        #expect(
            try declarations("struct S { public private(set) var v = 0 }")
                == "struct S { private(set) public var v = 0 }")
        #expect(
            try declarations("class C { weak var delegate: D?; lazy var x = f(); nonisolated(unsafe) static var s = 0 }")
                == "class C { weak var delegate: D?; lazy var x = f(); nonisolated(unsafe) static var s = 0 }")
    }

    @Test func computedAndRequirementAccessors() throws {
        let program = try parse("protocol P { var v: Int { get set } }\nstruct S { var v: Int { 1 } }")
        guard case .type(let p)? = program.declarations.first?.kind, case .variable(let requirement)? = p.members.first?.kind,
            case .type(let s)? = program.declarations.last?.kind, case .variable(let computed)? = s.members.first?.kind,
            let requirementAccessors = requirement.bindings.first?.accessors, let getter = computed.bindings.first?.accessors
        else {
            Issue.record("shapes")
            return
        }
        #expect(requirementAccessors.isRequirement && requirementAccessors.requiresSetter && !requirementAccessors.isComputed)
        #expect(getter.isComputed && !getter.isRequirement)
        #expect(computed.bindings.first?.name == "v")
    }

    @Test func enumCases() throws {
        #expect(
            try declarations("enum E { case a(Int), b(label: String, Double = 1), c }")
                == "enum E { case a(_: Int), b(label: String, _: Double = 1), c }")
        #expect(try declarations("enum E { case point(x: Int, y: Int) }") == "enum E { case point(x: Int, y: Int) }")
        #expect(
            try declarations("indirect enum Tree { case leaf, node(Tree, Tree) }")
                == "indirect enum Tree { case leaf, node(_: Tree, _: Tree) }")
        #expect(try declarations("enum E: Int { case one = 1, two = 2 }") == "enum E: Int { case one = 1, two = 2 }")
        let program = try parse("enum E { case card(Card) }")
        guard case .type(let e)? = program.declarations.first?.kind, case .enumCase(let elements)? = e.members.first?.kind,
            let value = elements.first?.associatedValues?.first
        else {
            Issue.record("no case")
            return
        }
        #expect(value.label == nil && value.name == "_" && value.type?.description == "Card")
    }

    @Test func aliasesAssociatedTypesAndSubscripts() throws {
        #expect(try declarations("typealias Action = () -> Void") == "typealias Action = () -> Void")
        #expect(try declarations("typealias Pair<T> = (T, T)") == "typealias Pair<T> = (T, T)")
        #expect(try declarations("protocol P { associatedtype Body: View }") == "protocol P { associatedtype Body }")
        #expect(
            try declarations("struct G { subscript(i: Int) -> Int { cells[i] } }")
                == "struct G { subscript(i: Int) -> Int { get { cells[i] } } }")
        #expect(
            try declarations("struct G { subscript(r: Int, c: Int) -> Int { get { 0 } set { } } }")
                == "struct G { subscript(r: Int, c: Int) -> Int { get { 0 } set(newValue) { } } }")
        #expect(
            try declarations("protocol P { subscript(i: Int) -> Int { get } }")
                == "protocol P { subscript(i: Int) -> Int { get } }")
        #expect(
            try declarations("struct G { subscript<T>(key k: T) -> T where T: Hashable { k } }")
                == "struct G { subscript<T>(key k: T) -> T where T: Hashable { get { k } } }")
    }

    @Test func attributesWithArguments() throws {
        #expect(
            try declarations("struct V { @Environment(\\.colorScheme) var scheme }")
                == "struct V { @Environment(\\.colorScheme) var scheme }")
        #expect(
            try declarations("struct V { @AppStorage(\"k\") var k = 0; @Namespace var ns; @Binding var on: Bool }")
                == "struct V { @AppStorage(\"k\") var k = 0; @Namespace var ns; @Binding var on: Bool }")
        #expect(try declarations("@Observable final class M { var x = 0 }") == "@Observable final class M { var x = 0 }")
        #expect(try declarations("@MainActor struct V { }") == "@MainActor struct V { }")
        #expect(
            try declarations("struct V { @StateObject private var model = Model() }")
                == "struct V { @StateObject private var model = Model() }")
        #expect(try declarations("@available(iOS 17, *) struct V { }") == "@available struct V { }")
        #expect(try declarations("struct V { @SwiftUI.State var x = 0 }") == "struct V { @State var x = 0 }")
        let program = try parse("struct V { @Environment(\\.dismiss) private var dismiss }")
        guard case .type(let v)? = program.declarations.first?.kind, let member = v.members.first else {
            Issue.record("no member")
            return
        }
        #expect(member.attribute("Environment")?.arguments?.count == 1)
        #expect(member.attribute("State") == nil)
        #expect(member.modifiers == ["private"])
        #expect(member.span.start.column == 12)
    }

    @Test func staticAndClassMembers() throws {
        let program = try parse("class C { static let a = 1; class var b: Int { 2 }; static func f() { } }")
        guard case .type(let c)? = program.declarations.first?.kind else {
            Issue.record("no class")
            return
        }
        #expect(c.members.map(\.isStatic) == [true, true, true])
    }

    @Test func previews() throws {
        #expect(try declarations("#Preview { V() }") == "#Preview() { V() }")
        #expect(
            try declarations("#Preview(\"Named\", traits: .fixedLayout(width: 400, height: 240)) { V() }")
                == "#Preview(\"Named\", traits: .fixedLayout(width: 400, height: 240)) { V() }")
        #expect(
            try declarations("#Preview(traits: .landscapeLeft, .sizeThatFitsLayout) { V() }")
                == "#Preview(traits: .landscapeLeft, .sizeThatFitsLayout) { V() }")
        // `@Previewable` makes the preview a view of its own, as the macro expands it.
        let previewable = try declarations("#Preview { @Previewable @State var on = false; Toggle(\"a\", isOn: $on) }")
        #expect(
            previewable == "struct __Previewable_testswift_1_1: View { @State var on = false; "
                + "var body: some View { get { Toggle(\"a\", isOn: $on) } } }; #Preview() { __Previewable_testswift_1_1() }")
        // An attribute or an empty parameter list is no parameter; a name is.
        #expect(try declarations("#Preview { @MainActor in V() }") == "#Preview() { V() }")
        #expect(try declarations("#Preview { () in V() }") == "#Preview() { V() }")
        #expect(diagnostics("#Preview { x in V() }").map(\.message) == ["a '#Preview' body takes no parameters"])
        let program = try parse("#Preview(\"A\") { V() }\n#Preview { W() }")
        #expect(program.previews.map(\.name) == ["A", nil])
        #expect(program.previews.last?.span.start.line == 2)
    }

    @Test func importsAndOperatorDeclarationsLeaveNoDeclaration() throws {
        #expect(
            try declarations(
                "import SwiftUI\n@testable import Foundation\ninfix operator <>: AdditionPrecedence\nprecedencegroup P { }")
                == "")
    }

    @Test func actorsAreTypes() throws {
        let program = try parse("actor Counter { var n = 0; func bump() { n += 1 } }")
        guard case .type(let type)? = program.declarations.first?.kind else {
            Issue.record("no actor")
            return
        }
        #expect(type.kind == .actor && type.members.count == 2)
        #expect(program.warnings.isEmpty)
    }
}
