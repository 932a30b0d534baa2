import FlipbookModel
import Foundation

extension NativeTypes {
    /// `Binding(get:set:)`, `.constant(x)`, and a binding's `wrappedValue`.
    static let binding = NativeType("Binding") { t in
        t.initializer = { i, a throws(Interrupt) in
            if let get = try a.function("get") {
                let set = try a.requiredFunction("set")
                return .binding(.closures(get: get, set: set))
            }
            let value = try a.required(nil)
            if case .binding = value { return value }
            throw .error("Binding(get:set:) needs both closures", at: a.span)
        }
        t.staticFunctions.define("constant") { _, a throws(Interrupt) in .binding(.constant(try a.required(nil))) }
        t.properties = [
            "wrappedValue": { i, v, s throws(Interrupt) in
                guard case .binding(let b) = v else { return v }
                return try i.read(b, at: s)
            },
            "projectedValue": { _, v, _ in v },
        ]
        t.setters.define("wrappedValue") { i, v, value, s throws(Interrupt) in
            guard case .binding(let b) = v else { return }
            try i.write(b, value, at: s)
        }
        // `$value.animation(.spring)`: a binding whose changes animate.
        t.methods.define("animation") { i, v, a throws(Interrupt) in
            guard case .binding(let b) = v else { return v }
            var animation: Animation? = .default
            if a.hasUnlabelledValue { animation = try i.animationArgument(try a.required(nil, .native("Animation")), at: a.span) }
            try a.finish()
            return .binding(.animated(b, animation))
        }
    }

    /// `State(initialValue:)` / `State(wrappedValue:)` and friends, for `_x = State(…)`.
    static let state = NativeType("State") { t in
        t.aliases = ["StateObject", "SceneStorage", "FocusState", "GestureState"]
        t.initializer = { _, a throws(Interrupt) in
            let initial = try a.value("initialValue")
            let wrapped = try a.value("wrappedValue")
            var value = initial ?? wrapped ?? .none
            if initial == nil && wrapped == nil { value = try a.required(nil) }
            return .wrapper(.state(StateCell(initial: value, location: nil)))
        }
    }

    /// `_model = ObservedObject(wrappedValue: model)` (or `Bindable`) in a view's initializer.
    static let observedObject = NativeType("ObservedObject") { t in
        t.aliases = ["Bindable"]
        t.initializer = { _, a throws(Interrupt) in
            if let value = try a.value("wrappedValue") { return .wrapper(.observed(value)) }
            if let value = try a.value("initialValue") { return .wrapper(.observed(value)) }
            return .wrapper(.observed(try a.required(nil)))
        }
    }

    /// `_score = Published(initialValue: 0)` in a class's initializer: a `@Published`
    /// property's storage is its value here (its publisher lives beside the object).
    static let published = NativeType("Published") { t in
        t.initializer = { _, a throws(Interrupt) in
            if let initial = try a.value("initialValue") { return initial }
            if let wrapped = try a.value("wrappedValue") { return wrapped }
            return try a.required(nil)
        }
    }

    static let uuid = NativeType("UUID") { t in
        // Foundation's class, as older code writes it: `NSUUID().uuidString`.
        t.aliases = ["NSUUID"]
        t.initializer = { i, a throws(Interrupt) in
            // Foundation's parse: nil for a malformed text.
            if let text = try a.string("uuidString") {
                return UUID(uuidString: text).map { .native(.uuidText($0.uuidString)) } ?? .none
            }
            i.uuidCount += 1
            return .native(.uuid(i.uuidCount))
        }
        t.properties["uuidString"] = { _, v, _ in
            if case .native(.uuid(let n)) = v { return .string(NativeTypes.uuidText(n)) }
            if case .native(.uuidText(let text)) = v { return .string(text) }
            return .string("")
        }
    }

