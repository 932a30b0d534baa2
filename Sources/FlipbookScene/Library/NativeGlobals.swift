import FlipbookModel
import Foundation

/// Global functions of Swift, Foundation and SwiftUI: `withAnimation`, `min`, `sin`, `zip`…
enum NativeGlobals {
    /// Called with their call's arguments (labels and trailing closures).
    static let calls: [String: NativeType.Call] = [
        core, keyframeCalls, layoutCalls, sceneLayoutCalls, pickerCalls, dateFormattingCalls, dateFormatStyleCalls,
        textMeasurementCalls, attributedStringCalls, relativeDateCalls, icuNumberCalls, asyncSignalCalls, byteCountCalls,
        timelineClockCalls, objectIdentityCalls, localizedStringCalls, predicateCalls, managedObjectCalls,
    ]
    .reduce(into: [:]) { table, more in table.merge(more) { first, _ in first } }

    private static let core: [String: NativeType.Call] = [
        "withAnimation": { i, a throws(Interrupt) in
            var animation: Animation? = .default
            if a.hasUnlabelledValue {
                animation = try i.animationArgument(try a.required(nil, .native("Animation")), at: a.span)
            }
            let body = try a.requiredFunction("body")
            let completion = try a.function("completion")
            let waitsForRemoval = try i.completionWaitsForRemoval(
                a.value("completionCriteria", i.typeNamed("AnimationCompletionCriteria", from: nil)), at: a.span)
            // In a body (a helper that computes a scale inside withAnimation) the block runs, and
            // the changes of state it makes wait for the end of the update, with its animation.
            if i.isEvaluatingViews, completion == nil {
                let outer = i.bodyAnimation
                i.bodyAnimation = animation
                defer { i.bodyAnimation = outer }
                return try i.callFunction(body, [], at: a.span)
            }
            let host = try i.requireHost(at: a.span)
            let result = try host.withTransaction(animation, at: a.span) { () throws(Interrupt) in
                try i.callFunction(body, [], at: a.span)
            }
            if let completion {
                let delay = animation.map(waitsForRemoval ? host.finishDelay : host.logicalDelay) ?? 0
                // A `repeatForever` animation never completes, so its completion never runs.
                if delay.isFinite { try host.schedule(completion, at: host.now + delay, span: a.span) }
            }
            return result
        },
        "withTransaction": { i, a throws(Interrupt) in
            // `withTransaction(transaction) { }` and `withTransaction(\.animation, value) { }`.
            let first = try a.required(nil)
            let animation: Animation?
            if case .keyPath(let path) = first {
                guard path.propertyNames == ["animation"] else {
                    throw .error("withTransaction(_:_:_:) is supported by Flipbook for \\.animation only", at: a.span)
                }
                animation = try i.animationArgument(try a.required(nil, .native("Animation")), at: a.span)
            } else {
                animation = try i.transactionAnimation(first, at: a.span)
            }
            let body = try a.requiredFunction("body")
            if i.isEvaluatingViews { return try i.callFunction(body, [], at: a.span) }
            return try i.requireHost(at: a.span).withTransaction(animation, at: a.span) { () throws(Interrupt) in
                try i.callFunction(body, [], at: a.span)
            }
        },
        // The prelude's `ScrollViewProxy`: the identity key a view of this `.id` (or `ForEach`
        // element id) has.
        "_flipbookIdentityKey": { i, a throws(Interrupt) in
            .string(try i.hashKey(try a.required(nil), at: a.span).description)
        },
        // A layout subview's `ViewDimensions`, from its size.
        "_flipbookDimensions": { i, a throws(Interrupt) in
            let size = try i.size(try a.required(nil), at: a.span)
            return .native(.viewDimensions(ViewDimensions(size: size)))
        },
        // The prelude's `UIScreen.main.bounds`: the preview canvas.
        "_flipbookScreenSize": { i, a throws(Interrupt) in
            let screen = i.screen
            return i.prelude("CGSize", ["width": .double(screen.width), "height": .double(screen.height)])
        },
        // Whether the scene hid UIKit's tab bar (`UITabBar.appearance().isHidden = true`), for
        // the prelude's TabView; false when the scene never names UITabBar.
        "_tabBarHidden": { i, a throws(Interrupt) in
            guard case .declared(let info)? = i.typeNamed("UITabBar", from: nil), info.staticStored["_appearance"] != nil,
                case .object(let proxy) = try i.staticMember(of: .declared(info), "_appearance", nil, at: a.span)
            else { return .bool(false) }
            return .bool(proxy.fields["isHidden"]?.asBool ?? false)
        },
        // What the scene set on UIKit's navigation bar (`UINavigationBar.appearance()`) as the bar
        // looks at rest, scrolled to its top edge: the large and inline titles' colours and
        // fonts (the scroll-edge appearance's, else the standard one's, else the bar's own
        // attributes) and its background (the scroll-edge appearance's, else the bar view's own
        // colour; the standard appearance's shows only once content scrolls under the bar). Nil
        // for what it did not set.
        "_navigationBarAppearance": { i, a throws(Interrupt) in
            let labels: [String?] = ["largeTitle", "title", "background", "largeTitleFont", "titleFont"]
            guard case .declared(let info)? = i.typeNamed("UINavigationBar", from: nil), info.staticStored["_appearance"] != nil,
                case .object(let bar) = try i.staticMember(of: .declared(info), "_appearance", nil, at: a.span)
            else { return .tuple(Array(repeating: .none, count: labels.count), labels: labels) }
            func object(_ value: Value?) -> Object? { if case .object(let object)? = value { object } else { nil } }
            func set(_ value: Value?) -> Value? { value.flatMap { $0.isNone ? nil : $0 } }
            func attribute(_ key: String, _ attributes: Value?) -> Value? {
                guard case .dictionary(let dictionary)? = attributes else { return nil }
                return dictionary.entries.first { entry in
                    if case .instance(let name) = entry.key { name.fields["rawValue"]?.asString == key } else { false }
                }.flatMap { set($0.value) }
            }
            // A `UIFont` attribute as the SwiftUI font it stands for.
            func font(_ attributes: Value?) -> Value? {
                guard case .instance(let uiFont)? = attribute("NSFont", attributes) else { return nil }
                return uiFont.fields["_font"]
            }
            let edge = object(bar.fields["scrollEdgeAppearance"])
            let shown = edge ?? object(bar.fields["standardAppearance"])
            func shownOrBar(_ read: (Value?) -> Value?, _ field: String) -> Value {
                read(shown?.fields[field]) ?? read(bar.fields[field]) ?? .none
            }
            let background = set(edge?.fields["backgroundColor"]) ?? set(bar.fields["backgroundColor"])
            return .tuple(
                [
                    shownOrBar({ attribute("NSColor", $0) }, "largeTitleTextAttributes"),
                    shownOrBar({ attribute("NSColor", $0) }, "titleTextAttributes"), background ?? .none,
                    shownOrBar(font, "largeTitleTextAttributes"), shownOrBar(font, "titleTextAttributes"),
                ], labels: labels)
        },
        // The prelude's `Bundle.main` and `Data`: the app's resource files, and JSON decoding.
        "_resourcePath": { i, a throws(Interrupt) in
            let values = try a.positional()
            let name = values.first.flatMap(\.asString) ?? ""
            let ext = values.dropFirst().first.flatMap(\.asString) ?? ""
            let file = ext.isEmpty || name.hasSuffix("." + ext) ? name : name + "." + ext
            return i.resources[file].map { .string($0.path) } ?? .none
        },
        // The prelude's Core Graphics image loading: the app's image file at a path, decoded.
        "_resourceImage": { i, a throws(Interrupt) in
            let path = try a.string(nil) ?? ""
            guard let image = i.resources.values.first(where: { $0.path == path })?.image else { return .none }
            return .view(Interpreter.imageView(try i.decoded(image, at: a.span), span: a.span))
        },
        "_readResource": { i, a throws(Interrupt) in
            let path = try a.string(nil) ?? ""
            // Only the files the app's folder lends (RunOptions.resources), read before the run.
            guard let text = i.resources.values.first(where: { $0.path == path })?.text else {
                throw .thrown(.native(.error("CocoaError: The file couldn't be opened.")), a.span)
            }
            return .string(text)
        },
        // The prelude's `URLComponents`: a query item or path percent-encoded as Foundation
        // encodes it (`+` and `&` are left to the caller, as Foundation leaves them).
        "_percentEncoded": { i, a throws(Interrupt) in
            let text = try a.string(nil) ?? ""
            let allowed: CharacterSet = (try a.bool("path") ?? false) ? .urlPathAllowed : .urlQueryAllowed
            return .string(text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text)
        },
        // The prelude's `Locale.currency`: Foundation's currency of the locale, if it has one.
        "_localeCurrencyCode": { _, a throws(Interrupt) in
            let identifier = try a.string(nil) ?? ""
            return Locale(identifier: identifier).currency.map { .string($0.identifier) } ?? .none
        },
        // The prelude's `Locale.currencySymbol`, `decimalSeparator` and `groupingSeparator`: ICU's
        // data for the locale, as Foundation gives it ("$", "." and "," in en_US).
        "_localeSymbol": { _, a throws(Interrupt) in
            let locale = Locale(identifier: try a.string(nil) ?? "")
            switch try a.string(nil) ?? "" {
            case "currency": return locale.currencySymbol.map(Value.string) ?? .none
            case "decimal": return locale.decimalSeparator.map(Value.string) ?? .none
            default: return locale.groupingSeparator.map(Value.string) ?? .none
            }
        },
        "_utf8String": { i, a throws(Interrupt) in
            let bytes = try i.elements(of: a.required(nil), at: a.span).map { UInt8(truncatingIfNeeded: $0.asInt ?? 0) }
            return .string(String(decoding: bytes, as: UTF8.self))
        },
        "_decodeJSON": { i, a throws(Interrupt) in
            guard case .type(let type) = try a.required(nil) else {
                throw .error("decode(_:from:) needs a type, such as [Item].self", at: a.span)
            }
            let text = try a.string(nil) ?? ""
            var options = JSONDecodingOptions(snakeCase: try a.bool(nil) ?? false)
            options.dates = try JSONDecodingOptions.DateStrategy(a, i)
            return try i.decodeJSON(type, text: text, options: options, at: a.span)
        },
        // The prelude's `NSDataAsset`: a data set's file as text, nil when no catalogue has it.
        "_dataAsset": { i, a throws(Interrupt) in
            let name = try a.string(nil) ?? ""
            if let why = i.assets.unreadable[name] {
                throw .error("data asset '\(name)' cannot be read: \(why)", at: a.span)
            }
            return i.assets.dataSet(named: name).map(Value.string) ?? .none
        },
        // `JSONSerialization.jsonObject(with:options:)`: dictionaries, arrays, numbers,
        // strings, truth values, and nil for JSON's null.
        "_jsonObject": { i, a throws(Interrupt) in
            let text = try a.string(nil) ?? ""
            return try i.jsonObject(text: text, at: a.span)
        },
        "_encodeJSON": { i, a throws(Interrupt) in
            let value = try a.required(nil)
            var options = JSONEncodingOptions()
            options.prettyPrinted = try a.bool("pretty") ?? false
            options.sortedKeys = try a.bool("sorted") ?? false
            options.escapesSlashes = !(try a.bool("unescapedSlashes") ?? false)
            options.snakeCase = try a.bool("snakeCase") ?? false
            options.dates = try JSONDecodingOptions.DateStrategy(a, i)
            return .string(try i.encodeJSON(value, options: options, at: a.span))
        },
        // The prelude's way to say that a form it accepts is not supported yet (shown at the
        // scene's call).
        "_notSupported": { _, a throws(Interrupt) in
            throw .error(try a.string(nil) ?? "this is not supported by Flipbook yet", at: a.span)
        },
        // A title given as a `String` or a `Text` (`.navigationTitle(Text("Title"))`): its words.
        "_plainText": { i, a throws(Interrupt) in
            let value = try a.required(nil)
            switch value {
            case .string: return value
            case .view(.text(let runs, _)): return .string(runs.map(\.text).joined())
            default: return .string(i.describe(value))
            }
        },
        // The prelude's way to warn about a form it draws differently offline (shown at the
        // scene's call to the initializer that warns).
        "_warnAtCall": { i, a throws(Interrupt) in
            if let message = try a.string(nil), !i.preludeWarnings.contains(message) { i.preludeWarnings.append(message) }
            return .void
        },
        // Combine's `assign(to: &$property)`: sets an object's property by name, as the
        // scene's own assignment would (observers, publishers, view updates).
        "_setObjectProperty": { i, a throws(Interrupt) in
            var object = try a.required(nil)
            guard let name = try a.string(nil) else { return .void }
            let value = try a.required(nil)
            try a.finish()
            try i.setField(&object, name, value, at: a.span)
            return .void
        },
        // A sort descriptor's order of two key path values: nil first, false before true,
        // otherwise `<` (a scene type's own `<` too).
        "_isLess": { i, a throws(Interrupt) in
            let left = try a.required(nil)
            let right = try a.required(nil)
            try a.finish()
            switch (left, right) {
            case _ where left.isNone || right.isNone: return .bool(left.isNone && !right.isNone)
            case (.bool(let x), .bool(let y)): return .bool(!x && y)
            default: return .bool(try i.compare(left, right, at: a.span) < 0)
            }
        },
        // `value is type`, for a type held in a variable (a container's model types).
        "_isInstance": { i, a throws(Interrupt) in
            let value = try a.required(nil)
            guard case .type(let type) = try a.required("of") else { return .bool(false) }
            try a.finish()
            return .bool(try i.isInstance(value, of: type))
        },
        // The models a model holds in its properties (SwiftData's relationships), one level.
        "_relatedModels": { _, a throws(Interrupt) in
            let value = try a.required(nil)
            try a.finish()
            guard case .object(let object) = value else { return .array([]) }
            var related: [Value] = []
            func add(_ field: Value) {
                switch field {
                case .object(let other) where other.type.conforms(to: "PersistentModel"): related.append(field)
                case .array(let items): items.forEach(add)
                default: break
                }
            }
            for name in object.fields.keys.sorted() { add(object.fields[name] ?? .none) }
            return .array(related)
        },
        // A generic parameter's type where the call or the construction decided it
        // (`FetchDescriptor<Item>()`), else nil.
        "_genericArgument": { _, a throws(Interrupt) in
            guard let name = try a.string(nil) else { return .none }
            try a.finish()
            if case .type(let type)? = a.env.scope.lookup(name)?.value { return .type(type) }
            return .none
        },
        // `Optional(x)`: the value itself (nil stays nil).
        "Optional": { _, a throws(Interrupt) in try a.required(nil) },
        // `.listStyle(PlainListStyle())`: the list styles by their type names, as code before
        // `.plain` wrote them.
        "PlainListStyle": listStyle("plain"),
        "GroupedListStyle": listStyle("grouped"),
        "InsetGroupedListStyle": listStyle("insetGrouped"),
        "InsetListStyle": listStyle("inset"),
        "SidebarListStyle": listStyle("sidebar"),
        "DefaultListStyle": listStyle("automatic"),
        "IconOnlyLabelStyle": styleCase("LabelStyle", "iconOnly"),
        "TitleOnlyLabelStyle": styleCase("LabelStyle", "titleOnly"),
        "TitleAndIconLabelStyle": styleCase("LabelStyle", "titleAndIcon"),
        "DefaultLabelStyle": styleCase("LabelStyle", "automatic"),
        // `.datePickerStyle(CompactDatePickerStyle())`, and the styles Flipbook does not draw
        // (which `datePickerStyle` says so about).
        "CompactDatePickerStyle": styleCase("DatePickerStyle", "compact"),
        "DefaultDatePickerStyle": styleCase("DatePickerStyle", "automatic"),
        "GraphicalDatePickerStyle": styleCase("DatePickerStyle", "graphical"),
        "WheelDatePickerStyle": styleCase("DatePickerStyle", "wheel"),
        "min": { i, a throws(Interrupt) in try i.extreme(try a.positional(), smallest: true, at: a.span) },
        "max": { i, a throws(Interrupt) in try i.extreme(try a.positional(), smallest: false, at: a.span) },
        "abs": { _, a throws(Interrupt) in
            let value = try a.required(nil)
            if case .int(let n) = value {
                if n == .min { throw .error("arithmetic overflow: abs(\(n)) does not fit in an Int", at: a.span) }
                return .int(abs(n))
            }
            return .double(abs(value.asDouble ?? 0))
        },
        "zip": { i, a throws(Interrupt) in
            let first = try i.elements(of: try a.required(nil), at: a.span)
            let second = try i.elements(of: try a.required(nil), at: a.span)
            return .array(zip(first, second).map { .tuple([$0, $1], labels: [nil, nil]) })
        },
        "stride": { i, a throws(Interrupt) in
            let from = try a.required("from", nil)
            let through = try a.value("through")
            var end = through ?? .none
            if through == nil { end = try a.required("to") }
            let by = try a.required("by")
            return try i.stride(from: from, to: end, by: by, inclusive: through != nil, at: a.span)
        },
        "print": { _, a throws(Interrupt) in
            _ = try a.positional()
            _ = try a.value("separator")
            _ = try a.value("terminator")
            return .void
        },
        "debugPrint": { _, a throws(Interrupt) in
            _ = try a.positional()
            return .void
        },
        "dump": { _, a throws(Interrupt) in
            _ = try a.positional()
            return .void
        },
        "preconditionFailure": { i, a throws(Interrupt) in
            throw .error("precondition failure: \(try a.string(nil) ?? "")", at: a.span)
        },
        // In a debug build (what a preview runs) an assertion failure stops the program.
        "assertionFailure": { i, a throws(Interrupt) in
            throw .error("assertion failure: \(try a.string(nil) ?? "")", at: a.span)
        },
        "fatalError": { i, a throws(Interrupt) in
            let message = try a.string(nil) ?? "fatal error"
            throw .error("fatalError: \(message)", at: a.span)
        },
        "precondition": { i, a throws(Interrupt) in
            guard try a.bool(nil) ?? true else { throw .error("precondition failed: \(try a.string(nil) ?? "")", at: a.span) }
            _ = try a.positional()
            return .void
        },
        "assert": { i, a throws(Interrupt) in
            guard try a.bool(nil) ?? true else { throw .error("assertion failed: \(try a.string(nil) ?? "")", at: a.span) }
            _ = try a.positional()
            return .void
        },
        "type": { i, a throws(Interrupt) in
            let value = try a.required("of")
            return i.typeOf(value).map { .type($0) } ?? .type(.opaque(nil))
        },
        "CancellationError": { _, _ in .native(.error("CancellationError()")) },
    ]

