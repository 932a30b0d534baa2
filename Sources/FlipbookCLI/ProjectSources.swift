import Flipbook
import Foundation

/// The Swift files beside a scene, read once: the rest of the app the scene is a file of. Xcode
/// compiles a target's files together, so a view file names what other files declare (`Home`, a
/// colour extension, a view model); Flipbook finds those files here.
final class ProjectSources {
    struct File {
        let path: String
        let text: String
    }

    private let scene: String
    private let excluded: Set<String>
    private lazy var files: [File] = Self.read(near: scene, excluding: excluded)
    private lazy var targetFiles = XcodeTargetFiles(scene: scene)

    init(scene: String, excluding: [String]) {
        self.scene = scene
        excluded = Set(([scene] + excluding).map(Self.standardized))
    }

    /// The files that declare `name`: at the top level (a type, function, constant or variable),
    /// or as a member in an extension of the type the name is missing from. Nearest to the scene
    /// first (by the folders between them), then by path.
    func declaring(_ missing: MissingName) -> [File] {
        // The scene's compile asks again for the same names at each file it adds: the search
        // over every file of a large app is done once per name.
        if let found = declaringCache[missing] { return found }
        let found = search(missing)
        declaringCache[missing] = found
        return found
    }

    private var declaringCache: [MissingName: [File]] = [:]

    /// The type names the app's files declare, found in one pass: a name no file declares
    /// (`VStack`, `Text`) is not searched for file by file.
    private(set) lazy var declaredTypeNames: Set<String> = Self.typeNamesDeclared(in: files.map(\.text))

    private func search(_ missing: MissingName) -> [File] {
        guard let regex = Self.declarationPattern(missing) else { return [] }
        // `allCases` is synthesized: the type's declaration says `CaseIterable` instead.
        let needle = Self.isSynthesized(missing) ? "CaseIterable" : missing.name
        return files.filter { file in
            file.text.contains(needle)
                && regex.firstMatch(in: file.text, range: NSRange(file.text.startIndex..., in: file.text)) != nil
        }.sorted { a, b in
            let (da, db) = (distance(to: a.path), distance(to: b.path))
            return da != db ? da < db : a.path < b.path
        }
    }

    /// Capitalized names written where a type goes: after `:` or `->`, in `[…]`, `<…>`, before
    /// `.self` or `(` (a type's initializer), or as what a `typealias` names; and the nested
    /// name of `Owner.Nested` written there.
    static func typeNamesUsed(in texts: [String]) -> Set<String> {
        captures(
            of: "(?:[:\\[<(,]|->)\\s*([A-Z][A-Za-z0-9_]*)\\b|\\b([A-Z][A-Za-z0-9_]*)(?:\\.self\\b|\\s*\\()"
                + "|\\btypealias\\s+\\w+\\s*=\\s*([A-Z][A-Za-z0-9_]*)", in: texts)
            // A nested type (`let category: Self.Category`, `: HabitItem.Category`), which an
            // extension in another file may declare.
            .union(captures(of: "(?:[:\\[<(,]|->)\\s*[A-Z][A-Za-z0-9_]*\\.([A-Z][A-Za-z0-9_]*)\\b", in: texts))
    }

    /// The names the texts declare as types (at any depth).
    static func typeNamesDeclared(in texts: [String]) -> Set<String> {
        captures(of: "\\b(?:struct|class|enum|protocol|actor|typealias)\\s+([A-Za-z_][A-Za-z0-9_]*)", in: texts)
    }

    /// What the pattern's groups captured, in any of the texts.
    private static func captures(of pattern: String, in texts: [String]) -> Set<String> {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        var names: Set<String> = []
        for text in texts {
            regex.enumerateMatches(in: text, range: NSRange(text.startIndex..., in: text)) { match, _, _ in
                guard let match else { return }
                for group in 1..<match.numberOfRanges {
                    if let found = Range(match.range(at: group), in: text) { names.insert(String(text[found])) }
                }
            }
        }
        return names
    }

    /// How far the file is from the scene (`ProjectFolder.distance`).
    func distance(to path: String) -> Int { ProjectFolder.distance(from: scene, to: path) }

    /// The one file among `files` that extends one of `types` (`extension ContentView`), where
    /// a nested name such as `ViewModel` is the extended type's own; nil unless exactly one does.
    static func fileExtending(_ types: Set<String>, among files: [File]) -> File? {
        guard !types.isEmpty else { return nil }
        let alternatives = types.sorted().map(NSRegularExpression.escapedPattern(for:)).joined(separator: "|")
        guard let regex = try? NSRegularExpression(pattern: "^extension\\s+(?:\(alternatives))\\b", options: [.anchorsMatchLines])
        else { return nil }
        let extending = files.filter { regex.firstMatch(in: $0.text, range: NSRange($0.text.startIndex..., in: $0.text)) != nil }
        return extending.count == 1 ? extending[0] : nil
    }

