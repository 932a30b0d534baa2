extension Prelude {
    /// `URLSession`, offline: Flipbook renders without a network, so that frames never depend on
    /// a server. Every request fails as it does on a device without a connection
    /// (`URLError(.notConnectedToInternet)`), and the scene's own error handling decides what
    /// shows; a warning at the call says so, as `AsyncImage`'s placeholder does.
    static let networkSource = #"""
        struct URLError: Error, Equatable, CustomStringConvertible {
            enum Code: Int { case unknown = -1, cancelled = -999, badURL = -1000, timedOut = -1001, notConnectedToInternet = -1009 }
            let code: Code
            init(_ code: Code) { self.code = code }
            var localizedDescription: String { "The Internet connection appears to be offline." }
            var description: String { "URLError(\(code))" }
        }

        struct URLQueryItem: Hashable {
            var name: String
            var value: String?
            init(name: String, value: String?) {
                self.name = name
                self.value = value
            }
        }

        /// A URL by its parts, as Foundation composes one: `scheme://host:port/path?query#fragment`,
        /// the path and the query items percent-encoded.
        struct URLComponents {
            var scheme: String? = nil
            var host: String? = nil
            var port: Int? = nil
            var path: String = ""
            var queryItems: [URLQueryItem]? = nil
            var fragment: String? = nil

            init() {}
            init?(string: String) {
                guard !string.isEmpty, !string.contains(" ") else { return nil }
                var rest = string
                let hashed = rest.components(separatedBy: "#")
                if hashed.count > 1 {
                    fragment = hashed.dropFirst().joined(separator: "#")
                    rest = hashed[0]
                }
                let marked = rest.components(separatedBy: "?")
                if marked.count > 1 {
                    let query = marked.dropFirst().joined(separator: "?")
                    queryItems = query.isEmpty ? [] : query.components(separatedBy: "&").map { pair in
                        let parts = pair.components(separatedBy: "=")
                        return URLQueryItem(name: parts[0], value: parts.count > 1 ? parts.dropFirst().joined(separator: "=") : nil)
                    }
                    rest = marked[0]
                }
                let pieces = rest.components(separatedBy: "://")
                if pieces.count > 1 {
                    scheme = pieces[0]
                    let after = pieces.dropFirst().joined(separator: "://")
                    let authority = String(after.prefix(while: { $0 != "/" }))
                    path = String(after.dropFirst(authority.count))
                    let hostAndPort = authority.components(separatedBy: ":")
                    host = hostAndPort[0]
                    if hostAndPort.count > 1 { port = Int(hostAndPort[1]) }
                } else {
                    path = rest
                }
            }
            init?(url: URL, resolvingAgainstBaseURL resolve: Bool) { self.init(string: url.absoluteString) }

            var query: String? {
                get { queryItems.map { items in items.map { $0.value.map { v in "\($0.name)=\(v)" } ?? $0.name }.joined(separator: "&") } }
                set {
                    queryItems = newValue.map { query in
                        query.components(separatedBy: "&").map { pair in
                            let parts = pair.components(separatedBy: "=")
                            return URLQueryItem(name: parts[0], value: parts.count > 1 ? parts[1] : nil)
                        }
                    }
                }
            }
            var percentEncodedQuery: String? {
                queryItems.map { items in
                    items.map { item in
                        let name = _percentEncoded(item.name)
                        return item.value.map { name + "=" + _percentEncoded($0) } ?? name
                    }.joined(separator: "&")
                }
            }
            var string: String? {
                var text = ""
                if let scheme { text += scheme + ":" }
                if let host {
                    text += "//" + host
                    if let port { text += ":\(port)" }
                }
                text += _percentEncoded(path, path: true)
                if let query = percentEncodedQuery { text += "?" + query }
                if let fragment { text += "#" + fragment }
                return text
            }
            var url: URL? { string.flatMap { URL(string: $0) } }
        }

        struct URLRequest {
            var url: URL?
            var httpMethod: String? = "GET"
            var httpBody: Data? = nil
            var timeoutInterval: Double = 60
            var allHTTPHeaderFields: [String: String]? = nil
            init(url: URL) { self.url = url }
            init(url: URL, cachePolicy: Any, timeoutInterval: Double = 60) {
                self.url = url
                self.timeoutInterval = timeoutInterval
            }
            mutating func setValue(_ value: String?, forHTTPHeaderField field: String) {
                var fields = allHTTPHeaderFields ?? [:]
                fields[field] = value
                allHTTPHeaderFields = fields
            }
            mutating func addValue(_ value: String, forHTTPHeaderField field: String) { setValue(value, forHTTPHeaderField: field) }
        }

        class URLResponse {
            let url: URL?
            init(url: URL?) { self.url = url }
        }

        class HTTPURLResponse: URLResponse {
            let statusCode: Int
            init(url: URL?, statusCode: Int) {
                self.statusCode = statusCode
                super.init(url: url)
            }
        }

        final class URLSessionDataTask {
            let _completion: () -> Void
            var _cancelled = false
            init(_completion: @escaping () -> Void) { self._completion = _completion }
            func resume() { DispatchQueue.main.async { if !self._cancelled { self._completion() } } }
            func cancel() { _cancelled = true }
        }

        /// A session's settings: kept, and offline all the same.
        final class URLSessionConfiguration {
            static var `default`: URLSessionConfiguration { URLSessionConfiguration() }
            static var ephemeral: URLSessionConfiguration { URLSessionConfiguration() }
            var timeoutIntervalForRequest: Double = 60
            var timeoutIntervalForResource: Double = 604_800
            var waitsForConnectivity = false
            var allowsCellularAccess = true
            var httpAdditionalHeaders: [AnyHashable: Any]? = nil
            init() {}
        }

        final class URLSession {
            static let shared = URLSession()
            let configuration: URLSessionConfiguration
            init() { configuration = URLSessionConfiguration() }
            init(configuration: URLSessionConfiguration) { self.configuration = configuration }
            init(configuration: URLSessionConfiguration, delegate: Any?, delegateQueue: Any?) { self.configuration = configuration }
            func data(from url: URL) async throws -> (Data, URLResponse) {
                _warnAtCall("Flipbook renders offline: URLSession's requests fail with URLError(.notConnectedToInternet)")
                throw URLError(.notConnectedToInternet)
            }
            func data(for request: URLRequest) async throws -> (Data, URLResponse) {
                _warnAtCall("Flipbook renders offline: URLSession's requests fail with URLError(.notConnectedToInternet)")
                throw URLError(.notConnectedToInternet)
            }
            func dataTask(with url: URL, completionHandler: @escaping (Data?, URLResponse?, Error?) -> Void) -> URLSessionDataTask {
                _warnAtCall("Flipbook renders offline: URLSession's requests fail with URLError(.notConnectedToInternet)")
                return URLSessionDataTask { completionHandler(nil, nil, URLError(.notConnectedToInternet)) }
            }
            func dataTask(with request: URLRequest, completionHandler: @escaping (Data?, URLResponse?, Error?) -> Void) -> URLSessionDataTask {
                _warnAtCall("Flipbook renders offline: URLSession's requests fail with URLError(.notConnectedToInternet)")
                return URLSessionDataTask { completionHandler(nil, nil, URLError(.notConnectedToInternet)) }
            }
        }
        """#
}
