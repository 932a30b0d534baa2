extension Interpreter {
    /// A title's text (`Button("save")`, `Label`, a section's header): SwiftUI takes a title as
    /// a `LocalizedStringKey`, whose English text the app's string table may have.
    func localizedTitle(_ key: String) -> String { localizedStrings[key] ?? key }
}

extension NativeGlobals {
    /// The prelude's `NSLocalizedString` asks for the app's string table's English text of a key
    /// (nil when no table has it).
    static let localizedStringCalls: [String: NativeType.Call] = [
        "_localizedString": { i, a throws(Interrupt) in
            guard let key = try a.string(nil), let localized = i.localizedStrings[key] else { return .none }
            return .string(localized)
        }
    ]
}
