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
            // A name no view around declares is the global space, as in SwiftUI; `.scrollView` is
            // the nearest scroll view's visible bounds, and a scroll view is at rest.
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
        // iOS 17: a named space's bounds in the reader's own coordinates, nil when no view
        // around declares it.
        t.methods.define("bounds") { i, v, a throws(Interrupt) in
            let space = try a.required("of", .native("CoordinateSpace"))
            let size = v.proxy?.size ?? .zero
            let global = v.proxy?.globalFrame ?? Rect(origin: .zero, size: size)
            let frame: Rect?
            switch space {
            case .native(.enumCase(_, "local")): frame = global
            case .native(.enumCase(_, "global")): frame = nil
            case .native(.namedCoordinateSpace(let name)): frame = v.proxy?.namedSpaces[name]
            default: throw .error("bounds(of:) needs a named coordinate space, not \(i.describe(space))", at: a.span)
            }
            guard let frame else { return .none }
            return i.makeRect(
                Rect(origin: Point(x: frame.origin.x - global.origin.x, y: frame.origin.y - global.origin.y), size: frame.size))
        }
    }
}

extension NativeTypes {
    /// `CoordinateSpace.local`, `.global` and `.named("scroll")` (iOS 17's
    /// `NamedCoordinateSpace.named` too), and iOS 17's `.scrollView`: the space every scroll view
    /// declares (whatever axis is asked for).
    static let coordinateSpace = NativeType("CoordinateSpace") { t in
        t.aliases = ["NamedCoordinateSpace", "CoordinateSpaceProtocol"]
        t.staticProperties = [
            "local": { _, _ in .native(.enumCase(type: "CoordinateSpace", name: "local")) },
            "global": { _, _ in .native(.enumCase(type: "CoordinateSpace", name: "global")) },
        ]
        t.staticProperties["scrollView"] = { _, _ in .native(.namedCoordinateSpace(NativeTypes.scrollViewSpaceName)) }
        t.staticFunctions.define("scrollView") { _, a throws(Interrupt) in
            _ = try a.value("axis")
            return .native(.namedCoordinateSpace(NativeTypes.scrollViewSpaceName))
        }
        t.staticFunctions.define("named") { i, a throws(Interrupt) in
            let name = try a.required(nil)
            return .native(.namedCoordinateSpace(i.describe(name)))
        }
    }
}

extension NativeTypes {
    /// The name under which each scroll view declares iOS 17's `.scrollView` coordinate space
    /// (one scene code cannot write).
    static let scrollViewSpaceName = "\u{0}scrollView"
}

extension Value {
    var proxy: GeometryProxyValue? {
        if case .native(.geometryProxy(let proxy)) = self { return proxy }
        return nil
    }
}
