import Foundation

/// The paths, from the project's folder, of the Swift files a `project.pbxproj` compiles: each
/// build file of a Sources phase, through its file reference, up the groups that hold it (each
/// group's `path` relative to its parent's). Two files of one name (a model and a leftover copy
/// in an `Old` folder) are told apart by it. A reference outside the project's groups, or
/// relative to something other than its group or the project (`BUILT_PRODUCTS_DIR`, an
/// absolute path), gives no path.
enum XcodeProjectPaths {
    private struct Entry {
        var isa = ""
        var path: String?
        var sourceTree: String?
        var children: [String] = []
        var files: [String] = []
        var fileRef: String?
    }

    static func compiledSwiftPaths(in project: String) -> Set<String> {
        let entries = parse(project)
        var parent: [String: String] = [:]
        for (id, entry) in entries where entry.isa.hasSuffix("Group") {
            for child in entry.children { parent[child] = id }
        }
        func fullPath(of id: String) -> String? {
            var components: [String] = []
            var current: String? = id
            var steps = 0
            while let node = current, let entry = entries[node], steps < 64 {
                steps += 1
                if let path = entry.path { components.insert(path, at: 0) }
                switch entry.sourceTree {
                case "SOURCE_ROOT": return components.joined(separator: "/")
                case "\"<group>\"", "<group>": current = parent[node]
                default: return nil
                }
            }
            // The main group: its files' paths are the project folder's.
            return current == nil ? components.joined(separator: "/") : nil
        }
        var paths: Set<String> = []
        for entry in entries.values where entry.isa == "PBXSourcesBuildPhase" {
            for buildFile in entry.files {
                guard let ref = entries[buildFile]?.fileRef, let path = fullPath(of: ref), path.hasSuffix(".swift") else { continue }
                paths.insert(URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: "/")).standardizedFileURL.path)
            }
        }
        return paths
    }

    /// The objects of the file, by identifier, with the few fields read here.
    private static func parse(_ project: String) -> [String: Entry] {
        guard let regex = try? NSRegularExpression(pattern: #"^\s*([0-9A-Fa-f]{24})(?: /\*[^*]*\*/)? = \{"#, options: [.anchorsMatchLines])
        else { return [:] }
        let text = project as NSString
        var entries: [String: Entry] = [:]
        for match in regex.matches(in: project, range: NSRange(location: 0, length: text.length)) {
            let id = text.substring(with: match.range(at: 1))
            // The entry's body: up to the brace that closes it.
            var depth = 0
            var end = match.range.location + match.range.length - 1
            while end < text.length {
                let c = text.character(at: end)
                if c == 0x7B { depth += 1 } else if c == 0x7D { depth -= 1; if depth == 0 { break } }
                end += 1
            }
            let start = match.range.location + match.range.length
            guard end > start else { continue }
            let body = text.substring(with: NSRange(location: start, length: end - start))
            var entry = Entry()
            entry.isa = field("isa", in: body) ?? ""
            entry.path = field("path", in: body).map(unquoted)
            entry.sourceTree = field("sourceTree", in: body)
            entry.fileRef = field("fileRef", in: body)
            entry.children = list("children", in: body)
            entry.files = list("files", in: body)
            entries[id] = entry
        }
        return entries
    }

    /// The fields read, each's pattern made once (a large app's project has thousands of objects).
    private static let fieldPatterns: [String: NSRegularExpression] = Dictionary(
        uniqueKeysWithValues: ["isa", "path", "sourceTree", "fileRef"].compactMap { name in
            (try? NSRegularExpression(pattern: #"(?:^|[\s;{])"# + name + #" = ("[^"]*"|[^;\s]+)"#)).map { (name, $0) }
        })
    private static let identifierPattern = try? NSRegularExpression(pattern: #"\b[0-9A-Fa-f]{24}\b"#)

    private static func field(_ name: String, in body: String) -> String? {
        guard let regex = fieldPatterns[name],
            let match = regex.firstMatch(in: body, range: NSRange(body.startIndex..., in: body)),
            let range = Range(match.range(at: 1), in: body)
        else { return nil }
        return String(body[range])
    }

    private static func list(_ name: String, in body: String) -> [String] {
        guard let open = body.range(of: name + " = ("), let close = body[open.upperBound...].range(of: ")") else { return [] }
        let inside = body[open.upperBound..<close.lowerBound]
        guard let regex = identifierPattern else { return [] }
        let text = String(inside)
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range, in: text).map { String(text[$0]) }
        }
    }

    private static func unquoted(_ value: String) -> String {
        value.hasPrefix("\"") && value.hasSuffix("\"") && value.count >= 2 ? String(value.dropFirst().dropLast()) : value
    }
}
