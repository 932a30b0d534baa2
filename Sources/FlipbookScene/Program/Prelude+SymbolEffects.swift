extension Prelude {
    /// `.symbolEffect`, written in Swift on keyframe animators: SF Symbols' effects become
    /// plain animations of the whole view (Flipbook draws symbols as single glyphs, so
    /// by-layer variants animate the whole symbol; the numbers are in docs/semantics.md):
    /// - with `value:`, a discrete effect plays once per change (`.bounce`, `.pulse`,
    ///   `.wiggle`, `.rotate`, `.breathe`);
    /// - with `isActive:` (`.scale`, and the others), the effect applies while active;
    /// - with neither, an indefinite effect repeats for ever (an endless clip).
    /// Effects that change the symbol itself (`.variableColor`, `.appear`, `.disappear`,
    /// `.replace`) are accepted and draw nothing different.
    static let symbolEffectsSource = #"""
        struct _SymbolEffect {
            let kind: Int
            static let bounce = _SymbolEffect(kind: 1)
            static let pulse = _SymbolEffect(kind: 2)
            static let scale = _SymbolEffect(kind: 3)
            static let wiggle = _SymbolEffect(kind: 4)
            static let rotate = _SymbolEffect(kind: 5)
            static let breathe = _SymbolEffect(kind: 6)
            static let variableColor = _SymbolEffect(kind: 0)
            static let appear = _SymbolEffect(kind: 0)
            static let disappear = _SymbolEffect(kind: 0)
            static let replace = _SymbolEffect(kind: 0)
            static let automatic = _SymbolEffect(kind: 0)
            var up: _SymbolEffect { self }
            var down: _SymbolEffect { self }
            var byLayer: _SymbolEffect { self }
            var wholeSymbol: _SymbolEffect { self }
            var iterative: _SymbolEffect { self }
            var cumulative: _SymbolEffect { self }
            var reversing: _SymbolEffect { self }
            var nonReversing: _SymbolEffect { self }
            var hideInactiveLayers: _SymbolEffect { self }
            var dimInactiveLayers: _SymbolEffect { self }
            var clockwise: _SymbolEffect { self }
            var counterClockwise: _SymbolEffect { self }
            var left: _SymbolEffect { self }
            var right: _SymbolEffect { self }
            var forward: _SymbolEffect { self }
            var backward: _SymbolEffect { self }
            var downUp: _SymbolEffect { self }
            var upUp: _SymbolEffect { self }
            var offUp: _SymbolEffect { self }
            var plain: _SymbolEffect { self }
            // `.breathe.pulse`: breathing that also fades, drawn as the breathing it varies.
            var pulse: _SymbolEffect { self }
        }

        typealias SymbolEffectOptions = _SymbolEffectOptions
        struct _SymbolEffectOptions {
            /// A count (`.repeat(3)`) or iOS 18's behaviour (`.repeat(.periodic(delay: 1))`).
            struct RepeatBehavior: ExpressibleByIntegerLiteral {
                init() {}
                init(integerLiteral count: Int) {}
                static let continuous = RepeatBehavior()
                static let periodic = RepeatBehavior()
                static func periodic(_ count: Int? = nil, delay: Double? = nil) -> RepeatBehavior { RepeatBehavior() }
                static func periodic(delay: Double?) -> RepeatBehavior { RepeatBehavior() }
            }
            static let `default` = _SymbolEffectOptions()
            static let repeating = _SymbolEffectOptions()
            static let nonRepeating = _SymbolEffectOptions()
            static func `repeat`(_ behavior: RepeatBehavior?) -> _SymbolEffectOptions { _SymbolEffectOptions() }
            static func speed(_ speed: Double) -> _SymbolEffectOptions { _SymbolEffectOptions() }
            func `repeat`(_ behavior: RepeatBehavior?) -> _SymbolEffectOptions { self }
            func speed(_ speed: Double) -> _SymbolEffectOptions { self }
        }

        struct _SymbolMotion {
            var scale = 1.0
            var opacity = 1.0
            var angle = Angle.zero
        }

        func _symbolKeyframes(_ kind: Int) -> [Any] {
            switch kind {
            case 1:
                return [
                    KeyframeTrack(\_SymbolMotion.scale) {
                        LinearKeyframe(0.85, duration: 0.1, timingCurve: .easeOut)
                        LinearKeyframe(1.15, duration: 0.12, timingCurve: .easeOut)
                        SpringKeyframe(1.0, spring: .bouncy)
                    }
                ]
            case 2:
                return [
                    KeyframeTrack(\_SymbolMotion.opacity) {
                        LinearKeyframe(0.35, duration: 0.35, timingCurve: .easeInOut)
                        LinearKeyframe(1.0, duration: 0.35, timingCurve: .easeInOut)
                    }
                ]
            case 4:
                return [
                    KeyframeTrack(\_SymbolMotion.angle) {
                        LinearKeyframe(Angle.degrees(-12), duration: 0.1)
                        LinearKeyframe(Angle.degrees(12), duration: 0.15)
                        LinearKeyframe(Angle.degrees(-8), duration: 0.15)
                        LinearKeyframe(Angle.degrees(0), duration: 0.1)
                    }
                ]
            case 5:
                return [KeyframeTrack(\_SymbolMotion.angle) { LinearKeyframe(Angle.degrees(360), duration: 1); MoveKeyframe(Angle.degrees(0)) }]
            case 6:
                return [
                    KeyframeTrack(\_SymbolMotion.scale) {
                        LinearKeyframe(1.1, duration: 0.8, timingCurve: .easeInOut)
                        LinearKeyframe(1.0, duration: 0.8, timingCurve: .easeInOut)
                    }
                ]
            default:
                return []
            }
        }

        extension EnvironmentValues {
            @Entry var _symbolEffectsRemoved = false
        }

        extension View {
            func symbolEffect(_ effect: _SymbolEffect, options: _SymbolEffectOptions = .default, value: AnyHashable?) -> some View {
                _SymbolEffectTrigger(content: self, effect: effect, value: value)
            }

            func symbolEffect(_ effect: _SymbolEffect, options: _SymbolEffectOptions = .default, isActive: Bool = true) -> some View {
                _SymbolEffectBody(content: self, effect: effect, isActive: isActive)
            }

            /// `.symbolEffectsRemoved()`: the symbols below draw without their effects.
            func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View {
                environment(\._symbolEffectsRemoved, isEnabled)
            }
        }

        struct _SymbolEffectTrigger<Content: View>: View {
            let content: Content
            let effect: _SymbolEffect
            let value: AnyHashable?
            @Environment(\._symbolEffectsRemoved) private var removed

            var body: some View {
                if removed {
                    content
                } else {
                    content.keyframeAnimator(initialValue: _SymbolMotion(), trigger: value) { view, motion in
                        view.scaleEffect(motion.scale).opacity(motion.opacity).rotationEffect(motion.angle)
                    } keyframes: { _ in _symbolKeyframes(effect.kind) }
                }
            }
        }

        struct _SymbolEffectBody<Content: View>: View {
            let content: Content
            let effect: _SymbolEffect
            let isActive: Bool
            @Environment(\._symbolEffectsRemoved) private var removed

            var body: some View {
                if removed {
                    content
                } else if effect.kind == 3 {
                    content.scaleEffect(isActive ? 1.25 : 1).animation(.snappy, value: isActive)
                } else if isActive && effect.kind != 0 {
                    content.keyframeAnimator(initialValue: _SymbolMotion(), repeating: true) { view, motion in
                        view.scaleEffect(motion.scale).opacity(motion.opacity).rotationEffect(motion.angle)
                    } keyframes: { _ in _symbolKeyframes(effect.kind) }
                } else {
                    content
                }
            }
        }
        """#
}
