import FlipbookModel
import FlipbookRender
import Foundation

/// Why an asset catalogue could not be read: the path and what is wrong.
public struct AssetCatalogError: Error, CustomStringConvertible {
    public var description: String
}

extension AssetCatalog {
    /// Reads the colour and image sets of the asset catalogues (`.xcassets` folders) at
    /// `paths`: each `Name.colorset/Contents.json`, by the name of its folder (below a folder that
    /// provides a namespace, `Folder/Name`). A colour's universal sRGB (or Display P3, taken
    /// as sRGB) or grey components are its light appearance; a "luminosity: dark" entry is its
    /// dark one. Each `Name.imageset` gives its sharpest PNG or JPEG, else its PDF or SVG.
    /// A colour or image set that cannot be read is left out, with why (`unreadable`); only a
    /// path that is not a folder is an error.
    public static func load(_ paths: [String]) throws(AssetCatalogError) -> AssetCatalog {
        var catalog = AssetCatalog()
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw AssetCatalogError(description: "'\(path)' is not a folder; give an asset catalogue (.xcassets)")
            }
            loadFolder(path, namespace: "", depth: 0, into: &catalog)
        }
        return catalog
    }

    /// The asset catalogues of the app a scene file belongs to: every `.xcassets` folder under
    /// the app's root (`ProjectFolder`), as Xcode gives a target all of them, the nearest to the
    /// scene last so that its sets win a name two catalogues share. Without a project, those in
    /// the scene's folder, else in the nearest of its two parents that has any.
    public static func catalogues(near sceneFile: String) -> [String] {
        if let root = ProjectFolder.root(of: sceneFile) {
            let found = ProjectFolder.paths(under: root) { $0.hasSuffix(".xcassets") }
            if !found.isEmpty {
                return found.sorted { a, b in
                    let (da, db) = (
                        ProjectFolder.distance(from: sceneFile, to: a), ProjectFolder.distance(from: sceneFile, to: b)
                    )
                    return da != db ? da > db : a > b
                }
            }
        }
        var folder = URL(fileURLWithPath: sceneFile).deletingLastPathComponent()
        for _ in 0..<3 {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            let found = entries.filter { $0.hasSuffix(".xcassets") }.sorted()
            if !found.isEmpty { return found.map { folder.appendingPathComponent($0).path } }
            folder.deleteLastPathComponent()
        }
        return []
    }

    /// Groups nest a few levels; a deeper tree (a symbolic link to a folder above) is not read.
    static let maximumFolderDepth = 16

    private static func loadFolder(_ folder: String, namespace: String, depth: Int, into catalog: inout AssetCatalog) {
        guard depth <= maximumFolderDepth else { return }
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        for entry in entries {
            let path = folder + "/" + entry
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
                continue
            }
            if entry.hasSuffix(".colorset") {
                let name = namespace + String(entry.dropLast(".colorset".count))
                do {
                    if let color = try colorSet(at: path + "/Contents.json") { catalog.colors[name] = color }
                } catch {
                    catalog.unreadable[name] = error.description
                }
            } else if entry.hasSuffix(".imageset") {
                let name = namespace + String(entry.dropLast(".imageset".count))
                do {
                    let image = try imageSet(at: path, name: name)
                    catalog.images[name] = AssetImageSource(name: name) {
                        Result { () throws(AssetCatalogError) in try image.decode() }.mapError {
                            AssetImageError($0.description)
                        }
                    }
                } catch {
                    catalog.unreadable[name] = error.description
                }
            } else if entry.hasSuffix(".dataset") {
                let name = namespace + String(entry.dropLast(".dataset".count))
                do {
                    catalog.dataSets[name] = try dataSet(at: path)
                } catch {
                    catalog.unreadable[name] = error.description
                }
            } else if !entry.contains(".") || entry.hasSuffix(".xcassets") {
                let contents = json(at: path + "/Contents.json")
                let properties = contents?["properties"] as? [String: Any]
                let namespaced = properties?["provides-namespace"] as? Bool ?? false
                loadFolder(
                    path, namespace: namespaced ? namespace + entry + "/" : namespace, depth: depth + 1, into: &catalog)
            }
        }
    }

    /// The most bytes of a data set's file Flipbook reads (as a JSON decode reads).
    static let maximumDataSetBytes = 4 << 20

    /// A data set's file (its first, universal one), as UTF-8 text: Flipbook's `Data` holds
    /// text, a preview's mock JSON.
    private static func dataSet(at folder: String) throws(AssetCatalogError) -> String {
        guard let contents = json(at: folder + "/Contents.json"), let files = contents["data"] as? [[String: Any]],
            let file = files.first(where: { ($0["idiom"] as? String ?? "universal") == "universal" }) ?? files.first,
            let filename = file["filename"] as? String
        else { throw AssetCatalogError(description: "the data set has no file") }
        let path = folder + "/" + filename
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        guard size <= maximumDataSetBytes, let data = FileManager.default.contents(atPath: path) else {
            throw AssetCatalogError(description: "its file '\(filename)' cannot be read (or is larger than 4 MiB)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw AssetCatalogError(description: "its file '\(filename)' is not UTF-8 text, which is all Flipbook's Data holds")
        }
        return text
    }

    /// An image set's sharpest PNG or JPEG (3x before 2x before 1x, a single-scale one as 1x),
    /// else its PDF or SVG, to decode when it is drawn; an error saying why when it has neither.
    private static func imageSet(at folder: String, name: String) throws(AssetCatalogError) -> ImageSetFile {
        guard let contents = json(at: folder + "/Contents.json"), let images = contents["images"] as? [[String: Any]] else {
            throw AssetCatalogError(description: "'\(folder)/Contents.json' is not an image set's Contents.json")
        }
        // Dark (and explicitly light) variants are not drawn yet: only the universal images count.
        let universal = images.filter { ($0["appearances"] as? [[String: Any]] ?? []).isEmpty }
        let properties = contents["properties"] as? [String: Any]
        let isTemplate = properties?["template-rendering-intent"] as? String == "template"
        let present = FilesPresent(folder: folder)
        let bitmaps = universal.compactMap { entry -> (file: String, scale: Double)? in
            guard let file = entry["filename"] as? String, Self.isBitmapFile(file) else { return nil }
            let scale = (entry["scale"] as? String).flatMap { Double($0.dropLast()) } ?? 1
            return (present.name(of: file) ?? file, scale)
        }
        // The sharpest scale whose file is there (a set may name a file its folder lacks).
        let existing = bitmaps.filter { present.name(of: $0.file) != nil }
        if let best = (existing.isEmpty ? bitmaps : existing).max(by: { $0.scale < $1.scale }) {
            return ImageSetFile(
                name: name, path: folder + "/" + best.file, scale: best.scale, isTemplate: isTemplate, vectorFormat: nil)
        }
        // A vector image has one file for every scale; its size comes from the file.
        for entry in universal {
            guard let file = entry["filename"] as? String, let format = Self.vectorFormat(of: file) else { continue }
            return ImageSetFile(
                name: name, path: folder + "/" + (present.name(of: file) ?? file), scale: 1, isTemplate: isTemplate, vectorFormat: format)
        }
        throw AssetCatalogError(description: whyNotDrawn(images))
    }

    /// The files of an image set's folder. A Mac's file system ignores case, so Xcode finds
    /// `pizza.png` named in Contents.json as `Pizza.png`.
    private struct FilesPresent {
        let names: Set<String>
        let byLowercased: [String: String]

        init(folder: String) {
            names = Set((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            byLowercased = Dictionary(names.map { ($0.lowercased(), $0) }, uniquingKeysWith: { min($0, $1) })
        }

        /// The name of the file `written` names, nil when there is none.
        func name(of written: String) -> String? {
            names.contains(written) ? written : byLowercased[written.lowercased()]
        }
    }

    /// Why an image set without a universal PNG, JPEG, PDF or SVG is not drawn.
    private static func whyNotDrawn(_ images: [[String: Any]]) -> String {
        let files = images.compactMap { $0["filename"] as? String }
        if files.isEmpty { return "its image set has no image file" }
        if files.contains(where: { isBitmapFile($0) || vectorFormat(of: $0) != nil }) {
            return "its image set has images only for a dark or light appearance, which are not drawn yet"
        }
        let named = files.map { "'\($0)'" }.joined(separator: ", ")
        return "its image set's \(named) is not a PNG, JPEG, WebP, PDF or SVG (HEIC, GIF and other formats are not drawn yet)"
    }

    /// The file an image set draws, read and decoded on first use.
    struct ImageSetFile: Sendable {
        let name: String
        let path: String
        let scale: Double
        let isTemplate: Bool
        /// A PDF or SVG, rasterized when decoded; nil for a PNG or JPEG.
        let vectorFormat: VectorImage.Format?

        func decode() throws(AssetCatalogError) -> Bitmap {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw AssetCatalogError(description: "cannot read '\(path)'")
            }
            let bytes = [UInt8](data)
            if let vectorFormat { return try rasterize(bytes, as: vectorFormat) }
            var decoded: RasterImage
            do {
                // By content, not by name: projects have JPEGs and WebPs named .png.
                if bytes.starts(with: [0xFF, 0xD8]) {
                    decoded = try JPEGDecoder.decode(bytes)
                } else if WebPDecoder.isWebP(bytes) {
                    decoded = try WebPDecoder.decode(bytes)
                } else {
                    decoded = try PNGCodec.decode(bytes)
                }
            } catch {
                throw AssetCatalogError(description: "'\(path)' is not a PNG, JPEG or WebP Flipbook can read: \(error)")
            }
            let pixels = decoded.width * decoded.height
            guard pixels <= AssetCatalog.maximumDecodedPixels else {
                throw AssetCatalogError(
                    description:
                        "'\(path)' is \(decoded.width)×\(decoded.height) pixels; an asset image may have at most "
                        + "\(AssetCatalog.maximumDecodedPixels)")
            }
            // A photo larger than any canvas draws it is kept at a fraction of its pixels, at the
            // same size in points (a scale as much higher).
            var scale = scale
            if pixels > AssetCatalog.maximumImagePixels {
                var factor = 2
                while pixels / (factor * factor) > AssetCatalog.maximumImagePixels { factor += 1 }
                let originalWidth = decoded.width
                decoded = decoded.downsampled(by: factor)
                scale *= Double(decoded.width) / Double(originalWidth)
            }
            return Bitmap(
                name: name, pixelWidth: decoded.width, pixelHeight: decoded.height, scale: scale, rgba: decoded.rgba,
                isTemplate: isTemplate)
        }
    }

    /// A bitmap file an image set may draw from: PNG, JPEG or WebP (not HEIC or GIF yet).
    static func isBitmapFile(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower.hasSuffix(".png") || lower.hasSuffix(".jpg") || lower.hasSuffix(".jpeg") || lower.hasSuffix(".webp")
    }

    /// The most pixels an asset image keeps (a 4096 × 4096 image): a larger one is reduced.
    public static let maximumImagePixels = 4096 * 4096
    /// The largest asset image read, in pixels (an 8192 × 8192 image).
    public static let maximumDecodedPixels = 8192 * 8192

    private static func json(at path: String) -> [String: Any]? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    private static func colorSet(at path: String) throws(AssetCatalogError) -> ColorValue? {
        guard let contents = json(at: path), let colors = contents["colors"] as? [[String: Any]] else {
            throw AssetCatalogError(description: "'\(path)' is not a colour set's Contents.json")
        }
        var light: RGBA?
        var dark: RGBA?
        // A system colour the universal entry names keeps its own dark appearance.
        var systemDark: RGBA?
        for entry in colors {
            guard let color = entry["color"] as? [String: Any] else { continue }
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            let luminosity = appearances.first { $0["appearance"] as? String == "luminosity" }?["value"] as? String
            let system = systemColor(of: color)
            let rgba: RGBA
            if let system {
                rgba = system.resolved(in: luminosity == "dark" ? .dark : .light)
            } else if let written = try components(of: color, in: path) {
                rgba = written
            } else {
                continue
            }
            switch luminosity {
            case nil, "light":
                if light == nil || luminosity == "light" { light = rgba }
                if luminosity == nil, let system { systemDark = system.resolved(in: .dark) }
            case "dark": dark = rgba
            default: continue
            }
        }
        guard let light = light ?? dark else { return nil }
        return ColorValue(.adaptive(light: light, dark: dark ?? systemDark ?? light))
    }

    /// The system colour a `"color"` entry refers to (`"reference": "systemGray5Color"`, as
    /// Xcode writes a colour set made from a system colour).
    private static func systemColor(of color: [String: Any]) -> SystemColor? {
        guard var name = color["reference"] as? String else { return nil }
        if name.hasSuffix("Color") { name.removeLast(5) }
        return SystemColor(rawValue: name)
    }

    /// The colour of a `"color"` entry: `components` with `red`, `green`, `blue` (or `white`)
    /// and `alpha`, each written as Xcode writes it: "0.500" (0…1), "128" (0…255) or "0x80".
    private static func components(of color: [String: Any], in path: String) throws(AssetCatalogError) -> RGBA? {
        guard let components = color["components"] as? [String: Any] else { return nil }
        func value(_ key: String) throws(AssetCatalogError) -> Double? {
            guard let raw = components[key] else { return nil }
            let text = (raw as? String) ?? "\(raw)"
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if trimmed.lowercased().hasPrefix("0x"), let byte = Int(trimmed.dropFirst(2), radix: 16) {
                return Double(byte) / 255
            }
            guard let number = Double(trimmed), number.isFinite else {
                throw AssetCatalogError(description: "'\(path)': component '\(key)' is '\(text)', not a number")
            }
            // Xcode writes alpha as a fraction in every format.
            return trimmed.contains(".") || key == "alpha" ? number : number / 255
        }
        let alpha = try value("alpha") ?? 1
        if let white = try value("white") {
            return RGBA(red: white, green: white, blue: white, alpha: alpha)
        }
        guard let red = try value("red"), let green = try value("green"), let blue = try value("blue") else { return nil }
        return RGBA(red: red, green: green, blue: blue, alpha: alpha)
    }
}
