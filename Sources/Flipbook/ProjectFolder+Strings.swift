import FlipbookScene
import Foundation

extension ProjectFolder {
    /// The app's strings in its development language (English): its `Localizable.xcstrings`
    /// catalogues and its `en.lproj`, `Base.lproj` or unlocalized `Localizable.strings` tables, the
    /// nearest to the scene winning a key two share. Empty without a project around the scene.
    public static func localizedStrings(near scene: String) -> [String: String] {
        guard root(of: scene) != nil else { return [:] }
        let found = paths(near: scene) { name in
            name == "Localizable.xcstrings" || name == "Localizable.strings"
        }
        var table: [String: String] = [:]
        // Farthest first, so that the nearest file's entries are the ones kept.
        for path in found.reversed() {
            if path.hasSuffix(".strings") {
                // A table outside any `.lproj` folder is the app's own language's.
                let folder = URL(fileURLWithPath: path).deletingLastPathComponent().lastPathComponent
                guard !folder.hasSuffix(".lproj") || ["en.lproj", "Base.lproj", "en-US.lproj"].contains(folder) else { continue }
            }
            guard let data = FileManager.default.contents(atPath: path), data.count <= BundleResource.maximumBytes,
                let text = String(data: data, encoding: .utf8) ?? String(data: data, encoding: .utf16)
            else { continue }
            let entries = path.hasSuffix(".xcstrings") ? StringTables.parseCatalog(text) : StringTables.parseStrings(text)
            table.merge(entries) { _, nearer in nearer }
        }
        return table
    }
}
