import FlipbookModel

extension NativeTypes {
    static let duration = NativeType("Duration") { t in
        t.staticFunctions = [
            "seconds": { _, a throws(Interrupt) in .native(.duration(try a.requiredDouble(nil))) },
            "milliseconds": { _, a throws(Interrupt) in .native(.duration(try a.requiredDouble(nil) / 1000)) },
            "microseconds": { _, a throws(Interrupt) in .native(.duration(try a.requiredDouble(nil) / 1_000_000)) },
            "nanoseconds": { _, a throws(Interrupt) in .native(.duration(try a.requiredDouble(nil) / 1e9)) },
        ]
        t.staticProperties["zero"] = { _, _ in .native(.duration(0)) }
        // Whole seconds, and the fraction in attoseconds (10⁻¹⁸ s), as Swift splits it.
        t.properties["components"] = { _, v, _ in
            guard case .native(.duration(let d)) = v, d.isFinite else {
                return .tuple([.int(0), .int(0)], labels: ["seconds", "attoseconds"])
            }
            let whole = d.rounded(.towardZero)
            let seconds = Int(max(min(whole, Double(Int.max / 2)), Double(Int.min / 2)))
            let attoseconds = Int(((d - whole) * 1e18).rounded())
            return .tuple([.int(seconds), .int(attoseconds)], labels: ["seconds", "attoseconds"])
        }
    }

    static let dispatchTime = NativeType("DispatchTime") { t in
        t.staticFunctions["now"] = { i, _ in .native(.dispatchTime(i.host?.now ?? 0)) }
        t.staticProperties["distantFuture"] = { _, _ in .native(.dispatchTime(.infinity)) }
    }

    /// `DispatchQueue.main.async { }` and `asyncAfter(deadline:execute:)`.
    static let dispatchQueue = NativeType("DispatchQueue") { t in
        t.staticProperties["main"] = { _, _ in .native(.enumCase(type: "DispatchQueue", name: "main")) }
        t.staticFunctions.define("global") { _, a throws(Interrupt) in
            _ = try a.positional()
            return Value.native(.enumCase(type: "DispatchQueue", name: "main"))
        }
        // `DispatchQueue(label: "cache", qos: .utility)`: an app's own queue runs its work in
        // order on the clip's clock, as the global queues do here.
        t.initializer = { _, a throws(Interrupt) in
            guard try a.string("label") != nil else { throw .error("DispatchQueue(label:) needs a label", at: a.span) }
            a.ignoreRemaining()
            return Value.native(.enumCase(type: "DispatchQueue", name: "main"))
        }
        t.methods = [
            "async": { i, _, a throws(Interrupt) in
                _ = try a.value("group")
                _ = try a.value("qos")
                _ = try a.value("flags")
                let work = try dispatchedWork(i, a)
                if try i.dispatchFromBody(work, at: i.host?.now ?? 0, span: a.span) { return .void }
                try i.requireHost(at: a.span).schedule(work, at: i.host?.now ?? 0, span: a.span)
                return .void
            },
            // `queue.sync { cache[key] }`: the work runs at once, and its value is the call's.
            "sync": { i, _, a throws(Interrupt) in
                _ = try a.value("flags")
                let work = try a.requiredFunction("execute")
                try a.finish()
                return try i.callFunction(work, [], at: a.span)
            },
            "asyncAfter": { i, _, a throws(Interrupt) in
                // `wallDeadline:` counts on the same clock here: the run's.
                var deadline = try a.value("deadline", .native("DispatchTime"))
                if deadline == nil { deadline = try a.value("wallDeadline", .native("DispatchTime")) }
                guard case .native(.dispatchTime(let time))? = deadline else {
                    throw .error("asyncAfter needs a deadline such as .now() + 0.5", at: a.span)
                }
                _ = try a.value("qos")
                let work = try dispatchedWork(i, a)
                if try i.dispatchFromBody(work, at: max(time, i.host?.now ?? 0), span: a.span) { return .void }
                let host = try i.requireHost(at: a.span)
                try host.schedule(work, at: max(time, host.now), span: a.span)
                return .void
            },
        ]
    }

    /// What `async` and `asyncAfter` run: a closure, or a `DispatchWorkItem` (its `perform()`,
    /// which does nothing once the item is cancelled).
    private static func dispatchedWork(_ i: Interpreter, _ a: Arguments) throws(Interrupt) -> Function {
        guard let given = try a.value("execute") else { return try a.requiredFunction("execute") }
        if case .function(let function) = given { return function }
        if case .object(let object) = given, object.type.name == "DispatchWorkItem",
            case .function(let perform) = try i.member(of: given, "perform", at: a.span, Env(scope: i.globalScope))
        {
            return perform
        }
        throw .error("'execute:' must be a closure or a DispatchWorkItem, not \(i.typeName(of: given))", at: a.span)
    }

