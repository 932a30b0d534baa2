import FlipbookModel
import FlipbookVocabulary

extension NativeTypes {
    /// A content transition as a value (`var transition: ContentTransition = .opacity`), which
    /// `contentTransition(_:)` reads as it reads the implicit member.
    static let contentTransition = NativeType("ContentTransition") { t in
        var statics: [String: NativeType.StaticProperty] = [:]
        for name in ["identity", "opacity", "interpolate", "symbolEffect"] {
            statics[name] = { _, _ in .native(.enumCase(type: "ContentTransition", name: name)) }
        }
        t.staticProperties = statics
        t.staticFunctions = [
            "numericText": { _, a throws(Interrupt) in
                let countsDown = try a.bool("countsDown") ?? false
                _ = try a.value("value")
                try a.finish()
                let name = countsDown ? ContentTransitionNames.numericTextCountingDown : "numericText"
                return .native(.enumCase(type: "ContentTransition", name: name))
            },
            // `.symbolEffect(.replace)`, `.symbolEffect(.automatic, options: .speed(2))`: a
            // symbol's replacement, drawn as the cross-fade `.symbolEffect` is.
            "symbolEffect": { i, a throws(Interrupt) in
                // The effect's members are the symbol effects' (`.replace.upUp`).
                _ = try a.value(nil, i.index.types["_SymbolEffect"].map { .declared($0) })
                _ = try a.value("options")
                try a.finish()
                return .native(.enumCase(type: "ContentTransition", name: "symbolEffect"))
            },
        ]
    }
}
