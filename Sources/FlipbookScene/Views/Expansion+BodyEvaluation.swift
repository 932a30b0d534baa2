import FlipbookModel
import FlipbookSyntax

extension Interpreter {
    /// A view's body: the last evaluation's when its view and what it read are the same
    /// (`BodyCache`), else evaluated again with its reads recorded.
    func viewBody(
        _ body: ComputedProperty, of bound: Instance, raw: Instance, at identity: Identity, span: SourceSpan
    ) throws(Interrupt) -> Value {
        // A `#Preview` body with `@Previewable` variables is this view's body: its setup
        // (`game.secret = "GREAT"` before `return`) may change what it made, as a preview's may.
        let isPreviewBody = PreviewDecl.isPreviewableView(named: bound.type.name)
        let evaluate = { () throws(Interrupt) -> Value in
            try self.enter(at: span) { () throws(Interrupt) -> Value in
                let wasPreviewBody = self.isEvaluatingPreviewBody
                self.isEvaluatingPreviewBody = isPreviewBody
                defer { self.isEvaluatingPreviewBody = wasPreviewBody }
                do throws(Interrupt) {
                    return try self.runGetter(body, receiver: .instance(bound), at: span)
                } catch .error(var error) where bound.type.conforms(to: "UIViewRepresentable") {
                    error.notes.append(
                        Diagnostic(
                            .note,
                            "'\(bound.type.name)' is a UIViewRepresentable: Flipbook draws the UIKit views it models "
                                + "(a UIVisualEffectView's blur, a UIView's background colour), not others",
                            at: span))
                    throw .error(error)
                } catch .error(var error) where Self.isPrelude(error.span) && !Self.isPrelude(span) {
                    error.span = span
                    throw .error(error)
                }
            }
        }
        guard !isPreviewBody else { return try evaluate() }
        // A view observes the `ObservableObject`s its wrappers hold (`@ObservedObject`,
        // `@StateObject`, `@EnvironmentObject`): any change to one runs its body again, read or
        // not. An `@Observable` object is observed through the properties the body reads.
        var held: Set<Dependency> = []
        for case .wrapper(let wrapper) in bound.fields.values {
            if let object = heldObject(wrapper), !object.type.isObservationMacro { held.insert(.object(object.serial)) }
        }
        return try reusingBody(
            at: BodyCache.Key(identity: identity, isReader: false), .view(bound, rawStamp: raw.stamp), observing: held,
            evaluate)
    }

    /// `evaluate()`'s result, or the one kept at `key` when `inputs` and what it read are the
    /// same as then.
    func reusingBody(
        at key: BodyCache.Key, _ inputs: BodyCache.Inputs, observing held: Set<Dependency> = [],
        _ evaluate: () throws(Interrupt) -> Value
    ) throws(Interrupt) -> Value {
        guard bodyCache.isEnabled else { return try evaluate() }
        if let kept = bodyCache.reusableBody(at: key, inputs, dependencies: dependencies) { return kept }
        dependencies.begin(nextObject: objectCount + 1)
        let value: Value
        do throws(Interrupt) {
            value = try evaluate()
        } catch {
            _ = dependencies.end()
            throw error
        }
        let reads = dependencies.end()
        if reads.isComplete {
            bodyCache.store(
                BodyCache.Entry(
                    inputs: inputs, body: value, reads: reads.dependencies.union(held), version: dependencies.version),
                at: key)
        }
        return value
    }

    private func heldObject(_ wrapper: PropertyWrapper) -> Object? {
        switch wrapper {
        case .observed(.object(let object)): return object
        case .environment(let read):
            if case .object(let object)? = read.value { return object }
            return nil
        case .state(let cell):
            if let location = cell.location, case .object(let object)? = state[location] { return object }
            return nil
        default:
            return nil
        }
    }
}
