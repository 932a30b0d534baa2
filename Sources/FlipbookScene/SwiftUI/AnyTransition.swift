import FlipbookModel
import FlipbookVocabulary

extension NativeTypes {
    /// `AnyTransition` (and the `Transition` protocol's static members): the registry's
    /// transitions, and the combinators.
    static let anyTransition = NativeType("AnyTransition") { t in
        var statics: [String: NativeType.StaticProperty] = [:]
        var functions: [String: NativeType.Call] = [:]
        for (name, make) in Registry.transitions {
            statics.define(name) { interpreter, span throws(Interrupt) in
                let args = Arguments(interpreter, [], callee: ".\(name)", span: span, env: Env(scope: interpreter.globalScope))
                return .native(.transition(.model(try args.construct { arguments throws(ArgumentError) in try make(arguments) })))
            }
            functions.define(name) { _, a throws(Interrupt) in
                .native(.transition(.model(try a.construct { arguments throws(ArgumentError) in try make(arguments) })))
            }
        }
        functions.define("asymmetric") { i, a throws(Interrupt) in
            let insertion = try i.transitionSpec(a.required("insertion", .native("AnyTransition")), at: a.span)
            let removal = try i.transitionSpec(a.required("removal", .native("AnyTransition")), at: a.span)
            return .native(.transition(.asymmetric(insertion: insertion, removal: removal)))
        }
        functions.define("modifier") { _, a throws(Interrupt) in
            let active = try a.required("active")
            let identity = try a.required("identity")
            return .native(.transition(.modifier(active: active, identity: identity, span: a.span)))
        }
        t.aliases = ["Transition"]
        t.staticProperties = statics
        t.staticFunctions = functions
        t.initializer = { i, a throws(Interrupt) in .native(.transition(try i.transitionSpec(a.required(nil), at: a.span))) }
        t.methods = [
            "combined": { i, v, a throws(Interrupt) in
                guard case .native(.transition(let first)) = v else { return v }
                let second = try i.transitionSpec(a.required("with", .native("AnyTransition")), at: a.span)
                return .native(.transition(.combined(first, second)))
            },
            "animation": { i, v, a throws(Interrupt) in
                guard case .native(.transition(let inner)) = v else { return v }
                return .native(
                    .transition(.animation(inner, try i.animationArgument(a.required(nil, .native("Animation")), at: a.span))))
            },
        ]
    }
}
