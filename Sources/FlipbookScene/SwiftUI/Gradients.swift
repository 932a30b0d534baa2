import FlipbookModel

extension NativeTypes {
    static let gradient = NativeType("Gradient") { t in
        t.aliases = ["AnyGradient"]
        t.initializer = { i, a throws(Interrupt) in .native(.gradient(try i.gradientArgument(a))) }
        // `gradient.stops[i].color`: each stop as `Gradient.Stop` makes it.
        t.properties["stops"] = { _, v, _ in
            guard case .native(.gradient(let gradient)) = v else { return .array([]) }
            return .array(
                gradient.stops.map { .tuple([.native(.color($0.color)), .double($0.location)], labels: ["color", "location"]) })
        }
    }

    static let gradientStop = NativeType("Gradient.Stop") { t in
        t.initializer = { i, a throws(Interrupt) in
            guard case .native(.color(let c)) = try a.required("color", .native("Color")) else {
                throw .error("Gradient.Stop needs a Color", at: a.span)
            }
            return .tuple([.native(.color(c)), .double(try a.requiredDouble("location"))], labels: ["color", "location"])
        }
    }

    static let linearGradient = NativeType("LinearGradient") { t in
        t.protocols = ["ShapeStyle", "View"]
        NativeTypes.defineGradientFunction(["linearGradient"], making: "LinearGradient", on: &t)
        t.initializer = { i, a throws(Interrupt) in
            let gradient = try i.gradientArgument(a)
            let start = try i.unitPointArgument(a, "startPoint") ?? .top
            let end = try i.unitPointArgument(a, "endPoint") ?? .bottom
            return .native(.style(.linearGradient(gradient, startPoint: start, endPoint: end)))
        }
    }

    static let radialGradient = NativeType("RadialGradient") { t in
        t.protocols = ["ShapeStyle", "View"]
        NativeTypes.defineGradientFunction(["radialGradient"], making: "RadialGradient", on: &t)
        t.initializer = { i, a throws(Interrupt) in
            let gradient = try i.gradientArgument(a)
            let center = try i.unitPointArgument(a, "center") ?? .center
            return .native(
                .style(
                    .radialGradient(
                        gradient, center: center, startRadius: try a.double("startRadius") ?? 0,
                        endRadius: try a.requiredDouble("endRadius"))))
        }
    }

    static let angularGradient = NativeType("AngularGradient") { t in
        t.aliases = ["ConicGradient"]
        t.protocols = ["ShapeStyle", "View"]
        NativeTypes.defineGradientFunction(["angularGradient", "conicGradient"], making: "AngularGradient", on: &t)
        t.initializer = { i, a throws(Interrupt) in
            let gradient = try i.gradientArgument(a)
            let center = try i.unitPointArgument(a, "center") ?? .center
            var start = Angle.zero, end = Angle(degrees: 360)
            if case .native(.angle(let angle))? = try a.value("angle", .native("Angle")) {
                start = angle
                end = Angle(radians: angle.radians + 2 * .pi)
            }
            if case .native(.angle(let s))? = try a.value("startAngle", .native("Angle")) { start = s }
            if case .native(.angle(let e))? = try a.value("endAngle", .native("Angle")) { end = e }
            return .native(.style(.angularGradient(gradient, center: center, startAngle: start, endAngle: end)))
        }
    }

    static let ellipticalGradient = NativeType("EllipticalGradient") { t in
        t.protocols = ["ShapeStyle", "View"]
        NativeTypes.defineGradientFunction(["ellipticalGradient"], making: "EllipticalGradient", on: &t)
        t.initializer = { i, a throws(Interrupt) in
            let gradient = try i.gradientArgument(a)
            let center = try i.unitPointArgument(a, "center") ?? .center
            return .native(
                .style(
                    .ellipticalGradient(
                        gradient, center: center,
                        startRadiusFraction: try a.double("startRadiusFraction") ?? 0,
                        endRadiusFraction: try a.double("endRadiusFraction") ?? 0.5)))
        }
    }
}

extension Interpreter {
    /// `gradient:`, `colors:` or `stops:` of a gradient initializer.
    func gradientArgument(_ a: Arguments) throws(Interrupt) -> GradientValue {
        if case .native(.gradient(let g))? = try a.value("gradient", .native("Gradient")) { return g }
        // ShapeStyle's `.linearGradient(gradient, startPoint:endPoint:)`, `.conicGradient(gradient,
        // center:angle:)`: the gradient unlabelled; a colour's `.gradient` gives its own.
        if a.remainingLabels.first == .some(nil) {
            switch try a.required(nil, .native("Gradient")) {
            case .native(.gradient(let g)): return g
            case let other: throw .error("expected a Gradient, found \(typeName(of: other))", at: a.span)
            }
        }
        if let colors = try a.value("colors", .array(.native("Color"))) {
            var values: [ColorValue] = []
            for item in try elements(of: colors, at: a.span) {
                guard case .native(.color(let c)) = item else { throw .error("colors: must be Colors", at: a.span) }
                values.append(c)
            }
            return GradientValue(colors: values)
        }
        if let stops = try a.value("stops", .array(.native("Gradient.Stop"))) {
            var values: [GradientValue.Stop] = []
            for item in try elements(of: stops, at: a.span) {
                guard case .tuple(let parts, _) = item, parts.count == 2, case .native(.color(let c)) = parts[0],
                    let location = parts[1].asDouble
                else { throw .error("stops: must be Gradient.Stops", at: a.span) }
                guard location.isFinite else {
                    throw .error("a gradient stop's location must be a finite number, not \(location)", at: a.span)
                }
                values.append(GradientValue.Stop(color: c, location: location))
            }
            return GradientValue(stops: values)
        }
        throw .error("a gradient needs gradient:, colors: or stops:", at: a.span)
    }

    func unitPointArgument(_ a: Arguments, _ label: String) throws(Interrupt) -> UnitPoint? {
        guard let value = try a.value(label, .native("UnitPoint")) else { return nil }
        guard case .native(.unitPoint(let p)) = value else { throw .error("\(label): must be a UnitPoint", at: a.span) }
        return p
    }
}

extension NativeTypes {
    /// ShapeStyle's `.linearGradient(…)` and friends, declared for `Self == LinearGradient`:
    /// static functions of `ShapeStyle` and of the gradient type itself that call its initializer.
    static func defineGradientFunction(_ names: [String], making type: String, on t: inout NativeType) {
        for name in names {
            t.staticFunctions.define(name) { i, a throws(Interrupt) in
                guard let make = NativeTypes.initializer(type) else { throw .error("'\(name)' is not supported", at: a.span) }
                return try make(i, a)
            }
        }
    }
}
