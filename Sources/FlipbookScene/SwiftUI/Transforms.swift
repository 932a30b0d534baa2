import FlipbookModel

/// `CGAffineTransform` and `ProjectionTransform`, as `GeometryEffect.effectValue(size:)` and
/// `Path.applying(_:)` use them.
extension NativeTypes {
    static let affineTransform = NativeType("CGAffineTransform") { t in
        t.staticProperties["identity"] = { _, _ in .native(.affineTransform(.identity)) }
        t.initializer = { i, a throws(Interrupt) in
            if let x = try a.double("translationX") {
                return .native(.affineTransform(.translation(x: x, y: try a.requiredDouble("y"))))
            }
            if let x = try a.double("scaleX") {
                return .native(.affineTransform(.scale(x: x, y: try a.requiredDouble("y"))))
            }
            if let radians = try a.double("rotationAngle") {
                return .native(.affineTransform(.rotation(Angle(radians: radians))))
            }
            if let m11 = try a.double("a") {
                return .native(
                    .affineTransform(
                        AffineTransform(
                            a: m11, b: try a.requiredDouble("b"), c: try a.requiredDouble("c"), d: try a.requiredDouble("d"),
                            tx: try a.requiredDouble("tx"), ty: try a.requiredDouble("ty"))))
            }
            return .native(.affineTransform(.identity))
        }
        t.properties = [
            "a": { _, v, _ in .double(v.affine.a) }, "b": { _, v, _ in .double(v.affine.b) },
            "c": { _, v, _ in .double(v.affine.c) }, "d": { _, v, _ in .double(v.affine.d) },
            "tx": { _, v, _ in .double(v.affine.tx) }, "ty": { _, v, _ in .double(v.affine.ty) },
            "isIdentity": { _, v, _ in .bool(v.affine == .identity) },
        ]
        // Each of these applies the new transform before the receiver, as Core Graphics does.
        t.methods.define("translatedBy") { _, v, a throws(Interrupt) in
            .native(
                .affineTransform(v.affine.concatenating(.translation(x: try a.requiredDouble("x"), y: try a.requiredDouble("y"))))
            )
        }
        t.methods.define("scaledBy") { _, v, a throws(Interrupt) in
            .native(.affineTransform(v.affine.concatenating(.scale(x: try a.requiredDouble("x"), y: try a.requiredDouble("y")))))
        }
        t.methods.define("rotated") { _, v, a throws(Interrupt) in
            .native(.affineTransform(v.affine.concatenating(.rotation(Angle(radians: try a.requiredDouble("by"))))))
        }
        // Core Graphics gives back the transform itself when it has no inverse.
        t.methods.define("inverted") { _, v, a throws(Interrupt) in
            let m = v.affine
            let determinant = m.a * m.d - m.b * m.c
            guard determinant != 0, determinant.isFinite else { return v }
            let (ia, ib, ic, id) = (m.d / determinant, -m.b / determinant, -m.c / determinant, m.a / determinant)
            return .native(
                .affineTransform(
                    AffineTransform(a: ia, b: ib, c: ic, d: id, tx: -(ia * m.tx + ic * m.ty), ty: -(ib * m.tx + id * m.ty))))
        }
        t.methods.define("concatenating") { i, v, a throws(Interrupt) in
            guard case .native(.affineTransform(let other)) = try a.required(nil, .native("CGAffineTransform")) else {
                throw .error("concatenating(_:) needs a CGAffineTransform", at: a.span)
            }
            // Core Graphics' `t1.concatenating(t2)` applies t1 first, then t2.
            return .native(.affineTransform(other.concatenating(v.affine)))
        }
    }

    static let projectionTransform = NativeType("ProjectionTransform") { t in
        t.staticProperties["identity"] = { _, _ in .native(.projection(.identity)) }
        t.initializer = { i, a throws(Interrupt) in
            guard let value = try a.value(nil, .native("CGAffineTransform")) else { return .native(.projection(.identity)) }
            switch value {
            case .native(.affineTransform(let affine)): return .native(.projection(ProjectionTransform(affine)))
            case .native(.projection): return value
            default: throw .error("ProjectionTransform(_:) needs a CGAffineTransform, not \(i.typeName(of: value))", at: a.span)
            }
        }
        t.properties["isIdentity"] = { _, v, _ in
            if case .native(.projection(let p)) = v { return .bool(p.isIdentity) }
            return .bool(false)
        }
    }
}

extension Value {
    /// The transform of a `CGAffineTransform` value (identity for anything else).
    var affine: AffineTransform {
        if case .native(.affineTransform(let t)) = self { return t }
        return .identity
    }
}
