extension Prelude {
    /// The app's files, in memory: a render starts as a fresh install does, with the app's
    /// folders empty, and what the scene writes (`data.write(to:)`, `createFile`) it can read
    /// back until the run ends. Reading a file that is not there throws, as on a device; reading
    /// the app's own files (`Bundle.main`) reads the folder beside the scene.
    static let fileManagerSource = #"""
        struct CocoaError: Error {
            enum Code { case fileNoSuchFile, fileReadNoSuchFile, fileWriteFileExists, fileWriteUnknown }
            let code: Code
            let _path: String
            var localizedDescription: String {
                switch code {
                case .fileNoSuchFile, .fileReadNoSuchFile:
                    return "The file “\(URL(filePath: _path).lastPathComponent)” couldn’t be opened because there is no such file."
                case .fileWriteFileExists:
                    return "The file “\(URL(filePath: _path).lastPathComponent)” couldn’t be saved because a file with the same name already exists."
                case .fileWriteUnknown:
                    return "The file “\(URL(filePath: _path).lastPathComponent)” couldn’t be saved."
                }
            }
        }

        final class _FileStore {
            static let shared = _FileStore()
            var files: [String: Data] = [:]
            var directories: [String] = ["", "/Documents", "/Library", "/Library/Caches", "/Library/Application Support", "/tmp"].map {
                URL._container + $0
            }
            static func key(_ path: String) -> String {
                let trimmed = path.hasPrefix("file://") ? String(path.dropFirst(7)) : path
                return trimmed.count > 1 && trimmed.hasSuffix("/") ? String(trimmed.dropLast()) : trimmed
            }
            func parent(of path: String) -> String {
                let parts = path.split(separator: "/").map(String.init)
                return parts.count <= 1 ? "/" : "/" + parts.dropLast().joined(separator: "/")
            }
        }

        /// A file the scene wrote, else the app's own file of that path; throws when neither exists.
        func _readFile(_ url: URL) throws -> String {
            let key = _FileStore.key(url.path)
            if let data = _FileStore.shared.files[key] { return data._text }
            if _FileStore.shared.directories.contains(key) { throw CocoaError(code: .fileReadNoSuchFile, _path: key) }
            if key.hasPrefix(URL._container) { throw CocoaError(code: .fileReadNoSuchFile, _path: key) }
            return try _readResource(url.path)
        }

        final class FileManager {
            static let `default` = FileManager()
            enum SearchPathDirectory {
                case documentDirectory, cachesDirectory, applicationSupportDirectory, libraryDirectory, downloadsDirectory
                case picturesDirectory, moviesDirectory, musicDirectory, desktopDirectory, userDirectory, itemReplacementDirectory
            }
            struct SearchPathDomainMask: OptionSet {
                let rawValue: Int
                static let userDomainMask = SearchPathDomainMask(rawValue: 1)
                static let localDomainMask = SearchPathDomainMask(rawValue: 2)
                static let networkDomainMask = SearchPathDomainMask(rawValue: 4)
                static let systemDomainMask = SearchPathDomainMask(rawValue: 8)
                static let allDomainsMask = SearchPathDomainMask(rawValue: 0x0ffff)
            }
            init() {}
            var temporaryDirectory: URL { URL.temporaryDirectory }
            var currentDirectoryPath: String { URL._container }

            private func folder(_ directory: SearchPathDirectory) -> URL {
                switch directory {
                case .documentDirectory: return URL.documentsDirectory
                case .cachesDirectory: return URL.cachesDirectory
                case .applicationSupportDirectory: return URL.applicationSupportDirectory
                case .libraryDirectory: return URL.libraryDirectory
                case .itemReplacementDirectory: return URL.temporaryDirectory
                default: return URL.documentsDirectory
                }
            }
            func urls(for directory: SearchPathDirectory, in domainMask: SearchPathDomainMask) -> [URL] { [folder(directory)] }
            func url(
                for directory: SearchPathDirectory, in domain: SearchPathDomainMask, appropriateFor url: URL?, create shouldCreate: Bool
            ) throws -> URL { folder(directory) }