    /// Functions usable as values (`values.map(abs)`), positional.
    /// A list style's type-name initializer (`PlainListStyle()`): the style's case.
    private static func listStyle(_ name: String) -> NativeType.Call { styleCase("ListStyle", name) }

    /// A style's type-name initializer (`IconOnlyLabelStyle()`): the style's case.
    private static func styleCase(_ type: String, _ name: String) -> NativeType.Call {
        { _, a throws(Interrupt) in
            _ = try a.positional()
            return .native(.enumCase(type: type, name: name))
        }
    }

    static let functions: [String: NativeFunction] = {
        var table: [String: NativeFunction] = [:]
        var unary: [(String, @Sendable (Double) -> Double)] = []
        unary.append(("sqrt", { $0.squareRoot() }))
        unary.append(("round", { $0.rounded() }))
        unary.append(("floor", { $0.rounded(.down) }))
        unary.append(("ceil", { $0.rounded(.up) }))
        unary.append(("trunc", { $0.rounded(.towardZero) }))
        unary.append(("sin", { Foundation.sin($0) }))
        unary.append(("cos", { Foundation.cos($0) }))
        unary.append(("tan", { Foundation.tan($0) }))
        unary.append(("asin", { Foundation.asin($0) }))
        unary.append(("acos", { Foundation.acos($0) }))
        unary.append(("atan", { Foundation.atan($0) }))
        unary.append(("sinh", { Foundation.sinh($0) }))
        unary.append(("cosh", { Foundation.cosh($0) }))
        unary.append(("tanh", { Foundation.tanh($0) }))
        unary.append(("exp", { Foundation.exp($0) }))
        unary.append(("exp2", { Foundation.exp2($0) }))
        unary.append(("log", { Foundation.log($0) }))
        unary.append(("log10", { Foundation.log10($0) }))
        unary.append(("log2", { Foundation.log2($0) }))
        unary.append(("cbrt", { Foundation.cbrt($0) }))
        unary.append(("fabs", { Swift.abs($0) }))
        // C's single-precision names (`sqrtf`, `hypotf`): Flipbook has one floating-point type.
        unary += unary.map { ($0.0 + "f", $0.1) }
        for (name, f) in unary {
            table[name] = NativeFunction { _, values, span throws(Interrupt) in
                guard values.count == 1, let x = values[0].asDouble else {
                    throw .error("\(name)(_:) needs one number", at: span)
                }
                return .double(f(x))
            }
        }
        var binary: [(String, @Sendable (Double, Double) -> Double)] = []
        binary.append(("pow", { Foundation.pow($0, $1) }))
        binary.append(("atan2", { Foundation.atan2($0, $1) }))
        binary.append(("hypot", { Foundation.hypot($0, $1) }))
        binary.append(("fmod", { Foundation.fmod($0, $1) }))
        binary.append(("copysign", { Foundation.copysign($0, $1) }))
        binary += binary.map { ($0.0 + "f", $0.1) }
        for (name, f) in binary {
            table[name] = NativeFunction { _, values, span throws(Interrupt) in
                guard values.count == 2, let x = values[0].asDouble, let y = values[1].asDouble else {
                    throw .error("\(name)(_:_:) needs two numbers", at: span)
                }
                return .double(f(x, y))
            }
        }
        // `lroundf(r * 255)`: C's rounding to an integer, half away from zero; a value outside
        // Int's range is an error (C leaves it unspecified).
        for name in ["lround", "lroundf", "llround", "llroundf"] {
            table[name] = NativeFunction { _, values, span throws(Interrupt) in
                guard values.count == 1, let x = values[0].asDouble else { throw .error("\(name)(_:) needs one number", at: span) }
                let rounded = x.rounded()
                guard rounded >= -0x1p63, rounded < 0x1p63 else {
                    throw .error("\(name)(_:) of \(x) does not fit in an Int", at: span)
                }
                return .int(Int(rounded))
            }
        }
        // `let (whole, fraction) = modf(x)`: the parts with x's sign, as the C library splits them.
        table["modf"] = NativeFunction { _, values, span throws(Interrupt) in
            guard values.count == 1, let x = values[0].asDouble else { throw .error("modf(_:) needs one number", at: span) }
            let whole = x.rounded(.towardZero)
            return .tuple([.double(whole), .double(x.isInfinite ? Double(signOf: x, magnitudeOf: 0) : x - whole)], labels: [nil, nil])
        }
        // `UnicodeScalar(65 + i)`: the scalar of a code point, as the one-scalar text Flipbook
        // keeps characters as (`Character(…)`, `String(…)` and `.value` read it); nil for a
        // number that is no scalar (a surrogate, or past U+10FFFF).
        table["UnicodeScalar"] = NativeFunction { _, values, span throws(Interrupt) in
            guard values.count == 1 else { throw .error("UnicodeScalar(_:) takes one argument", at: span) }
            if case .string(let text) = values[0], text.unicodeScalars.count == 1 { return values[0] }
            guard let code = values[0].asInt else { throw .error("UnicodeScalar(_:) needs an integer code point", at: span) }
            guard code >= 0, code <= 0x10FFFF, let scalar = Unicode.Scalar(UInt32(code)) else { return .none }
            return .string(String(Character(scalar)))
        }
        // `arc4random_uniform(n)`: the run's seeded generator, as `Int.random(in: 0..<n)` uses.
        table["arc4random_uniform"] = NativeFunction { i, values, span throws(Interrupt) in
            guard values.count == 1, let bound = values[0].asInt, bound >= 0, bound <= Int(UInt32.max) else {
                throw .error("arc4random_uniform(_:) needs a UInt32", at: span)
            }
            return .int(bound == 0 ? 0 : Int(i.nextRandom() % UInt64(bound)))
        }
        table["arc4random"] = NativeFunction { i, values, span throws(Interrupt) in
            guard values.isEmpty else { throw .error("arc4random() takes no arguments", at: span) }
            return .int(Int(i.nextRandom() & 0xFFFF_FFFF))
        }
        // The C library's 48-bit generator, with POSIX's exact recurrence, so a sequence seeded
        // with `srand48(seed)` is the one a Mac draws.
        table["srand48"] = NativeFunction { i, values, span throws(Interrupt) in
            guard values.count == 1, let seed = values[0].asInt else { throw .error("srand48(_:) needs an Int", at: span) }
            i.rand48State = (UInt64(UInt32(truncatingIfNeeded: seed)) << 16) | 0x330E
            return .void
        }
        table["drand48"] = NativeFunction { i, values, span throws(Interrupt) in
            guard values.isEmpty else { throw .error("drand48() takes no arguments", at: span) }
            return .double(Double(i.nextRand48()) / Double(UInt64(1) << 48))
        }
        table["lrand48"] = NativeFunction { i, values, span throws(Interrupt) in
            guard values.isEmpty else { throw .error("lrand48() takes no arguments", at: span) }
            return .int(Int(i.nextRand48() >> 17))
        }
        return table
    }()
}