    /// The one file Xcode would compile among equally near ones that declare the same name (the
    /// project names `Pill.swift`, not Finder's copy `Pill 2.swift`); nil when that does not
    /// decide.
    func compiledFile(among files: [File]) -> File? {
        guard let targetFiles else { return nil }
        let compiled = files.filter { targetFiles.compiles($0.path) }
        return compiled.count == 1 ? compiled[0] : nil
    }

    /// Top-level declarations start a line (Swift's style, and what Xcode's templates write,
    /// once a file's common indentation is taken off); an indented one is nested in a type or
    /// a function, and a `private` one is the file's
    /// own: the scene sees neither. A member (a property, method, case or nested type) is looked
    /// for after an `extension` of its type, or in the app's own type of a name SwiftUI also
    /// declares (the app's `enum Tab`).
    private static func declarationPattern(_ missing: MissingName) -> NSRegularExpression? {
        let modifiers = "(?:(?:@\\w+(?:\\([^)\\n]*\\))?|public|internal|final|open|nonisolated|static)\\s+)*"
        let name = missing.name
        let pattern =
            if MissingName.isOperator(name) {
                // `static func +(lhs: CGSize, rhs: CGSize)` in an extension of the operand's type,
                // or a global `func +`.
                "^\(modifiers)(?:extension\\s+\(extendedNames(missing.type ?? "View"))(?!\\w)[\\s\\S]*?)?func\\s*"
                    + NSRegularExpression.escapedPattern(for: name) + "\\s*[(<]"
            } else if let type = missing.type, name == MissingName.anyInitializer {
                "^\(modifiers)extension\\s+\(type)\\b[\\s\\S]*?\\binit\\??\\s*[(<]"
            } else if let type = missing.type, isSynthesized(missing) {
                "^\(modifiers)enum\\s+\(type)\\b[^{\\n]*\\bCaseIterable\\b"
            } else if let type = missing.type {
                // An extension of the type, or the type itself where the app declares one that
                // SwiftUI also has (`enum Tab { case home }` beside SwiftUI's `Tab`).
                "^\(modifiers)(?:extension|struct|class|enum|actor)\\s+\(extendedNames(type))(?!\\w)[\\s\\S]*?"
                    + (missing.isInitializerLabel
                        ? "init\\??\\(\\s*\(name)(?:\\s*:|\\s+\\w+\\s*:)"
                        : missing.isMethod
                            ? "func\\s+\(name)\\b" : "(?:let|var|func|case|struct|class|enum|typealias)\\s+\(name)\\b")
            } else {
                // At the top level, or a member of an extension that code inside the type uses
                // without `self.` (`header` of `extension Dashboard` in Dashboard's body,
                // `getScreenRect()` of an `extension View`; `dev` of an
                // `extension PreviewProvider` in a provider's previews), or a type nested in an
                // extension of the type that names it (`extension Loader { struct Arc: Shape }`
                // in a file of its own, named `Arc` in `Loader`'s body).
                "^\(modifiers)(?:struct|class|enum|protocol|actor|typealias|func|let|var)\\s+\(name)\\b"
                    + "|^\(modifiers)extension\\s+[A-Z][\\w.]*\\b[\\s\\S]*?(?:func|var)\\s+\(name)\\b"
                    + "|^\(modifiers)extension\\s+[A-Z][\\w.]*[^{\\n]*\\{[\\s\\S]*?^\\s+\(modifiers)"
                    + "(?:struct|class|enum|actor|typealias)\\s+\(name)\\b"
            }
        return try? NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
    }

    /// A member Swift writes for the type from its conformance (`CaseIterable`'s `allCases`).
    private static func isSynthesized(_ missing: MissingName) -> Bool { missing.type != nil && missing.name == "allCases" }