    /// `Date()`: the clip's start plus its time, so runs are reproducible.
    static let date = NativeType("Date") { t in
        t.initializer = { i, a throws(Interrupt) in
            if let interval = try a.double("timeIntervalSinceNow") { return .native(.date((i.host?.now ?? 0) + interval)) }
            if let interval = try a.double("timeIntervalSinceReferenceDate") { return .native(.date(interval)) }
            if let interval = try a.double("timeIntervalSince1970") { return .native(.date(interval - 978_307_200)) }
            // `Date(timeInterval: 0, since: date)`.
            if let interval = try a.double("timeInterval") {
                guard case .native(.date(let start)) = try a.required("since") else {
                    throw .error("Date(timeInterval:since:) needs a Date after 'since:'", at: a.span)
                }
                return .native(.date(start + interval))
            }
            return .native(.date(i.host?.now ?? 0))
        }
        t.staticProperties["now"] = { i, _ in .native(.date(i.host?.now ?? 0)) }
        // Foundation's far dates: 0001-01-01 and 4001-01-01, as seconds from the reference date.
        t.staticProperties["distantPast"] = { _, _ in .native(.date(Date.distantPast.timeIntervalSinceReferenceDate)) }
        t.staticProperties["distantFuture"] = { _, _ in .native(.date(Date.distantFuture.timeIntervalSinceReferenceDate)) }
        t.properties["timeIntervalSinceReferenceDate"] = { _, v, _ in
            if case .native(.date(let d)) = v { .double(d) } else { .double(0) }
        }
        // The reference date is 2001-01-01, 978 307 200 s after 1970.
        t.properties["timeIntervalSince1970"] = { _, v, _ in
            if case .native(.date(let d)) = v { .double(d + 978_307_200) } else { .double(0) }
        }
        t.properties["timeIntervalSinceNow"] = { i, v, _ in
            if case .native(.date(let d)) = v { .double(d - (i.host?.now ?? 0)) } else { .double(0) }
        }
        t.methods.define("timeIntervalSince") { i, v, a throws(Interrupt) in
            // `.now` is Date's: the argument is typed, never read as zero.
            let other = try a.required(nil, .native("Date"))
            guard case .native(.date(let d)) = v, case .native(.date(let start)) = other else {
                throw .error("timeIntervalSince(_:) needs a Date, found \(i.typeName(of: other))", at: a.span)
            }
            return .double(d - start)
        }
        // Strideable's: the seconds to another date, and the date that many seconds on.
        t.methods.define("distance") { i, v, a throws(Interrupt) in
            let other = try a.required("to", .native("Date"))
            guard case .native(.date(let d)) = v, case .native(.date(let end)) = other else {
                throw .error("distance(to:) needs a Date, found \(i.typeName(of: other))", at: a.span)
            }
            return .double(end - d)
        }
        t.methods.define("advanced") { _, v, a throws(Interrupt) in
            guard case .native(.date(let d)) = v else { return v }
            return .native(.date(d + (try a.requiredDouble("by"))))
        }
        t.methods.define("addingTimeInterval") { _, v, a throws(Interrupt) in
            guard case .native(.date(let d)) = v else { return v }
            return .native(.date(d + (try a.requiredDouble(nil))))
        }
        // `formatted()`, `formatted(date:time:)` and `formatted(_ style:)` with a `Date.FormatStyle`.
        t.methods.define("formatted") { i, v, a throws(Interrupt) in
            let date = try a.value("date"), time = try a.value("time")
            let style: Value
            if let given = try a.value(nil, i.dateFormatStyleType) {
                style = given
            } else {
                guard let type = i.dateFormatStyleType else { return .string(i.describe(v)) }
                var arguments: [Value] = []
                var labels: [String] = []
                if let date {
                    arguments.append(date)
                    labels.append("date")
                }
                if let time {
                    arguments.append(time)
                    labels.append("time")
                }
                style = try i.makeDateFormatStyle(type, arguments, labels: labels, at: a.span)
            }
            return .string(try i.formatDate(v, with: style, at: a.span))
        }
    }

    static let namespace = NativeType("Namespace.ID") { t in
        t.aliases = ["Namespace"]
        // `Namespace().wrappedValue`, the previews' way to pass a view a namespace: a new one.
        t.initializer = { i, _ throws(Interrupt) in
            i.namespaceCount += 1
            return .native(.namespaceID(i.namespaceCount))
        }
        t.properties["wrappedValue"] = { _, v, _ in v }
    }

