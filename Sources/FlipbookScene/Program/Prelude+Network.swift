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

        final class URLSession {
            static let shared = URLSession()
            init() {}
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
