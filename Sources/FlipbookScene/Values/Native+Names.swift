import FlipbookModel
import Foundation

extension Native {
    /// The native type the value belongs to (the key of its `NativeType`).
    var typeName: String {
        switch self {
        case .color: "Color"
        case .style: "AnyShapeStyle"
        case .gradient: "Gradient"
        case .animation: "Animation"
        case .transition: "AnyTransition"
        case .font: "Font"
        case .fontWeight: "Font.Weight"
        case .fontDesign: "Font.Design"
        case .angle: "Angle"
        case .unitPoint: "UnitPoint"
        case .alignment: "Alignment"
        case .horizontalAlignment: "HorizontalAlignment"
        case .verticalAlignment: "VerticalAlignment"
        case .edge: "Edge"
        case .edgeSet: "Edge.Set"
        case .axis: "Axis"
        case .axisSet: "Axis.Set"
        case .path: "Path"
        case .strokeStyle: "StrokeStyle"
        case .projection: "ProjectionTransform"
        case .affineTransform: "CGAffineTransform"
        case .duration: "Duration"
        case .dispatchTime: "DispatchTime"
        case .date: "Date"
        case .uuid, .uuidText: "UUID"
        case .namespaceID: "Namespace.ID"
        case .namedCoordinateSpace: "NamedCoordinateSpace"
        case .enumCase(let type, _): type
        case .environment: "EnvironmentValues"
        case .timerPublisher: "Timer.TimerPublisher"
        case .timer: "Timer"
        case .error: "Error"
        case .proposedSize: "ProposedViewSize"
        case .viewDimensions: "ViewDimensions"
        case .geometryProxy: "GeometryProxy"
        case .graphicsContext: "GraphicsContext"
        case .anchorSource: "AnchorSource"
        case .anchor: "Anchor"
        case .shadowStyle: "ShadowStyle"
        case .canvasFilter: "GraphicsContext.Filter"
        case .canvasSymbol: "GraphicsContext.ResolvedSymbol"
        }
    }
}

extension NativeTypes {
    /// A canonical text for a native value, for hashing and equality.
    static func key(of native: Native) -> String {
        switch native {
        case .color(let c): "Color(\(c))"
        case .style(let s): "Style(\(s))"
        case .gradient(let g): "Gradient(\(g.stops.map { "\($0.color)@\($0.location)" }))"
        case .animation(let a): "Animation(\(a.map { "\($0)" } ?? "nil"))"
        case .transition(let t): "Transition(\(t.key))"
        case .font(let f): "Font(\(f))"
        case .fontWeight(let w): "Font.Weight.\(w.name)"
        case .fontDesign(let d): "Font.Design.\(d.rawValue)"
        case .angle(let a): "Angle(\(a.radians))"
        case .unitPoint(let p): "UnitPoint(\(p.x),\(p.y))"
        case .alignment(let a): "Alignment(\(a))"
        case .horizontalAlignment(let a): "HorizontalAlignment.\(a)"
        case .verticalAlignment(let a): "VerticalAlignment.\(a)"
        case .edge(let e): "Edge.\(e.rawValue)"
        case .edgeSet(let s): "Edge.Set(\(s.map(\.rawValue).sorted()))"
        case .axis(let a): "Axis.\(a.rawValue)"
        case .axisSet(let s): "Axis.Set(\(s.map(\.rawValue).sorted()))"
        case .path(let p): "Path(\(p))"
        case .strokeStyle(let s): "StrokeStyle(\(s))"
        case .projection(let p): "Projection(\(p))"
        case .affineTransform(let t): "Affine(\(t))"
        case .duration(let d): "Duration(\(d))"
        case .dispatchTime(let t): "DispatchTime(\(t))"
        case .date(let d): "Date(\(d))"
        case .uuid(let n): "UUID(\(n))"
        case .uuidText(let text): "UUID(\(text))"
        case .namespaceID(let n): "Namespace(\(n))"
        case .namedCoordinateSpace(let name):
            name == NativeTypes.scrollViewSpaceName ? "CoordinateSpace.scrollView" : "CoordinateSpace.named(\(name))"
        case .enumCase(let type, let name): "\(type).\(name)"
        case .environment: "EnvironmentValues"
        case .timerPublisher(let interval, let site): "Timer(\(interval))@\(site)"
        case .timer(let n): "Timer#\(n)"
        case .error(let message): "Error(\(message))"
        case .proposedSize(let p): "Proposed(\(String(describing: p.width)),\(String(describing: p.height)))"
        case .geometryProxy(let g): "Geometry(\(g.size))"
        case .viewDimensions(let d): "ViewDimensions(\(formatNumber(d.width))x\(formatNumber(d.height)))"
        case .graphicsContext: "GraphicsContext"
        case .anchorSource(let source): "Anchor.Source(\(source))"
        case .anchor(let anchor): "Anchor(\(anchor))"
        case .shadowStyle(let shadow): "ShadowStyle\(shadow)"
        case .canvasFilter(let filter): "Filter(\(filter))"
        case .canvasSymbol(let symbol): "ResolvedSymbol(\(symbol.size), \(symbol.items.count) items)"
        }
    }

    /// A native value as Swift's `description` prints it.
    static func describe(_ native: Native) -> String {
        switch native {
        case .uuid(let n): uuidText(n)
        case .uuidText(let text): text
        case .angle(let a): "Angle(radians: \(a.radians))"
        case .duration(let d): "\(Interpreter.swiftDescription(d)) seconds"
        case .date(let d): d.isFinite && abs(d) < 1e12 ? Date(timeIntervalSinceReferenceDate: d).description : "\(d)"
        case .namespaceID(let n): "ID(id: \(n))"
        case .enumCase(_, let name): name
        case .error(let message): message
        case .color(let c): c.description
        case .fontWeight(let w): w.name
        case .edge(let e): e.rawValue
        default: key(of: native)
        }
    }

    /// `UUID()` values are numbered from a counter; this is their text.
    static func uuidText(_ n: Int) -> String {
        let hex = String(n, radix: 16, uppercase: true)
        return "00000000-0000-4000-8000-" + String(repeating: "0", count: max(0, 12 - hex.count)) + hex
    }
}

extension TransitionSpec {
    /// A canonical text for comparing transitions.
    var key: String {
        switch self {
        case .model(let t): "\(t)"
        case .asymmetric(let i, let r): "asymmetric(\(i.key),\(r.key))"
        case .combined(let a, let b): "combined(\(a.key),\(b.key))"
        case .animation(let t, let a): "animation(\(t.key),\(a.map { "\($0)" } ?? "nil"))"
        case .modifier(_, _, let span): "modifier@\(span.start.offset)"
        case .custom(let instance, _): "custom(\(instance.type.name))"
        }
    }
}
