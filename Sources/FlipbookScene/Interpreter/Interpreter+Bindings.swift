import FlipbookModel

extension Interpreter {
    /// The current value behind a binding.
    func read(_ binding: Binding, at span: SourceSpan) throws(Interrupt) -> Value {
        switch binding {
        case .state(let location):
            guard let value = state[location] ?? retiredState[location] else {
                throw .error("a binding to a @State that no longer exists was read", at: span)
            }
            dependencies.read(.state(location))
            return value
        case .object(let object):
            return .object(object)
        case .projection(let base, let step):
            let value = try read(base, at: span)
            switch step {
            case .property(let name):
                return try member(of: value, name, at: span, Env(scope: globalScope))
            case .index(let indices):
                return try subscriptGet(value, positional: indices, at: span)
            }
        case .constant(let value):
            return value
        case .closures(let get, _):
            return try callFunction(get, [], at: span)
        case .animated(let base, _):
            return try read(base, at: span)
        case .variable(let variable):
            return variable.value
        }
    }

    /// Stores a `@State` value; a removed view's state changes without a transaction.
    func setState(_ location: StateLocation, _ value: Value, at span: SourceSpan) throws(Interrupt) {
        if state[location] == nil, retiredState[location] != nil {
            retiredState[location] = value
            return
        }
        // Setting the value it holds is no change: no body runs again, as in SwiftUI.
        if let current = state[location], PlainEquality.equal(current, value) { return }
        if isEvaluatingViews, !isEvaluatingPreviewBody {
            try deferFromBody(location, value, at: span)
            return
        }
        try willChange(at: span)
        state[location] = value
        dependencies.changed(.state(location))
    }

    /// Writes through a binding (a `@State`, a part of one, an object's property…).
    func write(_ binding: Binding, _ value: Value, at span: SourceSpan) throws(Interrupt) {
        switch binding {
        case .state(let location):
            try setState(location, value, at: span)
        case .object:
            throw .error("cannot assign to an object through its binding; assign one of its properties", at: span)
        case .projection(let base, let step):
            var container = try read(base, at: span)
            switch step {
            case .property(let name):
                // `$offsets.0`: an element of a tuple.
                if case .tuple = container {
                    try setMember(&container, name, value, at: span)
                } else {
                    try setField(&container, name, value, at: span)
                }
            case .index(let indices):
                try subscriptSet(&container, positional: indices, value, at: span)
            }
            if case .object = container { return }
            try write(base, container, at: span)
        case .constant:
            return
        case .closures(_, let set):
            _ = try callFunction(set, [value], at: span)
        case .variable(let variable):
            variable.value = value
        case .animated(let base, let animation):
            guard let host else { return try write(base, value, at: span) }
            _ = try host.withTransaction(animation, at: span) { () throws(Interrupt) in
                try write(base, value, at: span)
                return .void
            }
        }
    }
}
