extension Prelude {
    /// `os.Logger` and `os_log`: a render has no console, so what a scene logs goes nowhere
    /// (its message is still evaluated, as Swift builds it).
    static let loggingSource = #"""
        enum OSLogType: Hashable {
            case `default`, info, debug, error, fault
        }

        struct Logger {
            init() {}
            init(subsystem: String, category: String) {}
            func log(_ message: Any) {}
            func log(level: OSLogType, _ message: Any) {}
            func trace(_ message: Any) {}
            func debug(_ message: Any) {}
            func info(_ message: Any) {}
            func notice(_ message: Any) {}
            func warning(_ message: Any) {}
            func error(_ message: Any) {}
            func critical(_ message: Any) {}
            func fault(_ message: Any) {}
        }

        struct OSLog {
            init(subsystem: String, category: String) {}
            static let `default` = OSLog(subsystem: "", category: "")
        }

        func os_log(_ message: Any, log: OSLog = .default, type: OSLogType = .default, _ arguments: Any...) {}
        func os_log(_ type: OSLogType, log: OSLog = .default, _ message: Any, _ arguments: Any...) {}
        """#
}
