import FlipbookModel

extension NativeTypes {
    /// `GraphicsContext.Filter`: `.blur(radius:)` and `.alphaThreshold(min:max:color:)` (the
    /// pair that draws metaballs); the others are errors that say so.
    static let graphicsContextFilter = NativeType("GraphicsContext.Filter") { t in
        t.staticFunctions.define("blur") { _, a throws(Interrupt) in
            let radius = try a.requiredDouble("radius")
            _ = try a.value("options")
            guard radius.isFinite else { throw .error("blur(radius:) needs a finite radius", at: a.span) }
            return .native(.canvasFilter(.blur(radius: max(0, radius), opaque: false)))
        }
        t.staticFunctions.define("alphaThreshold") { _, a throws(Interrupt) in
            let low = try a.requiredDouble("min")
            let high = try a.double("max") ?? 1
            var color = RGBA.black
            if let given = try a.value("color", .native("Color")) {
                guard case .native(.color(let c)) = given else {
                    throw .error("alphaThreshold(min:max:color:) needs a Color", at: a.span)
                }
                color = c.resolved(in: .light)
            }
            return .native(.canvasFilter(.alphaThreshold(min: low, max: high, color: color)))
        }
    }

    /// `GraphicsContext.ResolvedSymbol`: its size.
    static let resolvedSymbol = NativeType("GraphicsContext.ResolvedSymbol") { t in
        t.properties = [
            "size": { i, v, _ in
                guard case .native(.canvasSymbol(let symbol)) = v else { return i.makeSize(.zero) }
                return i.makeSize(symbol.size)
            }
        ]
    }
}