    /// `Task { }`, `Task.sleep(for:)`, `Task.sleep(nanoseconds:)`, `Task.yield()`,
    /// `Task.isCancelled`, `Task.detached { }`.
    static let task = NativeType("Task") { t in
        t.aliases = ["MainActor"]
        t.initializer = { i, a throws(Interrupt) in
            _ = try a.value("priority")
            let body = try a.requiredFunction("operation")
            // `Task { … }` in a body: a main-actor task that starts after the update, as the
            // main queue's work does (`dispatchFromBody`).
            let start = Function(
                .native(
                    NativeFunction { interpreter, _, span throws(Interrupt) in
                        try interpreter.requireHost(at: span).startTask(body, at: span)
                        return .void
                    }), name: "Task", span: a.span)
            if try i.dispatchFromBody(start, at: i.host?.now ?? 0, span: a.span) { return .void }
            try i.requireHost(at: a.span).startTask(body, at: a.span)
            return .void
        }
        t.staticFunctions = [
            "sleep": { i, a throws(Interrupt) in
                let seconds: Double
                if case .native(.duration(let d))? = try a.value("for", .native("Duration")) {
                    seconds = d
                } else if let nanoseconds = try a.value("nanoseconds", .native("UInt64")) {
                    // A UInt64 (`.secondsToNanoseconds(0.75)` of an `extension UInt64`).
                    guard let count = nanoseconds.asDouble else {
                        throw .error("Task.sleep(nanoseconds:) needs a UInt64", at: a.span)
                    }
                    seconds = count / 1e9
                } else if let nanoseconds = try a.double(nil) {
                    seconds = nanoseconds / 1e9
                } else {
                    throw .error("Task.sleep needs for: a Duration or nanoseconds:", at: a.span)
                }
                _ = try a.value("tolerance")
                guard seconds.isFinite else { throw .error("Task.sleep needs a finite duration", at: a.span) }
                try i.requireHost(at: a.span).sleep(max(0, seconds), at: a.span)
                return .void
            },
            "yield": { i, a throws(Interrupt) in
                try i.requireHost(at: a.span).sleep(0, at: a.span)
                return .void
            },
            "detached": { i, a throws(Interrupt) in
                _ = try a.value("priority")
                try i.requireHost(at: a.span).startTask(try a.requiredFunction("operation"), at: a.span)
                return .void
            },
            "run": { i, a throws(Interrupt) in
                _ = try a.value("resultType")
                return try i.callFunction(try a.requiredFunction("body"), [], at: a.span)
            },
            // `MainActor.assumeIsolated { }`: every scene's code runs on the main actor already.
            "assumeIsolated": { i, a throws(Interrupt) in
                try i.callFunction(try a.requiredFunction("operation"), [], at: a.span)
            },
            "checkCancellation": { i, a throws(Interrupt) in
                if i.host?.isCancelled == true { throw .thrown(.native(.error("CancellationError()")), a.span) }
                return .void
            },
        ]
        t.staticProperties["isCancelled"] = { i, _ in .bool(i.host?.isCancelled ?? false) }
    }
}

extension Interpreter {
    /// Work a view's body hands to the main queue: SwiftUI runs it after the update, and code
    /// that reads a `GeometryReader`'s frame into state does so. Kept for the run stage to
    /// schedule once the evaluation is done. False outside a body.
    func dispatchFromBody(_ work: Function, at time: Double, span: SourceSpan) throws(Interrupt) -> Bool {
        guard isEvaluatingViews else { return false }
        guard dispatchedByViews.count < Interpreter.maximumDispatchesPerEvaluation else {
            throw .error(
                "the views handed more than \(Interpreter.maximumDispatchesPerEvaluation) closures to the main queue "
                    + "in one evaluation", at: span)
        }
        dispatchedByViews.append(DispatchedWork(action: .call(work), time: time, span: span))
        return true
    }

    /// A change of state a body makes, kept for after the update (see `DispatchedWork.write`).
    func deferFromBody(_ location: StateLocation, _ value: Value, at span: SourceSpan) throws(Interrupt) {
        guard let host else { throw .error("scene code run while drawing a frame cannot change state", at: span) }
        guard dispatchedByViews.count < Interpreter.maximumDispatchesPerEvaluation else {
            throw .error(
                "the views changed state more than \(Interpreter.maximumDispatchesPerEvaluation) times in one evaluation",
                at: span)
        }
        dispatchedByViews.append(
            DispatchedWork(action: .write(location, value, animation: bodyAnimation), time: host.now, span: span))
    }

    static let maximumDispatchesPerEvaluation = 10_000

    /// The run stage, where code that waits or schedules must run.
    func requireHost(at span: SourceSpan) throws(Interrupt) -> any RunHost {
        if isEvaluatingViews {
            throw .error("a view's body cannot start work; start it in .task or an action", at: span)
        }
        guard let host else { throw .error("scene code run while drawing a frame cannot start work", at: span) }
        return host
    }
}