    /// The names an extension of `type` may be written with: Flipbook's `Double` is also
    /// `CGFloat` and `Float`, as one floating-point type, and a modifier may extend any view.
    private static func extendedNames(_ type: String) -> String {
        switch type {
        // An Optional is held as its value: `extension Optional where Wrapped == String` lends
        // a string its members too.
        case "Double":
            "(?:Double|CGFloat|Float|FloatLiteralType|BinaryFloatingPoint|FloatingPoint|SignedNumeric|Numeric|Optional)"
        // The sized integers are Int here: `extension UInt64 { static func secondsToNanoseconds }`.
        case "Int":
            "(?:Int|Int8|Int16|Int32|Int64|UInt|UInt8|UInt16|UInt32|UInt64|IntegerLiteralType|BinaryInteger|FixedWidthInteger"
                + "|SignedInteger|UnsignedInteger|SignedNumeric|Numeric|Optional)"
        // `.background(.lightBackground)` finds a static member of `extension ShapeStyle where
        // Self == Color`, as an implicit member of the style the modifier takes.
        case "AnyShapeStyle", "Color": "(?:AnyShapeStyle|Color|ShapeStyle)"
        // An implicit member where either axis may go (`.alignmentGuide(.myGuide)`).
        case MissingName.alignmentGuide: "(?:HorizontalAlignment|VerticalAlignment)"
        case MissingName.anyExtension: "[A-Z][\\w.]*"
        case "Array": "(?:Array|\\[[\\w.]+\\]|Collection|Sequence|RandomAccessCollection|Optional)"
        // Every kind of range is one `Range` here (`extension ClosedRange { var overreach }`).
        case "Range":
            "(?:Range|ClosedRange|PartialRangeFrom|PartialRangeThrough|PartialRangeUpTo|RangeExpression|Collection|Sequence|Optional)"
        // A modifier may be declared on a view type that has it (`extension Text`), or on the
        // app's own view (`TodayView().configureView()` of `extension TodayView`).
        case "View": "(?:View|Text|Image|Shape|InsettableShape|[A-Z][\\w.]*)"
        // The scene's own type may be a view, which an `extension View` lends its members
        // (`self.noteAnimation` of `extension View { var noteAnimation: Animation }`).
        default: "(?:\(NSRegularExpression.escapedPattern(for: type))|View|Optional)"
        }
    }

    /// A file whose every line is indented alike (pasted inside a block, or indented by an
    /// editor) declares at its top level what starts its lines once that indentation is taken
    /// off, as Swift reads it.
    static func dedented(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let indents = lines.compactMap { line -> Int? in
            let indent = line.prefix { $0 == " " || $0 == "\t" }.count
            return indent == line.count ? nil : indent
        }
        guard let common = indents.min(), common > 0 else { return text }
        return lines.map { $0.dropFirst(min(common, $0.prefix { $0 == " " || $0 == "\t" }.count)) }.joined(separator: "\n")
    }

    private static func standardized(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }

    /// The Swift files of the app the scene belongs to (`ProjectFolder.paths(near:)`: nearest
    /// first, up to the app's root, or two folders up without a project).
    private static func read(near scene: String, excluding: Set<String>) -> [File] {
        // Paths are shown as the scene's was given: relative to the working folder, or absolute.
        let workingFolder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path + "/"
        let relativeToWorkingFolder = !scene.hasPrefix("/")
        let near = ProjectFolder.paths(near: scene) { $0.hasSuffix(".swift") }.compactMap { read($0) }
        // The app's own modules its files import (`import Components`, a framework of the
        // workspace) are compiled apart but used as Xcode builds them: their files count too.
        let texts = [(try? String(contentsOfFile: scene, encoding: .utf8)) ?? ""] + near.map(\.file.text)
        let nearPaths = Set(near.map(\.absolute))
        let modules = ProjectFolder.moduleSources(importedBy: texts, near: scene).filter { !nearPaths.contains($0) }
        let known = nearPaths.union(modules)
        let outside = XcodeFileReferences.swiftFilesOutsideTheFolder(of: scene).filter { !known.contains($0) }
        // The classes Xcode generates from the app's Core Data models are files of the target too.
        let files = near.map(\.file) + modules.compactMap { read($0)?.file } + outside.compactMap { read($0)?.file }
        let declared = typeNamesDeclared(in: texts + files.map(\.text))
        let generated = ProjectFolder.dataModelSources(near: scene, declaredTypes: declared).map {
            File(path: shown($0.path), text: $0.text)
        }
        return files + generated

        func read(_ absolute: String) -> (file: File, absolute: String)? {
            guard !excluding.contains(absolute),
                let data = FileManager.default.contents(atPath: absolute), data.count < 1_000_000,
                let text = String(data: data, encoding: .utf8)
            else { return nil }
            return (File(path: shown(absolute), text: dedented(text)), absolute)
        }

        func shown(_ absolute: String) -> String {
            relativeToWorkingFolder && absolute.hasPrefix(workingFolder)
                ? String(absolute.dropFirst(workingFolder.count)) : absolute
        }
    }
}
