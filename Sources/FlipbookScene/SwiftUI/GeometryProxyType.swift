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
            default:
                throw .error(
                    "frame(in:) is supported by Flipbook for .local and .global, not yet for \(i.describe(space))", at: a.span)
            }
        }
    }
}

extension Value {
    var proxy: GeometryProxyValue? {
        if case .native(.geometryProxy(let proxy)) = self { return proxy }
        return nil
    }
}
