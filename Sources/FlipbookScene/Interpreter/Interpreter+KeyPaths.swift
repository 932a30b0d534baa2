import FlipbookModel

extension Interpreter {
    /// `value[keyPath: path] = newValue`: writes through each component in turn, as Swift's
    /// `WritableKeyPath` does (a struct is copied, changed and stored back at every level).
    func write(
        _ newValue: Value, through path: ArraySlice<KeyPathValue.Component>, into receiver: inout Value, at span: SourceSpan
    )
        throws(Interrupt)
    {
        guard let component = path.first else {
            receiver = newValue
            return
        }
        let rest = path.dropFirst()
        switch component {
        case .property(let name):
            var inner = try member(of: receiver, name, at: span, Env(scope: globalScope))
            try write(newValue, through: rest, into: &inner, at: span)
            try setMember(&receiver, name, inner, at: span)
        case .subscriptIndex(let indices):
            var inner = try subscriptGet(receiver, positional: indices, at: span)
            try write(newValue, through: rest, into: &inner, at: span)
            try subscriptSet(&receiver, positional: indices, inner, at: span)
        case .optional:
            // `\.a?.b`: writing through nil does nothing, as in Swift.
            if receiver.isNone { return }
            try write(newValue, through: rest, into: &receiver, at: span)
        case .forceUnwrap:
            if receiver.isNone { throw .error("unexpectedly found nil while unwrapping an Optional value", at: span) }
            try write(newValue, through: rest, into: &receiver, at: span)
        }
    }
}
