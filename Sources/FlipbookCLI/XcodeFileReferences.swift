import Flipbook
import Foundation

/// The Swift files an app's Xcode project compiles from outside the app's folder: a file
/// reference whose path climbs out (`../../RecordPlayer/RecordPlayer/AudioPlayer.swift`, a file
/// shared with a sibling project), relative to the project's folder (`SOURCE_ROOT`) or to the
/// folders of the groups that hold it (`<group>`). Xcode compiles them into the target, so a
/// scene may use what they declare; the folder search never reaches them.
enum XcodeFileReferences {
    /// Absolute paths of the existing Swift files outside the root that the root's projects
    /// reference.
    static func swiftFilesOutsideTheFolder(of scene: String) -> [String] {
        guard let root = ProjectFolder.root(of: scene),
            let entries = try? FileManager.default.contentsOfDirectory(atPath: root.path)
        else { return [] }
        let rootPath = root.standardizedFileURL.path
        var found: [String] = []
        for project in entries.filter({ $0.hasSuffix(".xcodeproj") }).sorted() {
            guard let text = try? String(contentsOf: root.appendingPathComponent("\(project)/project.pbxproj"), encoding: .utf8)
            else { continue }
            for relative in swiftFilePaths(in: text) where relative.contains("..") {
                let path = URL(fileURLWithPath: rootPath).appendingPathComponent(relative).standardizedFileURL.path
                guard !path.hasPrefix(rootPath + "/"), !found.contains(path), FileManager.default.fileExists(atPath: path)
                else { continue }
                found.append(path)
            }
        }
        return found
    }

    private struct Object {
        var isa = ""
        var path: String?
        var sourceTree = ""
        var children: [String] = []
    }

    /// Each Swift file reference's path relative to the project's folder, through its groups.
    static func swiftFilePaths(in project: String) -> [String] {
        let objects = parseObjects(project)
        var parent: [String: String] = [:]
        for (id, object) in objects where object.isa == "PBXGroup" {
            for child in object.children { parent[child] = id }
        }
        return objects.filter { $0.value.isa == "PBXFileReference" && ($0.value.path ?? "").hasSuffix(".swift") }
            .sorted { $0.key < $1.key }
            .compactMap { id, file -> String? in
                guard let path = file.path else { return nil }
                var components = [path]
                var tree = file.sourceTree
                var current = parent[id]
                var depth = 0
                // Up the groups to one relative to the project (or the group tree's top).
                while tree == "<group>", let groupID = current, let group = objects[groupID], depth < 64 {
                    if let groupPath = group.path { components.insert(groupPath, at: 0) }
                    tree = group.sourceTree
                    current = parent[groupID]
                    depth += 1
                }
                guard tree == "<group>" || tree == "SOURCE_ROOT" else { return nil }
                return components.joined(separator: "/")
            }
    }

    /// The objects of the project file: `ID /* name */ = { isa = …; path = …; children = ( … ); };`.
    private static func parseObjects(_ text: String) -> [String: Object] {
        guard let start = try? NSRegularExpression(pattern: #"\b([0-9A-Fa-f]{8,32})(?: /\*[^*]*\*/)? = \{"#) else { return [:] }
        var objects: [String: Object] = [:]
        let nsText = text as NSString
        for match in start.matches(in: text, range: NSRange(location: 0, length: nsText.length)) {
            let id = nsText.substring(with: match.range(at: 1))
            let bodyStart = match.range.location + match.range.length
            let end = nsText.range(of: "};", range: NSRange(location: bodyStart, length: nsText.length - bodyStart))
            guard end.location != NSNotFound else { continue }
            let body = nsText.substring(with: NSRange(location: bodyStart, length: end.location - bodyStart))
            var object = Object()
            object.isa = value(of: "isa", in: body) ?? ""
            guard object.isa == "PBXGroup" || object.isa == "PBXFileReference" else { continue }
            object.path = value(of: "path", in: body)
            object.sourceTree = value(of: "sourceTree", in: body) ?? ""
            if let open = body.range(of: "children = ("), let close = body[open.upperBound...].firstIndex(of: ")") {
                object.children = body[open.upperBound..<close].split(whereSeparator: { $0 == "," || $0.isNewline })
                    .compactMap { $0.split(whereSeparator: \.isWhitespace).first.map(String.init) }
                    .filter { $0.count >= 8 && $0.allSatisfy(\.isHexDigit) }
            }
            objects[id] = object
        }
        return objects
    }

    /// `key = value;` or `key = "quoted value";` in an object's body.
    private static func value(of key: String, in body: String) -> String? {
        guard let regex = try? NSRegularExpression(pattern: #"(?:^|[\s;{])"# + key + #" = (?:"((?:[^"\\]|\\.)*)"|([^;\s]+));"#),
            let match = regex.firstMatch(in: body, range: NSRange(body.startIndex..., in: body))
        else { return nil }
        for group in [1, 2] {
            if let range = Range(match.range(at: group), in: body) { return String(body[range]) }
        }
        return nil
    }
}
