extension Prelude {
    /// Keyframe animation, written in Swift on the scene's own mechanisms: result builders
    /// collect the keyframes, `KeyframeTimeline` samples them (through the native
    /// `_keyframeValue`, which does the curve, spring and spline arithmetic), and the animators
    /// drive a clock `@State` with a linear animation, read by an `Animatable` modifier whose
    /// body is the scene's content closure: the live stage evaluates it every frame with the
    /// clock interpolated, so a frame is the timeline's value at that instant.
    ///
    /// With a trigger, each change runs the keyframes once, starting from the value the
    /// previous run ended at; with `repeating`, they loop from the initial value for ever.
    static let keyframesSource = #"""
        struct UnitCurve: Hashable {
            var kind = 0
            var points: [Double] = []
            static let linear = UnitCurve(kind: 0)
            static let easeIn = UnitCurve(kind: 1, points: [0.42, 0, 1, 1])
            static let easeOut = UnitCurve(kind: 1, points: [0, 0, 0.58, 1])
            static let easeInOut = UnitCurve(kind: 1, points: [0.42, 0, 0.58, 1])
            static let circularEaseIn = UnitCurve(kind: 2)
            static let circularEaseOut = UnitCurve(kind: 3)
            static let circularEaseInOut = UnitCurve(kind: 4)
            static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
                UnitCurve(kind: 1, points: [startControlPoint.x, startControlPoint.y, endControlPoint.x, endControlPoint.y])
            }

            /// The curve's output at `progress`, clamped to 0...1 as Apple's is.
            func value(at progress: Double) -> Double {
                let t = min(max(progress, 0), 1)
                switch kind {
                case 1: return _bezierY(atX: t)
                case 2: return 1 - (1 - t * t).squareRoot()
                case 3: return (1 - (t - 1) * (t - 1)).squareRoot()
                case 4:
                    return t < 0.5
                        ? (1 - (1 - 4 * t * t).squareRoot()) / 2 : ((1 - (2 * t - 2) * (2 * t - 2)).squareRoot() + 1) / 2
                default: return t
                }
            }

