extension Prelude {
    /// `UserDefaults`, in memory: a render starts with nothing stored (as a fresh install does)
    /// and what the scene stores lasts until the run ends. `@AppStorage` keeps its own values.
    static let userDefaultsSource = #"""
        final class UserDefaults {
            static let standard = UserDefaults()
            private var values: [String: Any] = [:]
            init() {}
            init?(suiteName: String?) {}

            func set(_ value: Any?, forKey key: String) {
                if let value { values[key] = value } else { values.removeValue(forKey: key) }
            }
            func removeObject(forKey key: String) { values.removeValue(forKey: key) }
            /// Key-value coding's setter, which `UserDefaults` answers as `set(_:forKey:)`.
            func setValue(_ value: Any?, forKey key: String) { set(value, forKey: key) }
            func register(defaults: [String: Any]) {
                for (key, value) in defaults where values[key] == nil { values[key] = value }
            }
            func object(forKey key: String) -> Any? { values[key] }
            func value(forKey key: String) -> Any? { values[key] }
            func string(forKey key: String) -> String? { values[key] as? String }
            func data(forKey key: String) -> Data? { values[key] as? Data }
            func url(forKey key: String) -> URL? { values[key] as? URL }
            func bool(forKey key: String) -> Bool { values[key] as? Bool ?? false }
            func integer(forKey key: String) -> Int { values[key] as? Int ?? 0 }
            func double(forKey key: String) -> Double { values[key] as? Double ?? 0 }
            func float(forKey key: String) -> Float { values[key] as? Float ?? 0 }
            func array(forKey key: String) -> [Any]? { values[key] as? [Any] }
            func stringArray(forKey key: String) -> [String]? { values[key] as? [String] }
            func dictionary(forKey key: String) -> [String: Any]? { values[key] as? [String: Any] }
            func synchronize() -> Bool { true }
        }
        """#
}
