import FlipbookModel
import Foundation

extension NativeTypes {
    /// `Path`: built with a closure (`Path { p in … }`) or with mutating methods.
    static let path = NativeType("Path") { t in
        t.protocols = ["Shape", "View"]
        t.initializer = { i, a throws(Interrupt) in
            let trailing = try a.function("_")
            let callback = trailing == nil ? try a.function("callback") : nil
            if let builder = trailing ?? callback {
                let variable = Variable(.native(.path(Path())), isLet: false)
                try i.callMutatingClosure(builder, with: variable, at: a.span)
                return variable.value
            }
            if let value = try a.value(nil) {
                if case .instance = value { return .native(.path(Path(try i.rect(value, at: a.span)))) }
                if case .native(.path) = value { return value }
            }
            if let rect = try a.value("roundedRect") {
                var path = Path()
                let r = try a.double("cornerRadius") ?? 0
                _ = try a.value("style")
                path.addRoundedRect(in: try i.rect(rect, at: a.span), cornerSize: Size(width: r, height: r))
                return .native(.path(path))
            }
            if let rect = try a.value("ellipseIn") {
                var path = Path()
                path.addEllipse(in: try i.rect(rect, at: a.span))
                return .native(.path(path))
            }
            return .native(.path(Path()))
        }
        func change(
            _ body: @escaping @Sendable (Interpreter, inout Path, Arguments) throws(Interrupt) -> Void
        ) -> NativeType.MutatingMethod {
            { i, v, a throws(Interrupt) in
                guard case .native(.path(var p)) = v else { return .void }
                try body(i, &p, a)
                v = .native(.path(p))
                return .void
            }
        }
        t.mutatingMethods = [
            "move": change { i, p, a throws(Interrupt) in p.move(to: try i.point(a.required("to"), at: a.span)) },
            "addLine": change { i, p, a throws(Interrupt) in p.addLine(to: try i.point(a.required("to"), at: a.span)) },
            "addLines": change { i, p, a throws(Interrupt) in
                var points: [Point] = []
                for v in try i.elements(of: a.required(nil), at: a.span) { points.append(try i.point(v, at: a.span)) }
                p.addLines(points)
            },
            "addQuadCurve": change { i, p, a throws(Interrupt) in
                p.addQuadCurve(
                    to: try i.point(a.required("to"), at: a.span), control: try i.point(a.required("control"), at: a.span))
            },
            "addCurve": change { i, p, a throws(Interrupt) in
                p.addCurve(
                    to: try i.point(a.required("to"), at: a.span), control1: try i.point(a.required("control1"), at: a.span),
                    control2: try i.point(a.required("control2"), at: a.span))
            },
            "addArc": change { i, p, a throws(Interrupt) in
                if let tangent1 = try a.value("tangent1End") {
                    p.addArc(
                        tangent1End: try i.point(tangent1, at: a.span),
                        tangent2End: try i.point(a.required("tangent2End"), at: a.span),
                        radius: try a.requiredDouble("radius"))
                    _ = try a.value("transform")
                    return
                }
                let center = try i.point(a.required("center"), at: a.span)
                let radius = try a.requiredDouble("radius")
                guard case .native(.angle(let start)) = try a.required("startAngle", .native("Angle")),
                    case .native(.angle(let end)) = try a.required("endAngle", .native("Angle"))
                else {
                    throw .error("addArc needs Angle start and end angles", at: a.span)
                }
                let clockwise = try a.bool("clockwise") ?? false
                _ = try a.value("transform")
                p.addArc(center: center, radius: radius, startAngle: start, endAngle: end, clockwise: clockwise)
            },
            "addRelativeArc": change { i, p, a throws(Interrupt) in
                let center = try i.point(a.required("center"), at: a.span)
                let radius = try a.requiredDouble("radius")
                guard case .native(.angle(let start)) = try a.required("startAngle", .native("Angle")),
                    case .native(.angle(let delta)) = try a.required("delta", .native("Angle"))
                else {
                    throw .error("addRelativeArc needs Angle values", at: a.span)
                }
                p.addRelativeArc(center: center, radius: radius, startAngle: start, delta: delta)
            },
            "addEllipse": change { i, p, a throws(Interrupt) in
                p.addEllipse(in: try i.rect(a.required("in"), at: a.span))
                _ = try a.value("transform")
            },
            "addRect": change { i, p, a throws(Interrupt) in
                p.addRect(try i.rect(a.required(nil), at: a.span))
                _ = try a.value("transform")
            },
            "addRoundedRect": change { i, p, a throws(Interrupt) in
                let rect = try i.rect(a.required("in"), at: a.span)
                let cornerSize = try a.value("cornerSize").map { v throws(Interrupt) in try i.size(v, at: a.span) }
                let radius = try a.double("cornerRadius") ?? 0
                let corner = cornerSize ?? Size(width: radius, height: radius)
                _ = try a.value("style")
                _ = try a.value("transform")
                p.addRoundedRect(in: rect, cornerSize: corner)
            },
            "addPath": change { i, p, a throws(Interrupt) in
                guard case .native(.path(let other)) = try a.required(nil) else { return }
                _ = try a.value("transform")
                p.addPath(other)
            },
            "closeSubpath": change { _, p, _ in p.closeSubpath() },
        ]
        t.properties = [
            "boundingRect": { i, v, _ in
                guard case .native(.path(let p)) = v else { return .none }
                return i.makeRect(p.boundingRect)
            },
            "isEmpty": { _, v, _ in if case .native(.path(let p)) = v { .bool(p.isEmpty) } else { .true } },
            "currentPoint": { i, v, _ in
                guard case .native(.path(let p)) = v, let point = p.currentPoint else { return .none }
                return i.makePoint(point)
            },
        ]
        t.methods = [
            "trimmedPath": { _, v, a throws(Interrupt) in
                guard case .native(.path(let p)) = v else { return v }
                return .native(.path(p.trimmed(from: try a.requiredDouble("from"), to: try a.requiredDouble("to"))))
            },
            "strokedPath": { _, v, a throws(Interrupt) in
                guard case .native(.path(let p)) = v,
                    case .native(.strokeStyle(let style))? = try a.value(nil, .native("StrokeStyle"))
                else { throw .error("strokedPath(_:) needs a StrokeStyle", at: a.span) }
                guard let outline = p.strokedOutline(style) else {
                    throw .error(
                        "this stroked path is more than Flipbook draws (\(Path.maximumStrokePoints) points): "
                            + "a dash far shorter than the path?", at: a.span)
                }
                return .native(.path(outline))
            },
            "applying": { i, v, a throws(Interrupt) in
                guard case .native(.path(let p)) = v, case .native(.affineTransform(let t)) = try a.required(nil) else {
                    return v
                }
                return .native(.path(p.applying(t)))
            },
            "offsetBy": { _, v, a throws(Interrupt) in
                guard case .native(.path(let p)) = v else { return v }
                return .native(.path(p.applying(.translation(x: try a.double("dx") ?? 0, y: try a.double("dy") ?? 0))))
            },
            "path": { _, v, a throws(Interrupt) in
                _ = try a.positional()
                return v
            },
        ]
    }

