import FlipbookModel
import FlipbookSyntax
import FlipbookVocabulary

extension Interpreter {
    /// `view.name(arguments)` for a modifier that is not the scene's own: a `Text` or shape
    /// method, one of the modifiers that shape identity, lifetime, environment and attachments
    /// (the interpreter's), or a registered built-in modifier. An unknown name is an error at
    /// the name.
    func applyViewModifier(
        _ name: String, to view: ViewValue, _ args: Arguments, at span: SourceSpan,
        nameSpan: SourceSpan
    ) throws(Interrupt) -> Value {
        if name == "animation", args.remainingLabels.contains("body") || args.hasTrailingClosure {
            return .view(try animationBody(view, args, at: nameSpan))
        }
        if name == "transaction", args.remainingLabels.contains("body") {
            return .view(try transactionBody(view, args, at: nameSpan))
        }
        if case .text(let runs, let textSpan) = view, let method = TextMethods.methods[name] {
            let result = try method(self, runs, args)
            try args.finish()
            return .view(.text(result, span: textSpan))
        }
        if case .shape(let shape, let shapeSpan) = view {
            if name == "path", args.remainingLabels == ["in"] {
                return try shapePath(shape.shape, args, at: nameSpan)
            }
            if let method = Registry.shapeViewMethods[name] {
                return .view(
                    .shape(
                        try args.construct { arguments throws(ArgumentError) in try method(shape, arguments) }, span: shapeSpan))
            }
            if let method = Registry.shapeMethods[name] {
                var styled = shape
                styled.shape = try args.construct { arguments throws(ArgumentError) in try method(shape.shape, arguments) }
                return .view(.shape(styled, span: shapeSpan))
            }
        }
        if case .leaf(let leaf, let leafSpan) = view, let image = leaf.base as? any ImageLeafView,
            let method = Registry.imageMethods[name]
        {
            let result = try args.construct { arguments throws(ArgumentError) in try method(image, arguments) }
            return .view(.leaf(AnyLeafView(result), span: leafSpan))
        }
        if let special = SceneModifiers.table[name] {
            let modifier = try special(self, args, view)
            try args.finish()
            guard let modifier else { return .view(view) }
            return .view(.modified(view, modifier, span: nameSpan))
        }
        guard let entry = Registry.modifiers[name] else {
            if ["fill", "stroke", "strokeBorder", "trim"].contains(name) {
                throw .error("\(name)(_:) applies to a shape (Rectangle, Circle…) directly", at: nameSpan)
            }
            throw .error("modifier '\(name)' is not supported by Flipbook yet", at: nameSpan)
        }
        switch entry {
        case .view(let make):
            let modifier = try args.construct { arguments throws(ArgumentError) in try make(arguments) }
            return .view(.modified(view, .node(.effect(modifier)), span: nameSpan))
        case .environment(let make):
            let modifier = try args.construct { arguments throws(ArgumentError) in try make(arguments) }
            return .view(.modified(view, .environment(modifier), span: nameSpan))
        case .trait(let make):
            let modifier = try args.construct { arguments throws(ArgumentError) in try make(arguments) }
            return .view(.modified(view, .trait(modifier), span: nameSpan))
        case .inert:
            args.ignoreRemaining()
            return .view(view)
        }
    }

    /// Whether `name` is a modifier a view understands (to call it on an implicit `self`).
    func isViewModifierName(_ name: String) -> Bool {
        Registry.modifiers[name] != nil || SceneModifiers.table[name] != nil
    }

    /// Whether `name` is a method of a built-in shape (`scale(x:y:)`, `fill`, `stroke`).
    func isShapeMethodName(_ name: String) -> Bool {
        Registry.shapeViewMethods[name] != nil || Registry.shapeMethods[name] != nil
    }

    /// Whether `name` is a modifier or a method of a built-in shape, text or image, which an
    /// extension's overload of the same name leaves to the calls it does not accept.
    func isBuiltInViewMethodName(_ name: String) -> Bool {
        isViewModifierName(name) || Registry.shapeViewMethods[name] != nil || Registry.shapeMethods[name] != nil
            || Registry.imageMethods[name] != nil || TextMethods.methods[name] != nil
    }
}

extension Interpreter {
    /// `shape.path(in:)` of a built-in shape, or of one made from a scene's shape (its
    /// `.inset(by:)`, `.rotation(_:)`…): the path SwiftUI's `Shape` conformance returns.
    fileprivate func shapePath(_ shape: ShapeGeometry, _ args: Arguments, at span: SourceSpan) throws(Interrupt) -> Value {
        let rect = try self.rect(try args.required("in"), at: span)
        try args.finish()
        do {
            return .native(.path(try shape.path(in: rect, evaluator: shape.isBuiltin ? nil : LiveEvaluator(freezing: self))))
        } catch {
            throw .error(error.message, at: error.span ?? span)
        }
    }
}
