import FlipbookModel
import Foundation

/// An app's view file often names what another file of the app declares (`Home`, a colour
/// extension). When a scene stops at such a name, Flipbook looks through the Swift files beside
/// it and says which one to add with `--include`.
enum IncludeHints {
    /// The most Swift files read, and the most entries walked, in the scene's folder and the
    /// folders below it (at most `depthLimit` deep): a scene in a home folder must not make an
    /// error slow to report.
    static let fileLimit = 2_000
    static let entryLimit = 20_000
    static let depthLimit = 4

    /// The diagnostics, each "cannot find 'X'" or "has no member 'X'" with a note naming the
    /// nearby files that declare X.
    static func annotate(_ list: DiagnosticList, scene: String, includes: [String]) -> DiagnosticList {
        let wanted = list.diagnostics.compactMap(missingName)
        guard !wanted.isEmpty else { return list }
        let files = nearbyFiles(of: scene, excluding: Set([scene] + includes))
        var result = list
        for index in result.diagnostics.indices {
            guard let (name, isMember) = missingName(result.diagnostics[index]) else { continue }
            let pattern =
                isMember
                ? "(let|var|func)\\s+\(name)\\b|init\\??\\(\\s*\(name)\\s*:"
                : "(struct|class|enum|protocol|actor|typealias|func|let|var)\\s+\(name)\\b"
            guard let regex = try? NSRegularExpression(pattern: pattern) else { continue }
            let declaring = files.filter { file in
                regex.firstMatch(in: file.text, range: NSRange(file.text.startIndex..., in: file.text)) != nil
            }.map(\.path)
            guard !declaring.isEmpty else { continue }
            let shown = declaring.prefix(3).map { "--include \($0)" }.joined(separator: ", ")
            result.diagnostics[index].notes.append(
                Diagnostic(.note, "'\(name)' is declared in a file beside the scene; add it with \(shown)", at: nil))
        }
        return result
    }

    /// The name an error says is missing, and whether it is a member.
    private static func missingName(_ diagnostic: Diagnostic) -> (String, Bool)? {
        let message = diagnostic.message
        // Only a named type's members can come from another file (not `some Shape`'s).
        if message.hasPrefix("type 'some ") || message.hasPrefix("type 'any ") { return nil }
        for (prefix, isMember) in [
            ("cannot find type '", false), ("cannot find '", false), ("has no member '", true), ("initializer takes '", true),
        ] {
            guard let start = message.range(of: prefix)?.upperBound,
                let end = message[start...].firstIndex(of: "'")
            else { continue }
            var name = String(message[start..<end])
            if name.hasSuffix(":") { name.removeLast() }
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
            return (name, isMember)
        }
        return nil
    }

    private static func nearbyFiles(of scene: String, excluding: Set<String>) -> [(path: String, text: String)] {
        let folder = (scene as NSString).deletingLastPathComponent
        let root = folder.isEmpty ? "." : folder
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
        let excludedPaths = Set(excluding.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
        var files: [(String, String)] = []
        var visited = 0
        while let relative = enumerator.nextObject() as? String, files.count < fileLimit, visited < entryLimit {
            visited += 1
            if enumerator.level > depthLimit { enumerator.skipDescendants() }
            if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
                enumerator.skipDescendants()
                continue
            }
            guard relative.hasSuffix(".swift") else { continue }
            let path = folder.isEmpty ? relative : folder + "/" + relative
            guard !excludedPaths.contains(URL(fileURLWithPath: path).standardizedFileURL.path),
                let data = FileManager.default.contents(atPath: path), data.count < 1_000_000,
                let text = String(data: data, encoding: .utf8)
            else { continue }
            files.append((path, text))
        }
        return files
    }
}
