import FlipbookModel

/// The native half of keyframes: the prelude declares `KeyframeTrack`, `LinearKeyframe`… as
/// Swift structs (Prelude+Keyframes.swift), and samples a track through these two functions,
/// which read the keyframes' fields into a `KeyframeSequence` over the value's components.
extension NativeGlobals {
    static let keyframeCalls: [String: NativeType.Call] = [
        // `_keyframeValue(start, keyframes, time)`: the track's value `time` s after it started.
        "_keyframeValue": { i, a throws(Interrupt) in
            let start = try a.required(nil)
            let keyframes = try a.required(nil)
            let time = try a.requiredDouble(nil)
            try a.finish()
            let sequence = try i.keyframeSequence(start: start, keyframes, at: a.span)
            var components = sequence.value(at: time)[...]
            return try i.rebuild(start, from: &components, at: a.span)
        },
        // `_keyframeDuration(start, keyframes)`: the sum of the keyframes' durations.
        "_keyframeDuration": { i, a throws(Interrupt) in
            let start = try a.required(nil)
            let keyframes = try a.required(nil)
            try a.finish()
            return .double(try i.keyframeSequence(start: start, keyframes, at: a.span).duration)
        },
    ]
}

extension Interpreter {
    /// The prelude's keyframe structs as a sequence starting at `start`.
    func keyframeSequence(start: Value, _ keyframes: Value, at span: SourceSpan) throws(Interrupt) -> KeyframeSequence {
        let startVector = try vector(start, at: span)
        var out: [Keyframe] = []
        for element in try elements(of: keyframes, at: span) {
            guard case .instance(let keyframe) = element else {
                throw .error(
                    "a keyframe track holds LinearKeyframe, SpringKeyframe, CubicKeyframe or MoveKeyframe values", at: span)
            }
            out.append(try self.keyframe(keyframe, start: start, at: span))
        }
        return KeyframeSequence(start: startVector, keyframes: out)
    }

    private func keyframe(_ keyframe: Instance, start: Value, at span: SourceSpan) throws(Interrupt) -> Keyframe {
        let field = { (name: String) -> Value in keyframe.fields[name] ?? .none }
        // `.zero`, `.degrees(16)`: written where only the track's value says the type.
        let typed = { (value: Value) throws(Interrupt) -> Value in
            guard case .implicitMember(let implicit) = value else { return value }
            return try self.resolveImplicit(implicit, as: self.typeOf(start))
        }
        let target = try vector(typed(field("to")), at: span)
        let optionalVector = { (name: String) throws(Interrupt) -> [Double]? in
            let value = field(name)
            return value.isNone ? nil : try self.vector(typed(value), at: span)
        }
        let duration = field("duration").asDouble
        switch keyframe.type.simpleName {
        case "LinearKeyframe":
            return Keyframe(.linear(try curve(field("timingCurve"), at: span)), target: target, duration: duration ?? 0)
        case "SpringKeyframe":
            let spring = try springParameters(field("spring"), at: span)
            let settling = spring.settlingDuration
            return Keyframe(
                .spring(spring, startVelocity: try optionalVector("startVelocity")), target: target,
                duration: duration ?? (settling.isFinite ? settling : 0))
        case "CubicKeyframe":
            return Keyframe(
                .cubic(startVelocity: try optionalVector("startVelocity"), endVelocity: try optionalVector("endVelocity")),
                target: target, duration: duration ?? 0)
        case "MoveKeyframe":
            return Keyframe(.move, target: target, duration: 0)
        default:
            throw .error("'\(keyframe.type.name)' is not a keyframe", at: span)
        }
    }

    /// The prelude's `UnitCurve`: a kind and, for a Bézier curve, its control points.
    private func curve(_ value: Value, at span: SourceSpan) throws(Interrupt) -> KeyframeCurve {
        guard case .instance(let curve) = value, let kind = curve.fields["kind"]?.asDouble else { return .linear }
        switch Int(kind) {
        case 1:
            let points = try elements(of: curve.fields["points"] ?? .array([]), at: span).compactMap(\.asDouble)
            guard points.count == 4, points.allSatisfy(\.isFinite) else {
                throw .error("a UnitCurve's control points must be finite numbers", at: span)
            }
            return .bezier(BezierTimingCurve(c0x: points[0], c0y: points[1], c1x: points[2], c1y: points[3]))
        case 2: return .circularEaseIn
        case 3: return .circularEaseOut
        case 4: return .circularEaseInOut
        default: return .linear
        }
    }

    /// The prelude's `Spring`: mass, stiffness and damping.
    private func springParameters(_ value: Value, at span: SourceSpan) throws(Interrupt) -> SpringParameters {
        guard case .instance(let spring) = value,
            let mass = spring.fields["mass"]?.asDouble, let stiffness = spring.fields["stiffness"]?.asDouble,
            let damping = spring.fields["damping"]?.asDouble
        else { return SpringParameters(duration: 0.5, bounce: 0) }
        guard mass > 0, stiffness > 0, damping >= 0, [mass, stiffness, damping].allSatisfy(\.isFinite) else {
            throw .error("a Spring needs a positive mass and stiffness and a damping of at least 0", at: span)
        }
        return SpringParameters(mass: mass, stiffness: stiffness, damping: damping)
    }
}