    /// `#Preview(traits: .fixedLayout(width:height:))`.
    static let previewTrait = NativeType("PreviewTrait") { t in
        t.aliases = ["PreviewTrait<Preview.ViewTraits>"]
        t.staticFunctions.define("fixedLayout") { _, a throws(Interrupt) in
            let width = try a.requiredDouble("width"), height = try a.requiredDouble("height")
            guard width >= 1, height >= 1, width <= 16384, height <= 16384 else {
                throw .error("fixedLayout needs a width and height between 1 and 16384", at: a.span)
            }
            return .tuple([.double(width), .double(height)], labels: ["width", "height"])
        }
        // iOS 18's `.modifier(SampleData())`: the preview's root is modified when it is evaluated.
        t.staticFunctions.define("modifier") { i, a throws(Interrupt) in
            let modifier = try a.required(nil)
            guard case .instance(let instance) = modifier, instance.type.conforms(to: "PreviewModifier") else {
                throw .error("PreviewTrait.modifier(_:) needs a PreviewModifier, not \(i.typeName(of: modifier))", at: a.span)
            }
            return modifier
        }
        t.staticProperties["sizeThatFitsLayout"] = { _, _ in .none }
        // Device orientations and the default layout change nothing on a fixed canvas.
        for name in ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight", "defaultLayout"] {
            t.staticProperties[name] = { _, _ in .none }
        }
    }

    /// `EnvironmentValues`: what an `extension EnvironmentValues` works on.
    static let environmentValues = NativeType("EnvironmentValues")

    /// Enums SwiftUI declares that Flipbook reads by case name.
    /// `SymbolVariants`: `.fill`, `.circle`, `.square`, `.rectangle`, `.slash`, `.none`, and their
    /// combinations (`.circle.fill`), as the name suffix they give a symbol.
    static let symbolVariants = NativeType("SymbolVariants") { t in
        let names = ["fill", "circle", "square", "rectangle", "slash"]
        t.staticProperties["none"] = { _, _ in .native(.enumCase(type: "SymbolVariants", name: "none")) }
        for name in names {
            t.staticProperties[name] = { _, _ in .native(.enumCase(type: "SymbolVariants", name: name)) }
            // SF Symbols put the shape before `fill` (`heart.circle.fill`), whatever the order written.
            t.properties[name] = { _, v, _ in
                guard case .native(.enumCase(_, let current)) = v else { return v }
                var parts = current == "none" ? [] : current.split(separator: ".").map(String.init)
                if !parts.contains(name) { parts.append(name) }
                parts.sort { ($0 == "fill" ? 1 : 0) < ($1 == "fill" ? 1 : 0) }
                return .native(.enumCase(type: "SymbolVariants", name: parts.joined(separator: ".")))
            }
        }
    }

    static func enumLike(_ name: String, _ cases: [String]) -> NativeType {
        NativeType(name) { t in
            var statics: [String: NativeType.StaticProperty] = [:]
            for c in cases { statics[c] = { _, _ in .native(.enumCase(type: name, name: c)) } }
            t.staticProperties = statics
        }
    }

    static let enumLikes: [NativeType] = [
        enumLike("RoundedCornerStyle", ["circular", "continuous"]),
        enumLike("ContentMode", ["fit", "fill"]),
        enumLike("TextAlignment", ["leading", "center", "trailing"]),
        enumLike("Text.TruncationMode", ["head", "middle", "tail"]),
        enumLike(
            "FloatingPointRoundingRule",
            ["up", "down", "towardZero", "awayFromZero", "toNearestOrEven", "toNearestOrAwayFromZero"]),
        enumLike("Font.Width", ["compressed", "condensed", "standard", "expanded"]),
        enumLike("Image.Scale", ["small", "medium", "large"]),
        symbolVariants,
        enumLike("BlendMode", BlendMode.allCases.map(\.rawValue)),
        // Core Graphics' Porter-Duff modes (`clear`, `copy`, `sourceIn`…) are not drawn yet.
        enumLike("GraphicsContext.BlendMode", BlendMode.allCases.map(\.rawValue)),
        enumLike("RunLoop.Mode", ["common", "default"]),
        enumLike("ButtonRole", ["cancel", "destructive"]),
        enumLike("Visibility", ["automatic", "visible", "hidden"]),
        enumLike("ScrollIndicatorVisibility", ["automatic", "visible", "hidden", "never"]),
        enumLike("LayoutDirection", ["leftToRight", "rightToLeft"]),
        enumLike("SymbolRenderingMode", ["monochrome", "hierarchical", "palette", "multicolor"]),
        enumLike("MatchedGeometryProperties", ["frame", "position", "size"]),
        enumLike("FormatStyle", ["percent", "number", "dateTime"]),
        enumLike("Text.DateStyle", ["date", "time", "relative", "offset", "timer"]),
        enumLike("Calendar.Component", CalendarMath.componentNames),
        enumLike("Calendar.Identifier", ["gregorian", "iso8601"]),
        // The environment's inert keys (`horizontalSizeClass == .compact`).
        enumLike("UserInterfaceSizeClass", ["compact", "regular"]),
        enumLike("ScenePhase", ["active", "inactive", "background"]),
        enumLike("ControlSize", ["mini", "small", "regular", "large", "extraLarge"]),
        enumLike("ColorSchemeContrast", ["standard", "increased"]),
        contentTransition,
        enumLike("LegibilityWeight", ["regular", "bold"]),
    ]
}
