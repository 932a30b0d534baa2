import FlipbookModel
import FlipbookSyntax

extension Interpreter {
    /// How often a `CustomAnimation` is asked for its value: the sample stage interpolates
    /// between these (at 120 per second, finer than any frame rate Flipbook renders at).
    static let customAnimationInterval = 1.0 / 120

    /// The longest a `CustomAnimation` may run before it returns nil (its samples' count bound).
    static let longestCustomAnimation = 60.0

    /// `Animation(MyAnimation())`: the animation's `animate(value:time:context:)` asked, for a
    /// change of 1, what part of it has been covered at each sampling time, until it returns
    /// nil (finished). SwiftUI asks it every frame with the real change; an animation that
    /// scales the change (`value.scaled(by: f(time))`, as custom curves do) moves the same.
    func sampleCustomAnimation(_ animation: Value, at span: SourceSpan) throws(Interrupt) -> Animation {
        guard case .instance(let instance) = animation, instance.type.conforms(to: "CustomAnimation") else {
            throw .error("Animation(_:) needs a value of a type that conforms to CustomAnimation", at: span)
        }
        guard let contextType = index.types["AnimationContext"] else {
            throw .error("Animation(_:) needs a CustomAnimation", at: span)
        }
        let env = Env(scope: globalScope.child(), typeContext: instance.type)
        let scope = env.scope
        scope.declare(
            "\u{0}animationContext", .instance(Instance(type: contextType, fields: ["isLogicallyComplete": .bool(false)])),
            isLet: false)
        var progress: [Double] = []
        let limit = Int(Self.longestCustomAnimation / Self.customAnimationInterval)
        for step in 0...limit {
            let time = Double(step) * Self.customAnimationInterval
            scope.declare("\u{0}animationTime", .double(time), isLet: true)
            let arguments = [
                Argument(label: "value", value: Expr(.float(1), span: span), span: span),
                Argument(label: "time", value: Expr(.identifier("\u{0}animationTime"), span: span), span: span),
                Argument(
                    label: "context", value: Expr(.inOut(Expr(.identifier("\u{0}animationContext"), span: span)), span: span),
                    span: span),
            ]
            let result = try callMethod(on: animation, "animate", arguments, nil, at: span, nameSpan: span, env)
            if result.isNone {
                if progress.isEmpty { progress.append(1) }
                progress.append(1)
                return .sampled(name: instance.type.name, progress: progress, interval: Self.customAnimationInterval)
            }
            guard let value = result.asDouble, value.isFinite else {
                throw .error(
                    "\(instance.type.name).animate(value:time:context:) returned \(describe(result)) for a change of 1; "
                        + "Flipbook animates custom animations that return a finite number (value.scaled(by: …))", at: span)
            }
            progress.append(value)
        }
        throw .error(
            "\(instance.type.name) runs longer than \(Int(Self.longestCustomAnimation)) s (its animate(value:time:context:) "
                + "never returns nil); Flipbook cannot animate it", at: span)
    }
}
