import FlipbookModel
import FlipbookScene
import Foundation

/// The folder of the app a scene file belongs to, and what it holds. Xcode builds a target from
/// all its files and asset catalogues, wherever they sit in the project's folders; Flipbook
/// finds them the same way.
public enum ProjectFolder {
    /// How many folders above the scene's the app's root may be.
    public static let rootSearchDepth = 8
    /// The most folders below the root walked, entries visited and paths returned: a scene
    /// kept in a home folder must not make a render slow to start.
    public static let depthLimit = 8
    public static let entryLimit = 20_000
    public static let resultLimit = 2_000

    /// Folders of build products and dependencies, not the app's own.
    static let skippedFolders: Set<Substring> = ["build", "Build", "DerivedData", "Pods", "Carthage", "node_modules"]

    /// The nearest folder, from the scene's up to `rootSearchDepth` above it, that holds an
    /// Xcode project or workspace, a Swift package or a Git repository; else (an app folder
    /// downloaded on its own, without its project) the farthest that holds what only an Xcode
    /// app's folder does, an asset catalogue or `Preview Content`; nil if none does.
    public static func root(of scene: String) -> URL? {
        let start = URL(fileURLWithPath: scene).standardizedFileURL.deletingLastPathComponent()
        var candidate = start
        var appFolder: URL?
        for _ in 0...rootSearchDepth {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: candidate.path)) ?? []
            if entries.contains(where: {
                $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") || $0 == "Package.swift" || $0 == ".git"
            }) {
                return candidate
            }
            if entries.contains(where: { $0.hasSuffix(".xcassets") || $0 == "Preview Content" }) { appFolder = candidate }
            if candidate.path == "/" { break }
            candidate.deleteLastPathComponent()
        }
        return appFolder
    }

    /// The names the app's module may go by: its Xcode projects' names and the folder below the
    /// app's root that holds the scene (an Xcode target's, or a package's `Sources/Target`), as
    /// Swift identifiers (Xcode's `PRODUCT_MODULE_NAME`: other characters become `_`).
    public static func moduleNames(of scene: String) -> Set<String> {
        guard let root = root(of: scene) else { return [] }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        var names = entries.filter { $0.hasSuffix(".xcodeproj") }.map { String($0.dropLast(".xcodeproj".count)) }
        let below = URL(fileURLWithPath: scene).standardizedFileURL.deletingLastPathComponent().path
            .dropFirst(root.path.count).split(separator: "/")
        if let first = below.first { names.append(first == "Sources" && below.count > 1 ? String(below[1]) : String(first)) }
        return Set(
            names.map { name in
                let identifier = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
                return identifier.first?.isNumber == true ? "_" + identifier : identifier
            }.filter { !$0.isEmpty })
    }

    /// The nearest folder, from the scene's up to `rootSearchDepth` above it, that holds a Git
    /// repository or an Xcode workspace: where the app's own frameworks and local packages sit
    /// beside its project. Else the nearest that holds an Xcode project (a scene in a local
    /// package of the project, without a Git repository: a downloaded sample). Else the app's root.
    public static func workspaceRoot(of scene: String) -> URL? {
        nearestFolder(above: scene) { $0.hasSuffix(".xcworkspace") || $0 == ".git" }
            ?? nearestFolder(above: scene) { $0.hasSuffix(".xcodeproj") } ?? root(of: scene)
    }

    /// The nearest folder, from the scene's up to `rootSearchDepth` above it, with an entry
    /// that `matches`.
    private static func nearestFolder(above scene: String, holding matches: (String) -> Bool) -> URL? {
        var candidate = URL(fileURLWithPath: scene).standardizedFileURL.deletingLastPathComponent()
        for _ in 0...rootSearchDepth {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: candidate.path)) ?? []
            if entries.contains(where: matches) { return candidate }
            if candidate.path == "/" { break }
            candidate.deleteLastPathComponent()
        }
        return nil
    }

    /// The Swift files of the modules the app's files (`texts`) import that are the app's own (a
    /// framework target or a local package: a folder of the module's name in the workspace of
    /// `scene`), nearest folder first. Apple's modules are not looked for. (A module one file
    /// imports lends its extensions' members to every file of the target, as Swift does
    /// before `MemberImportVisibility`.)
    public static func moduleSources(importedBy texts: [String], near scene: String) -> [String] {
        let imported = importedModules(in: texts).subtracting(appleModules)
        guard !imported.isEmpty, let workspace = workspaceRoot(of: scene) else { return [] }
        let folders = moduleFolders(imported, in: workspace, near: scene)
        return folders.flatMap { paths(under: URL(fileURLWithPath: $0)) { $0.hasSuffix(".swift") } }
    }

    /// The modules the texts import that are neither Apple's nor a folder of the app's
    /// workspace: third-party packages, whose code Flipbook does not have.
    public static func packagesMissing(importedBy texts: [String], near scene: String) -> [String] {
        let imported = importedModules(in: texts).subtracting(appleModules).subtracting(moduleNames(of: scene))
        guard !imported.isEmpty else { return [] }
        let found = workspaceRoot(of: scene).map { workspace in
            Set(moduleFolders(imported, in: workspace).map { ($0 as NSString).lastPathComponent })
        } ?? []
        return imported.subtracting(found).sorted()
    }

    /// `import Module`, `@testable import Module`, `import struct Module.Type`: the modules named.
    static func importedModules(in texts: [String]) -> Set<String> {
        Set(
            texts.flatMap { $0.split(separator: "\n") }.compactMap { line -> String? in
                guard line.contains("import") else { return nil }
                let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
                guard let at = words.firstIndex(of: "import"), at + 1 < words.count,
                    words[..<at].allSatisfy({ $0.hasPrefix("@") || $0 == "public" || $0 == "internal" })
                else { return nil }
                let name = words.count > at + 2 ? words[at + 2] : words[at + 1]
                return name.split(separator: ".").first.map(String.init)
            })
    }

    /// The folders of the workspace named as the modules, nearest the scene first.
    private static func moduleFolders(_ modules: Set<String>, in workspace: URL, near scene: String? = nil) -> [String] {
        let folders = paths(under: workspace) { modules.contains($0) }.filter {
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: $0, isDirectory: &isFolder) && isFolder.boolValue
        }
        guard let scene else { return folders }
        return folders.sorted { distance(from: scene, to: $0 + "/") < distance(from: scene, to: $1 + "/") }
    }

    /// Modules of Apple's SDKs and Swift's own, which no folder of the app provides.
    static let appleModules: Set<String> = [
        "SwiftUI", "Foundation", "UIKit", "AppKit", "Combine", "Observation", "Charts", "MapKit", "CoreData",
        "CoreGraphics", "CoreImage", "AVFoundation", "AVKit", "PhotosUI", "Photos", "SwiftData", "WidgetKit",
        "ActivityKit", "StoreKit", "CoreLocation", "CoreMotion", "SpriteKit", "SceneKit", "RealityKit", "GameKit",
        "OSLog", "os", "Darwin", "Swift", "UniformTypeIdentifiers", "QuartzCore", "CoreText", "CoreHaptics",
        "TipKit", "AppIntents", "WebKit", "SafariServices", "CoreML", "Vision", "ARKit", "Metal", "MetalKit",
        "UserNotifications", "WatchConnectivity", "AuthenticationServices", "Dispatch", "XCTest", "Testing", "Accelerate", "simd", "CryptoKit", "Network",
    ]

    /// The absolute paths whose last component `matches` in the app of `scene`: its folder
    /// first, then each folder above it up to the app's root (or, without a project, two folders
    /// up), each without the one already walked, so that the files nearest the scene are found
    /// whatever the limits cut off. A matching folder is not walked into; hidden folders and
    /// `skippedFolders` are left out.
    public static func paths(near scene: String, matching matches: (String) -> Bool) -> [String] {
        var folder = URL(fileURLWithPath: scene).standardizedFileURL.deletingLastPathComponent()
        let projectRoot = root(of: scene)?.path
        let top = projectRoot ?? folder.deletingLastPathComponent().deletingLastPathComponent().path
        var found: [String] = []
        var visited = 0
        var walked: String?
        while true {
            let before = found.count
            walk(folder, skipping: walked, matches, into: &found, visited: &visited)
            // Loose files (no project, package or repository above them): a folder above the
            // scene's that holds many more files is a collection of other code (a downloads
            // folder, a set of repositories), not the app's.
            if projectRoot == nil, walked != nil, found.count - before > looseFolderLimit {
                found.removeSubrange(before...)
                break
            }
            if folder.path == top || folder.path == "/" || found.count >= resultLimit || visited >= entryLimit { break }
            walked = folder.path
            folder.deleteLastPathComponent()
        }
        return found
    }

    /// How many more matching files a folder above loose files' own may add and still count
    /// as the app's.
    public static let looseFolderLimit = 200

    /// The absolute paths below `root` whose last component `matches`, in the order walked.
    public static func paths(under root: URL, matching matches: (String) -> Bool) -> [String] {
        var found: [String] = []
        var visited = 0
        walk(root, skipping: nil, matches, into: &found, visited: &visited)
        return found
    }

    private static func walk(
        _ root: URL, skipping walked: String?, _ matches: (String) -> Bool, into found: inout [String],
        visited: inout Int
    ) {
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return }
        while let relative = enumerator.nextObject() as? String, found.count < resultLimit, visited < entryLimit {
            visited += 1
            if enumerator.level > depthLimit { enumerator.skipDescendants() }
            let name = (relative as NSString).lastPathComponent
            let path = root.appendingPathComponent(relative).path
            if name.hasPrefix(".") || skippedFolders.contains(Substring(name)) || path == walked {
                enumerator.skipDescendants()
                continue
            }
            guard matches(name) else { continue }
            found.append(path)
            enumerator.skipDescendants()
        }
    }

    /// The kinds of resource file an app reads as text: data to decode, and word lists
    /// (`start.txt`, read with `String(contentsOf:)`).
    static let resourceExtensions = [".json", ".txt", ".csv", ".tsv", ".geojson"]
    /// Image files an app bundles outside its asset catalogues (Apple's 2019 Landmarks reads
    /// them with Core Graphics); those inside a catalogue are compiled into it, not the bundle.
    static let imageExtensions = [".jpg", ".jpeg", ".png", ".webp"]

    /// The app's data files (`resourceExtensions`), by file name, for `Bundle.main`: those in the app's folder (or,
    /// without a project, beside the scene or one or two folders up), the nearest to the scene
    /// winning a name two share, each with its text.
    public static func resources(near scene: String) -> [String: BundleResource] {
        var resources = resourcePaths(near: scene).mapValues { path in
            // An image is decoded only if the scene draws it; its bytes are not text.
            if imageExtensions.contains(where: { path.lowercased().hasSuffix($0) }) {
                let name = (path as NSString).lastPathComponent
                let scale: Double = name.contains("@3x.") ? 3 : (name.contains("@2x.") ? 2 : 1)
                let file = AssetCatalog.ImageSetFile(name: name, path: path, scale: scale, isTemplate: false, vectorFormat: nil)
                let image = AssetImageSource(name: name) {
                    Result { () throws(AssetCatalogError) in try file.decode() }.mapError { AssetImageError($0.description) }
                }
                return BundleResource(path: path, text: nil, image: image)
            }
            let data = FileManager.default.contents(atPath: path)
            let text = data.flatMap { $0.count <= BundleResource.maximumBytes ? String(data: $0, encoding: .utf8) : nil }
            return BundleResource(path: path, text: text)
        }
        // Xcode compiles a Core Data model `Trips.xcdatamodeld` into the bundle's `Trips.momd`,
        // which code that loads its model itself asks for (`url(forResource: "Trips",
        // withExtension: "momd")`); Flipbook reads the model from its source.
        for model in paths(near: scene, matching: { $0.hasSuffix(".xcdatamodeld") }) {
            let name = ((model as NSString).lastPathComponent as NSString).deletingPathExtension
            if resources[name + ".momd"] == nil { resources[name + ".momd"] = BundleResource(path: model, text: nil) }
        }
        return resources
    }

    private static func resourcePaths(near scene: String) -> [String: String] {
        let found = paths(near: scene) { name in
            (resourceExtensions + imageExtensions).contains { name.lowercased().hasSuffix($0) } && name != "Contents.json"
                && name != "Package.resolved"
        }.filter { !$0.contains(".xcassets/") }
        var byName: [String: String] = [:]
        for path in found.sorted(by: { a, b in
            let (da, db) = (distance(from: scene, to: a), distance(from: scene, to: b))
            return da != db ? da > db : a > b
        }) {
            byName[(path as NSString).lastPathComponent] = path
        }
        return byName
    }

    /// How many folders lie between the folders of two files: up to their common folder, then
    /// down. An app's own files are nearer its views than its widget's or another sample's.
    public static func distance(from a: String, to b: String) -> Int {
        let from = folders(of: a)
        let to = folders(of: b)
        let common = zip(from, to).prefix { $0 == $1 }.count
        return from.count - common + to.count - common
    }

    private static func folders(of path: String) -> [Substring] {
        URL(fileURLWithPath: path).standardizedFileURL.path.split(separator: "/").dropLast()
    }
}
