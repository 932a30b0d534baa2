extension Prelude {
    /// iOS 17's `CustomAnimation`: `Animation(MyAnimation())` runs the type's
    /// `animate(value:time:context:)` (see `Interpreter.sampleCustomAnimation`). Its context
    /// carries `isLogicallyComplete`; per-animation `state` is not modelled.
    static let customAnimationSource = #"""
        protocol CustomAnimation: Hashable {}

        extension CustomAnimation {
            func shouldMerge<V: VectorArithmetic>(
                previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
            ) -> Bool { false }
            func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? { nil }
        }

        struct AnimationContext<Value> {
            var isLogicallyComplete = false
        }
        """#
}