extension Interpreter {
    /// The next state of `drand48`'s linear congruential generator: X = (aX + c) mod 2⁴⁸.
    func nextRand48() -> UInt64 {
        rand48State = (0x5_DEEC_E66D &* rand48State &+ 0xB) & 0xFFFF_FFFF_FFFF
        return rand48State
    }
}

extension Interpreter {
    /// `min`/`max` over arguments (or one sequence).
    func extreme(_ values: [Value], smallest: Bool, at span: SourceSpan) throws(Interrupt) -> Value {
        var items = values
        if items.count == 1 { items = try elements(of: items[0], at: span) }
        // `min(.zero, frame.minY)`: an implicit member is of the other values' type.
        if let partner = items.first(where: { if case .implicitMember = $0 { false } else { true } }),
            let type = typeOf(partner)
        {
            for index in items.indices {
                if case .implicitMember(let member) = items[index] { items[index] = try resolveImplicit(member, as: type) }
            }
        }
        guard var best = items.first else { throw .error("\(smallest ? "min" : "max") needs values", at: span) }
        let hasDouble = items.contains { if case .double = $0 { true } else { false } }
        for item in items.dropFirst() {
            let order = try compare(item, best, at: span)
            if smallest ? order < 0 : order > 0 { best = item }
        }
        if hasDouble, let d = best.asDouble { return .double(d) }
        return best
    }

