import FlipbookModel
import FlipbookSyntax

extension Interpreter {
    /// The source of `random(in:using: &generator)`, `shuffled(using:)`: the scene's own
    /// `RandomNumberGenerator`, whose `next()` is called on the variable passed (and the state
    /// it leaves written back), or, without `using:`, the run's seeded generator.
    struct RandomSource {
        let interpreter: Interpreter
        let generator: Argument?
        let env: Env

        /// 64 random bits.
        func next() throws(Interrupt) -> UInt64 {
            guard let generator else { return interpreter.nextRandom() }
            guard case .inOut(let target) = generator.value.kind else {
                throw .error("random(in:using:) needs the generator passed with &, as inout", at: generator.span)
            }
            var drawn: Value = .none
            try interpreter.modify(target, at: generator.span, env) { current throws(Interrupt) in
                drawn = try interpreter.callMethod(
                    on: &current, "next", [], nil, at: generator.span, nameSpan: generator.span, env)
            }
            guard let bits = drawn.asInt else {
                throw .error("the generator's next() must return a UInt64", at: generator.span)
            }
            return UInt64(bitPattern: Int64(bits))
        }

        /// A number below `bound` (not 0), as Swift's `next(upperBound:)` draws it: the high
        /// word of a full-width product, drawing again where the low word would bias it.
        func next(upperBound bound: UInt64) throws(Interrupt) -> UInt64 {
            var product = try next().multipliedFullWidth(by: bound)
            if product.low < bound {
                let threshold = (0 &- bound) % bound
                while product.low < threshold { product = try next().multipliedFullWidth(by: bound) }
            }
            return product.high
        }

        /// A Double in [0, 1): 53 random bits.
        func unit() throws(Interrupt) -> Double { Double(try next() >> 11) / Double(UInt64(1) << 53) }
    }

    func randomSource(_ args: Arguments) -> RandomSource {
        RandomSource(interpreter: self, generator: args.takeArgument("using"), env: args.env)
    }
}
