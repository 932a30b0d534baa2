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
}
