import FlipbookScene
import Foundation

extension ProjectFolder {
    /// The classes Xcode generates from the app's Core Data models (each `.xcdatamodeld`'s
    /// current version), as Swift files placed in the model's folder: the app's code names
    /// them as it names its own files' types. Empty without a project around the scene.
    ///
    /// A model the app's Xcode project does not name is not the app's (one left on disk when the
    /// app moved to SwiftData), nor is a generated class the app's own files declare.
    public static func dataModelSources(near scene: String, declaredTypes: Set<String> = []) -> [(path: String, text: String)] {
        guard let root = root(of: scene) else { return [] }
        let projects = ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).filter { $0.hasSuffix(".xcodeproj") }
        let projectTexts = projects.compactMap { project in
            try? String(contentsOfFile: root.appendingPathComponent(project).appendingPathComponent("project.pbxproj").path, encoding: .utf8)
        }
        var sources: [(path: String, text: String)] = []
        for bundle in paths(near: scene, matching: { $0.hasSuffix(".xcdatamodeld") }) {
            let bundleName = (bundle as NSString).lastPathComponent
            // Xcode 16's synchronized folders name no file: what is in them is the target's.
            if !projectTexts.isEmpty,
                !projectTexts.contains(where: { $0.contains(bundleName) || $0.contains("PBXFileSystemSynchronizedRootGroup") })
            {
                continue
            }
            guard let contents = currentVersion(of: bundle),
                let data = FileManager.default.contents(atPath: contents), data.count <= BundleResource.maximumBytes,
                let xml = String(data: data, encoding: .utf8)
            else { continue }
            let model = DataModel.parse(xml)
            for file in model.generatedSources(excludingClasses: declaredTypes) {
                sources.append((path: (bundle as NSString).appendingPathComponent(file.fileName), text: file.text))
            }
        }
        return sources
    }

    /// The `contents` of the model version `.xccurrentversion` names, else of the only (or the
    /// last by name) `.xcdatamodel` in the bundle.
    static func currentVersion(of bundle: String) -> String? {
        let versions = ((try? FileManager.default.contentsOfDirectory(atPath: bundle)) ?? [])
            .filter { $0.hasSuffix(".xcdatamodel") }.sorted()
        var chosen = versions.last
        if let plist = try? String(contentsOfFile: (bundle as NSString).appendingPathComponent(".xccurrentversion"), encoding: .utf8),
            let named = versions.first(where: { plist.contains("<string>\($0)</string>") })
        {
            chosen = named
        }
        guard let chosen else { return nil }
        let contents = ((bundle as NSString).appendingPathComponent(chosen) as NSString).appendingPathComponent("contents")
        return FileManager.default.fileExists(atPath: contents) ? contents : nil
    }
}