            func fileExists(atPath path: String) -> Bool {
                let key = _FileStore.key(path)
                return _FileStore.shared.files[key] != nil || _FileStore.shared.directories.contains(key)
            }
            func createFile(atPath path: String, contents data: Data?, attributes: [String: Any]? = nil) -> Bool {
                let key = _FileStore.key(path)
                guard _FileStore.shared.directories.contains(_FileStore.shared.parent(of: key)) else { return false }
                _FileStore.shared.files[key] = data ?? Data()
                return true
            }
            func contents(atPath path: String) -> Data? { _FileStore.shared.files[_FileStore.key(path)] }
            func createDirectory(atPath path: String, withIntermediateDirectories: Bool, attributes: [String: Any]? = nil) throws {
                let key = _FileStore.key(path)
                let store = _FileStore.shared
                if store.files[key] != nil { throw CocoaError(code: .fileWriteFileExists, _path: key) }
                if store.directories.contains(key) {
                    if withIntermediateDirectories { return }
                    throw CocoaError(code: .fileWriteFileExists, _path: key)
                }
                let parent = store.parent(of: key)
                if !store.directories.contains(parent) {
                    guard withIntermediateDirectories else { throw CocoaError(code: .fileNoSuchFile, _path: parent) }
                    try createDirectory(atPath: parent, withIntermediateDirectories: true)
                }
                store.directories.append(key)
            }
            func createDirectory(at url: URL, withIntermediateDirectories: Bool, attributes: [String: Any]? = nil) throws {
                try createDirectory(atPath: url.path, withIntermediateDirectories: withIntermediateDirectories)
            }
            func removeItem(atPath path: String) throws {
                let key = _FileStore.key(path)
                let store = _FileStore.shared
                guard fileExists(atPath: key) else { throw CocoaError(code: .fileNoSuchFile, _path: key) }
                store.files[key] = nil
                store.directories.removeAll { $0 == key || $0.hasPrefix(key + "/") }
                for file in store.files.keys where file.hasPrefix(key + "/") { store.files[file] = nil }
            }
            func removeItem(at url: URL) throws { try removeItem(atPath: url.path) }
            func contentsOfDirectory(atPath path: String) throws -> [String] {
                let key = _FileStore.key(path)
                let store = _FileStore.shared
                guard store.directories.contains(key) else { throw CocoaError(code: .fileReadNoSuchFile, _path: key) }
                let prefix = key == "/" ? "/" : key + "/"
                let children = (Array(store.files.keys) + store.directories).filter { candidate in
                    candidate.hasPrefix(prefix) && candidate != key && !candidate.dropFirst(prefix.count).contains("/")
                }
                return children.map { String($0.dropFirst(prefix.count)) }.sorted()
            }
            func contentsOfDirectory(at url: URL, includingPropertiesForKeys keys: [Any]?, options mask: Any = []) throws -> [URL] {
                try contentsOfDirectory(atPath: url.path).map { url.appendingPathComponent($0) }
            }
            func copyItem(atPath source: String, toPath destination: String) throws {
                guard let data = contents(atPath: source) else { throw CocoaError(code: .fileReadNoSuchFile, _path: source) }
                if fileExists(atPath: destination) { throw CocoaError(code: .fileWriteFileExists, _path: destination) }
                _ = createFile(atPath: destination, contents: data)
            }
            func copyItem(at source: URL, to destination: URL) throws { try copyItem(atPath: source.path, toPath: destination.path) }
            func moveItem(atPath source: String, toPath destination: String) throws {
                try copyItem(atPath: source, toPath: destination)
                try removeItem(atPath: source)
            }
            func moveItem(at source: URL, to destination: URL) throws { try moveItem(atPath: source.path, toPath: destination.path) }
        }

        extension Data {
            func write(to url: URL, options: Any = []) throws {
                let key = _FileStore.key(url.path)
                guard _FileStore.shared.directories.contains(_FileStore.shared.parent(of: key)) else {
                    throw CocoaError(code: .fileNoSuchFile, _path: key)
                }
                _FileStore.shared.files[key] = self
            }
        }

        extension String {
            init(contentsOf url: URL, encoding: _StringEncoding) throws { self = try _readFile(url) }
            init(contentsOf url: URL) throws { self = try _readFile(url) }
            init(contentsOfFile path: String, encoding: _StringEncoding) throws { self = try _readFile(URL(filePath: path)) }
            init(contentsOfFile path: String) throws { self = try _readFile(URL(filePath: path)) }
            func write(to url: URL, atomically useAuxiliaryFile: Bool, encoding enc: _StringEncoding) throws {
                try Data(_text: self).write(to: url)
            }
            func write(toFile path: String, atomically useAuxiliaryFile: Bool, encoding enc: _StringEncoding) throws {
                try Data(_text: self).write(to: URL(filePath: path))
            }
        }
        """#
}
