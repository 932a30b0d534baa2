import FlipbookModel

/// `GeometryProxy`: the size a `GeometryReader` was given, and its frame in its own space.
extension NativeTypes {
    static let geometryProxy = NativeType("GeometryProxy") { t in
        t.properties = [
            "size": { i, v, _ in i.makeSize(v.proxy?.size ?? .zero) },
            // An offline canvas has no safe area.
            "safeAreaInsets": { i, _, _ in i.makeEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0) },
        ]
        t.methods.define("frame") { i, v, a throws(Interrupt) in
            let space = try a.required("in", .native("CoordinateSpace"))
            let size = v.proxy?.size ?? .zero
            switch space {
            case .native(.enumCase(_, "local")):
                return i.makeRect(Rect(origin: .zero, size: size))
            // The canvas is the screen; a scroll view is at rest, so its content does not move.
            case .native(.enumCase(_, "global")):
                return i.makeRect(v.proxy?.globalFrame ?? Rect(origin: .zero, size: size))
            // A name no view around declares is the global space, as in SwiftUI.
            case .native(.namedCoordinateSpace(let name)):
                let global = v.proxy?.globalFrame ?? Rect(origin: .zero, size: size)
                guard let space = v.proxy?.namedSpaces[name] else { return i.makeRect(global) }
                return i.makeRect(
                    Rect(
                        origin: Point(x: global.origin.x - space.origin.x, y: global.origin.y - space.origin.y), size: global.size
                    ))
            default:
                throw .error(
                    "frame(in:) is supported by Flipbook for .local, .global and .named(…), not yet for \(i.describe(space))",
                    at: a.span)
            }
        }
    }
}

extension NativeTypes {
    /// `CoordinateSpace.local`, `.global` and `.named("scroll")` (iOS 17's
    /// `NamedCoordinateSpace.named` too); `.scrollView` is not yet.
    static let coordinateSpace = NativeType("CoordinateSpace") { t in
        t.aliases = ["NamedCoordinateSpace", "CoordinateSpaceProtocol"]
        t.staticProperties = [
            "local": { _, _ in .native(.enumCase(type: "CoordinateSpace", name: "local")) },
            "global": { _, _ in .native(.enumCase(type: "CoordinateSpace", name: "global")) },
        ]
        t.staticFunctions.define("named") { i, a throws(Interrupt) in
            let name = try a.required(nil)
            return .native(.namedCoordinateSpace(i.describe(name)))
        }
    }
}

extension Value {
    var proxy: GeometryProxyValue? {
        if case .native(.geometryProxy(let proxy)) = self { return proxy }
        return nil
    }
}