    /// `stride(from:to:by:)` and `stride(from:through:by:)`, as an array of its values.
    func stride(from: Value, to end: Value, by step: Value, inclusive: Bool, at span: SourceSpan) throws(Interrupt) -> Value {
        if case .int(let a) = from, case .int(let b) = end, case .int(let s) = step {
            guard s != 0 else { throw .error("stride's step must not be zero", at: span) }
            // In Double: `(b - a)` can overflow an Int (0 to Int.max by 1 is too long anyway).
            let count = max(0, (Double(b) - Double(a)) / Double(s) + 1)
            try checkSize(count >= 1e18 ? Int.max : Int(count), at: span)
            let values = inclusive ? Array(Swift.stride(from: a, through: b, by: s)) : Array(Swift.stride(from: a, to: b, by: s))
            return .array(values.map { .int($0) })
        }
        guard let a = from.asDouble, let b = end.asDouble, let s = step.asDouble, s != 0, s.isFinite, a.isFinite, b.isFinite
        else {
            throw .error("stride needs finite numbers and a non-zero step", at: span)
        }
        try checkSize(Int(min(1e9, abs((b - a) / s))) + 1, at: span)
        let values = inclusive ? Array(Swift.stride(from: a, through: b, by: s)) : Array(Swift.stride(from: a, to: b, by: s))
        return .array(values.map { .double($0) })
    }
}