            /// The cubic Bézier's y where its x is `x`: its parameter found by Newton's method,
            /// then bisection where the slope is too flat.
            func _bezierY(atX x: Double) -> Double {
                let (x1, y1, x2, y2) = (points[0], points[1], points[2], points[3])
                func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
                    3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
                }
                var t = x
                for _ in 0..<8 {
                    let error = bezier(t, x1, x2) - x
                    let slope = 3 * (1 - t) * (1 - t) * x1 + 6 * (1 - t) * t * (x2 - x1) + 3 * t * t * (1 - x2)
                    if abs(error) < 1e-7 { return bezier(t, y1, y2) }
                    if abs(slope) < 1e-6 { break }
                    t = min(max(t - error / slope, 0), 1)
                }
                var (low, high) = (0.0, 1.0)
                for _ in 0..<40 {
                    t = (low + high) / 2
                    if bezier(t, x1, x2) < x { low = t } else { high = t }
                }
                return bezier(t, y1, y2)
            }
        }

        struct Spring: Hashable {
            var mass: Double
            var stiffness: Double
            var damping: Double

            init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
                self.mass = mass
                self.stiffness = stiffness
                self.damping = damping
            }
            init(response: Double, dampingRatio: Double) {
                mass = 1
                stiffness = response > 0 ? pow(2 * Double.pi / response, 2) : 1e12
                damping = 2 * stiffness.squareRoot() * dampingRatio
            }
            init(duration: Double = 0.5, bounce: Double = 0) {
                // Bounce −1 is ζ = ∞, taken as 1000 (as `Animation.dampingFraction(bounce:)` does).
                self.init(response: duration, dampingRatio: bounce >= 0 ? 1 - bounce : (bounce > -1 ? min(1 / (1 + bounce), 1000) : 1000))
            }

            var duration: Double { 2 * Double.pi / (stiffness / mass).squareRoot() }
            var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }
            var bounce: Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }

            /// Where a value moving from `fromValue` to `toValue` on the spring is after `time`
            /// seconds, starting at `initialVelocity` (the damped oscillator's closed form).
            func value(fromValue: Double, toValue: Double, initialVelocity: Double = 0, time: Double) -> Double {
                toValue + _displacement(fromValue - toValue, initialVelocity, time)
            }
            func value(target: Double, initialVelocity: Double = 0, time: Double) -> Double {
                value(fromValue: 0, toValue: target, initialVelocity: initialVelocity, time: time)
            }

            func _displacement(_ x0: Double, _ v0: Double, _ t: Double) -> Double {
                let omega = (stiffness / mass).squareRoot()
                let zeta = dampingRatio
                if zeta < 1 {
                    let damped = omega * (1 - zeta * zeta).squareRoot()
                    return exp(-zeta * omega * t) * (x0 * cos(damped * t) + (v0 + zeta * omega * x0) / damped * sin(damped * t))
                }
                if zeta == 1 { return (x0 + (v0 + omega * x0) * t) * exp(-omega * t) }
                let root = (zeta * zeta - 1).squareRoot()
                let r1 = -omega * (zeta - root)
                let r2 = -omega * (zeta + root)
                let c2 = (v0 - r1 * x0) / (r2 - r1)
                return (x0 - c2) * exp(r1 * t) + c2 * exp(r2 * t)
            }

            static let smooth = Spring(duration: 0.5, bounce: 0)
            static let snappy = Spring(duration: 0.5, bounce: 0.15)
            static let bouncy = Spring(duration: 0.5, bounce: 0.3)
            static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
                Spring(duration: duration, bounce: extraBounce)
            }
            static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
                Spring(duration: duration, bounce: 0.15 + extraBounce)
            }
            static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
                Spring(duration: duration, bounce: 0.3 + extraBounce)
            }
        }

        struct LinearKeyframe<Value> {
            let to: Value
            let duration: Double
            let timingCurve: UnitCurve
            init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
                self.to = to
                self.duration = duration
                self.timingCurve = timingCurve
            }
        }

        struct SpringKeyframe<Value> {
            let to: Value
            let duration: Double?
            let spring: Spring
            let startVelocity: Value?
            init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
                self.to = to
                self.duration = duration
                self.spring = spring
                self.startVelocity = startVelocity
            }
        }

        struct CubicKeyframe<Value> {
            let to: Value
            let duration: Double
            let startVelocity: Value?
            let endVelocity: Value?
            init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
                self.to = to
                self.duration = duration
                self.startVelocity = startVelocity
                self.endVelocity = endVelocity
            }
        }

        struct MoveKeyframe<Value> {
            let to: Value
            init(_ to: Value) { self.to = to }
        }

        @resultBuilder
        struct KeyframeTrackContentBuilder<Value> {
            static func buildExpression(_ keyframe: Any) -> [Any] { [keyframe] }
            static func buildBlock(_ parts: [Any]...) -> [Any] { parts.flatMap { $0 } }
            static func buildOptional(_ part: [Any]?) -> [Any] { part ?? [] }
            static func buildEither(first part: [Any]) -> [Any] { part }
            static func buildEither(second part: [Any]) -> [Any] { part }
            static func buildArray(_ parts: [[Any]]) -> [Any] { parts.flatMap { $0 } }
        }

        struct KeyframeTrack<Root, Value> {
            let keyPath: AnyKeyPath?
            let keyframes: [Any]

            init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> [Any]) {
                self.keyPath = keyPath
                keyframes = content()
            }
            init(@KeyframeTrackContentBuilder<Value> content: () -> [Any]) {
                keyPath = nil
                keyframes = content()
            }
            init(keyPath: AnyKeyPath?, keyframes: [Any]) {
                self.keyPath = keyPath
                self.keyframes = keyframes
            }

            func start(_ root: Root) -> Any {
                if let keyPath { return root[keyPath: keyPath] }
                return root
            }
            func duration(from root: Root) -> Double { _keyframeDuration(start(root), keyframes) }
            func apply(to value: Root, from initial: Root, time: Double) -> Root {
                let sampled = _keyframeValue(start(initial), keyframes, time)
                guard let keyPath else { return sampled }
                var copy = value
                copy[keyPath: keyPath] = sampled
                return copy
            }
        }

        @resultBuilder
        struct KeyframesBuilder<Value> {
            static func buildExpression(_ item: Any) -> [Any] { [item] }
            static func buildBlock(_ parts: [Any]...) -> [Any] { parts.flatMap { $0 } }
            static func buildOptional(_ part: [Any]?) -> [Any] { part ?? [] }
            static func buildEither(first part: [Any]) -> [Any] { part }
            static func buildEither(second part: [Any]) -> [Any] { part }
            static func buildArray(_ parts: [[Any]]) -> [Any] { parts.flatMap { $0 } }
            // Keyframes written without a track animate the whole value, one after the other.
            static func buildFinalResult(_ items: [Any]) -> [Any] {
                var tracks: [Any] = []
                var bare: [Any] = []
                for item in items {
                    if item is KeyframeTrack {
                        tracks.append(item)
                    } else if let built = item as? [Any] {
                        // Tracks made by a helper (`keyframes: { _ in myTracks() }`).
                        tracks += buildFinalResult(built)
                    } else {
                        bare.append(item)
                    }
                }
                if !bare.isEmpty { tracks.append(KeyframeTrack(keyPath: nil, keyframes: bare)) }
                return tracks
            }
        }

        struct KeyframeTimeline<Value> {
            let initialValue: Value
            let tracks: [Any]

            init(initialValue: Value, @KeyframesBuilder<Value> content: () -> [Any]) {
                self.initialValue = initialValue
                tracks = content()
            }
            init(initialValue: Value, tracks: [Any]) {
                self.initialValue = initialValue
                self.tracks = tracks
            }

            var duration: TimeInterval {
                tracks.map { ($0 as! KeyframeTrack).duration(from: initialValue) }.max() ?? 0
            }
            func value(time: Double) -> Value {
                var value = initialValue
                for track in tracks {
                    value = (track as! KeyframeTrack).apply(to: value, from: initialValue, time: time)
                }
                return value
            }
            func value(progress: Double) -> Value { value(time: progress * duration) }
        }

        struct _KeyframeSampler<Value>: ViewModifier, Animatable {
            var clock: Double
            let base: Double
            let timeline: KeyframeTimeline<Value>
            let content: (Any, Value) -> any View
            var animatableData: Double {
                get { clock }
                set { clock = newValue }
            }
            func body(content: Content) -> some View {
                self.content(content, timeline.value(time: clock - base))
            }
        }

        struct _KeyframeAnimatorModifier<Value>: ViewModifier {
            let initialValue: Value
            let trigger: AnyHashable?
            let repeating: Bool
            let content: (Any, Value) -> any View
            let keyframes: (Value) -> [Any]
            @State private var start: Value? = nil
            @State private var clock = 0.0
            @State private var base = 0.0

            private func timeline(from value: Value) -> KeyframeTimeline<Value> {
                KeyframeTimeline(initialValue: value, tracks: keyframes(value))
            }

            func body(content: Content) -> some View {
                content
                    .modifier(
                        _KeyframeSampler(
                            clock: clock, base: base, timeline: timeline(from: start ?? initialValue),
                            content: self.content)
                    )
                    .onAppear {
                        guard repeating else { return }
                        let duration = timeline(from: initialValue).duration
                        if duration > 0 {
                            withAnimation(.linear(duration: duration).repeatForever(autoreverses: false)) { clock = duration }
                        }
                    }
                    .onChange(of: trigger) {
                        guard !repeating else { return }
                        let previous = timeline(from: start ?? initialValue)
                        // Where the animator rests: the initial value, or the last run's end.
                        let from = previous.value(time: clock - base)
                        let next = timeline(from: from)
                        start = from
                        base = clock
                        withAnimation(.linear(duration: next.duration)) { clock = base + next.duration }
                    }
            }
        }

        struct KeyframeAnimator<Value, Content: View>: View {
            let initialValue: Value
            let trigger: AnyHashable?
            let repeating: Bool
            let content: (Value) -> Content
            let keyframes: (Value) -> [Any]

            init(
                initialValue: Value, trigger: AnyHashable?, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> [Any]
            ) {
                self.initialValue = initialValue
                self.trigger = trigger
                self.repeating = false
                self.content = content
                self.keyframes = keyframes
            }

            init(
                initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> [Any]
            ) {
                self.initialValue = initialValue
                self.trigger = nil
                self.repeating = repeating
                self.content = content
                self.keyframes = keyframes
            }

            var body: some View {
                Color.clear.modifier(
                    _KeyframeAnimatorModifier(
                        initialValue: initialValue, trigger: trigger, repeating: repeating,
                        content: { _, value in content(value) }, keyframes: keyframes))
            }
        }

        extension View {
            func keyframeAnimator<Value>(
                initialValue: Value, trigger: AnyHashable?,
                @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> [Any]
            ) -> some View {
                modifier(
                    _KeyframeAnimatorModifier(
                        initialValue: initialValue, trigger: trigger, repeating: false, content: content,
                        keyframes: keyframes))
            }

            func keyframeAnimator<Value>(
                initialValue: Value, repeating: Bool = true,
                @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> [Any]
            ) -> some View {
                modifier(
                    _KeyframeAnimatorModifier(
                        initialValue: initialValue, trigger: nil, repeating: repeating, content: content,
                        keyframes: keyframes))
            }
        }
        """#
}
