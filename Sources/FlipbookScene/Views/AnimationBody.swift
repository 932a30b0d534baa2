import FlipbookModel

extension Interpreter {
    /// `view.animation(anim) { content in content.scaleEffect(…) }` (iOS 17): the animation
    /// drives only the modifiers the body adds, in every transaction; what the view had before
    /// keeps the transaction's animation. A pass-through marker between the two keeps the
    /// outer animation from reaching inside.
    func animationBody(_ view: ViewValue, _ args: Arguments, at span: SourceSpan) throws(Interrupt) -> ViewValue {
        let animation = try animationArgument(try args.required(nil, .native("Animation")), at: args.span)
        let body = try args.requiredFunction("body", buildsViews: true)
        try args.finish()
        let inner = ViewValue.modified(view, .node(.animation(nil, value: .inheritedAnimation)), span: span)
        let result = try asView(try callFunction(body, [.view(inner)], at: body.span), at: body.span)
        return .modified(result, .node(.animation(animation, value: .anyChange)), span: span)
    }

    /// `view.transaction { t in t.animation = … } body: { content in content.scaleEffect(…) }`
    /// (iOS 17): the transform changes the transaction only for the modifiers the body adds,
    /// as `animation(_:body:)` scopes its animation.
    func transactionBody(_ view: ViewValue, _ args: Arguments, at span: SourceSpan) throws(Interrupt) -> ViewValue {
        let transform = try args.requiredFunction("transform")
        let body = try args.requiredFunction("body", buildsViews: true)
        try args.finish()
        let inner = ViewValue.modified(view, .node(.animation(nil, value: .inheritedAnimation)), span: span)
        let result = try asView(try callFunction(body, [.view(inner)], at: body.span), at: body.span)
        guard let modifier = try transactionModifier(transform, value: nil, at: args.span) else { return result }
        return .modified(result, modifier, span: span)
    }
}