    static let strokeStyle = NativeType("StrokeStyle") { t in
        t.initializer = { i, a throws(Interrupt) in
            var style = StrokeStyle()
            if let width = try a.double("lineWidth") { style.lineWidth = max(0, width) }
            if case .native(.enumCase(_, let cap))? = try a.value("lineCap", .native("CGLineCap")) {
                style.lineCap = StrokeStyle.LineCap(rawValue: cap) ?? .butt
            }
            if case .native(.enumCase(_, let join))? = try a.value("lineJoin", .native("CGLineJoin")) {
                style.lineJoin = StrokeStyle.LineJoin(rawValue: join) ?? .miter
            }
            if let limit = try a.double("miterLimit") { style.miterLimit = limit }
            if let dash = try a.value("dash", .array(.native("Double"))) {
                style.dash = try i.elements(of: dash, at: a.span).compactMap(\.asDouble)
            }
            if let phase = try a.double("dashPhase") { style.dashPhase = phase }
            return .native(.strokeStyle(style))
        }
    }

    static let lineCap = enumLike("CGLineCap", ["butt", "round", "square"])
    static let lineJoin = enumLike("CGLineJoin", ["miter", "round", "bevel"])
}

extension Interpreter {
    /// Calls a closure whose single parameter is `inout` (`Path { p in … }`).
    func callMutatingClosure(_ function: Function, with variable: Variable, at span: SourceSpan) throws(Interrupt) {
        guard case .closure(let closure, let captured, let typeContext) = function.body else {
            variable.value = try callFunction(function, [variable.value], at: span)
            return
        }
        let scope = captured.child()
        scope.declare(closure.parameters?.first?.name ?? "$0", variable: variable)
        _ = try runBody(closure.body, hint: nil, buildsViews: false, at: span, Env(scope: scope, typeContext: typeContext))
    }
}
