import Flipbook
import Foundation

/// Which Swift files the app's Xcode projects compile, read from their `project.pbxproj`: the
/// files a build phase names (`/* Pill.swift in Sources */`) and those under a folder Xcode 16
/// keeps in sync (`PBXFileSystemSynchronizedRootGroup`). A folder often holds files no target
/// compiles: Finder's copies (`Pill 2.swift`), drafts, an old version kept beside the new.
struct XcodeTargetFiles {
    private let compiledNames: Set<String>
    private let synchronizedFolders: [String]
    /// The compiled files' paths from the project's folder ("/App/Models/Player.swift"), by
    /// file name, where the project's groups give them.
    private let compiledPaths: [String: Set<String>]
    private let root: URL

    /// Nil without a readable project at the app's root: then no file can be told apart.
    init?(scene: String) {
        guard let root = ProjectFolder.root(of: scene),
            let entries = try? FileManager.default.contentsOfDirectory(atPath: root.path)
        else { return nil }
        let projects = entries.filter { $0.hasSuffix(".xcodeproj") }.sorted().compactMap {
            try? String(contentsOf: root.appendingPathComponent("\($0)/project.pbxproj"), encoding: .utf8)
        }
        guard !projects.isEmpty else { return nil }
        compiledNames = Set(projects.flatMap { Self.captures(#"/\* ([^*/]+\.swift) in Sources \*/"#, in: $0) })
        synchronizedFolders = projects.flatMap(Self.synchronizedFolders)
        var paths: [String: Set<String>] = [:]
        for path in projects.flatMap(XcodeProjectPaths.compiledSwiftPaths) {
            paths[URL(fileURLWithPath: path).lastPathComponent, default: []].insert(path)
        }
        compiledPaths = paths
        self.root = root.standardizedFileURL
    }

    /// Whether a target of the app compiles the file at `path`.
    func compiles(_ path: String) -> Bool {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        if compiledNames.contains(url.lastPathComponent) {
            // Of files of one name, the one at the path the project's groups give, where that
            // path is a file here (a leftover copy in another folder is not compiled).
            let resolved = (compiledPaths[url.lastPathComponent] ?? []).filter {
                FileManager.default.fileExists(atPath: root.path + $0)
            }
            guard !resolved.isEmpty, url.path.hasPrefix(root.path + "/") else { return true }
            return resolved.contains(String(url.path.dropFirst(root.path.count)))
        }
        let folders = "/" + url.deletingLastPathComponent().standardizedFileURL.path + "/"
        return synchronizedFolders.contains { folders.contains("/\($0)/") }
    }

    /// The `path = …;` of each synchronized group's section entry.
    private static func synchronizedFolders(in project: String) -> [String] {
        project.components(separatedBy: "};").filter { $0.contains("isa = PBXFileSystemSynchronizedRootGroup") }
            .flatMap { captures(#"\bpath = "?([^";]+)"?;"#, in: $0) }
    }

    private static func captures(_ pattern: String, in text: String) -> [String] {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
    }
}
