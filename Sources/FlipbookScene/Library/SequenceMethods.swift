import FlipbookModel

extension Interpreter {
    /// The methods every sequence has, over its elements (a dictionary's are (key, value)
    /// pairs).
    func collectionMethod(_ name: String, _ sequence: Value, _ a: Arguments) throws(Interrupt) -> Value {
        let items = try elements(of: sequence, at: a.span)
        let span = a.span
        func call(_ f: Function, _ values: [Value]) throws(Interrupt) -> Value { try callFunction(f, values, at: span) }
        func truth(_ f: Function, _ item: Value) throws(Interrupt) -> Bool {
            let result = try call(f, [item])
            guard case .bool(let b) = result else { throw .error("\(name)'s closure must return a Bool", at: span) }
            return b
        }
        switch name {
        case "map":
            let f = try a.requiredFunction("transform")
            // `-> [Chunk]` expected: the closure returns a `Chunk` (`return .init(…)`).
            var element: TypeValue?
            if case .array(let expected)? = a.resultHint?.unwrapped { element = expected }
            var out: [Value] = []
            out.reserveCapacity(items.count)
            for item in items { out.append(try callFunction(f, [item], at: span, hint: element)) }
            return .array(out)
        case "compactMap":
            let f = try a.requiredFunction("transform")
            var out: [Value] = []
            for item in items {
                let mapped = try call(f, [item])
                if !mapped.isNone { out.append(mapped) }
            }
            return .array(out)
        case "flatMap":
            let f = try a.requiredFunction("transform")
            var out: [Value] = []
            for item in items {
                let mapped = try call(f, [item])
                if mapped.isNone { continue }
                if case .array = mapped {
                    out += try elements(of: mapped, at: span)
                } else if let nested = try declaredSequenceElements(mapped, at: span) {
                    out += nested
                } else {
                    out.append(mapped)
                }
                try checkSize(out.count, at: span)
            }
            return .array(out)
        case "filter":
            let f = try a.requiredFunction("isIncluded")
            var out: [Value] = []
            for item in items where try truth(f, item) { out.append(item) }
            return .array(out)
        case "reduce":
            if let initial = try a.value("into", a.resultHint) {
                let f = try a.requiredFunction("updateAccumulatingResult")
                return try reduceInto(initial, items, f, at: span)
            }
            var accumulator = try a.required(nil, a.resultHint)
            let f = try a.requiredFunction("nextPartialResult")
            for item in items { accumulator = try call(f, [accumulator, item]) }
            return accumulator
        case "forEach":
            let f = try a.requiredFunction("body")
            for item in items { _ = try call(f, [item]) }
            return .void
        case "contains":
            if let f = try a.function("where") {
                for item in items where try truth(f, item) { return .true }
                return .false
            }
            let needle = try a.required(nil, items.first.flatMap(typeOf))
            for item in items where try valuesEqual(item, needle, at: span) { return .true }
            return .false
        case "allSatisfy":
            let f = try a.requiredFunction("predicate")
            for item in items where try !truth(f, item) { return .false }
            return .true
        case "first", "last":
            let f = try a.requiredFunction("where")
            let ordered = name == "first" ? items : items.reversed()
            for item in ordered where try truth(f, item) { return item }
            return .none
        case "firstIndex", "lastIndex":
            let indexed = Array(items.enumerated())
            let ordered = name == "firstIndex" ? indexed : indexed.reversed()
            if let f = try a.function("where") {
                for (index, item) in ordered where try truth(f, item) { return .int(index) }
                return .none
            }
            let needle = try a.required("of", items.first.flatMap(typeOf))
            for (index, item) in ordered where try valuesEqual(item, needle, at: span) { return .int(index) }
            return .none
        case "sorted":
            if let f = try a.function("by") {
                return .array(try mergeSort(items) { x, y throws(Interrupt) in try call(f, [x, y]).asBool ?? false })
            }
            return .array(try mergeSort(items) { x, y throws(Interrupt) in try compare(x, y, at: span) < 0 })
        case "reversed":
            return .array(items.reversed())
        case "enumerated":
            return .array(items.enumerated().map { .tuple([.int($0.offset), $0.element], labels: ["offset", "element"]) })
        case "min", "max":
            // The comparator is read first: an empty sequence's `max(by:)` is nil, not an error.
            let by = try a.function("by")
            guard var best = items.first else { return .none }
            func less(_ x: Value, _ y: Value) throws(Interrupt) -> Bool {
                if let by { return try call(by, [x, y]).asBool ?? false }
                return try compare(x, y, at: span) < 0
            }
            for item in items.dropFirst() {
                if name == "min" ? try less(item, best) : try less(best, item) { best = item }
            }
            return best
        case "prefix" where a.hasClosure("while"):
            let f = try a.requiredFunction("while")
            var out: [Value] = []
            for item in items {
                guard try truth(f, item) else { break }
                out.append(item)
            }
            return .array(out)
        case "drop":
            let f = try a.requiredFunction("while")
            var start = 0
            while start < items.count, try truth(f, items[start]) { start += 1 }
            return .array(Array(items[start...]))
        case "prefix", "suffix", "dropFirst", "dropLast":
            let n = try a.int(nil) ?? 1
            guard n >= 0 else { throw .error("\(name) needs a count ≥ 0", at: span) }
            switch name {
            case "prefix": return .array(Array(items.prefix(n)))
            case "suffix": return .array(Array(items.suffix(n)))
            case "dropFirst": return .array(Array(items.dropFirst(n)))
            default: return .array(Array(items.dropLast(n)))
            }
        case "joined":
            let separator = try a.string("separator") ?? ""
            if items.allSatisfy({ if case .string = $0 { true } else { false } }) {
                let text = items.compactMap(\.asString).joined(separator: separator)
                try checkSize(text.utf8.count, at: span)
                return .string(text)
            }
            var out: [Value] = []
            for item in items { out += try elements(of: item, at: span) }
            return .array(out)
        case "shuffled":
            var copy = items
            try shuffle(&copy, randomSource(a))
            return .array(copy)
        case "randomElement":
            guard !items.isEmpty else { return .none }
            let source = randomSource(a)
            if source.generator != nil { return items[Int(try source.next(upperBound: UInt64(items.count)))] }
            return items[Int(nextRandom() % UInt64(items.count))]
        case "count":
            let f = try a.requiredFunction("where")
            var n = 0
            for item in items where try truth(f, item) { n += 1 }
            return .int(n)
        case "elementsEqual":
            let other = try elements(of: try a.required(nil), at: span)
            guard other.count == items.count else { return .false }
            for (x, y) in zip(items, other) where try !valuesEqual(x, y, at: span) { return .false }
            return .true
        case "starts":
            let other = try elements(of: try a.required("with"), at: span)
            guard other.count <= items.count else { return .false }
            for (x, y) in zip(items, other) where try !valuesEqual(x, y, at: span) { return .false }
            return .true
        case "split":
            let separator = try a.required("separator")
            var parts: [Value] = []
            var current: [Value] = []
            for item in items {
                if try valuesEqual(item, separator, at: span) {
                    if !current.isEmpty { parts.append(.array(current)) }
                    current = []
                } else {
                    current.append(item)
                }
            }
            if !current.isEmpty { parts.append(.array(current)) }
            return .array(parts)
        default:
            throw .error("'\(name)' is not supported by Flipbook yet", at: span)
        }
    }

    /// `reduce(into:_:)`: the closure's first parameter is `inout`.
    private func reduceInto(_ initial: Value, _ items: [Value], _ f: Function, at span: SourceSpan) throws(Interrupt) -> Value {
        let accumulator = Variable(initial, isLet: false)
        for item in items {
            guard case .closure(let closure, let captured, let typeContext) = f.body else {
                accumulator.value = try callFunction(f, [accumulator.value, item], at: span)
                continue
            }
            let scope = captured.child()
            let names = closure.parameters?.map(\.name) ?? ["$0", "$1"]
            if let first = closure.parameters?.first {
                accumulator.declaredType = closureParameterType(first, Env(scope: scope, typeContext: typeContext))
            }
            scope.declare(names.first ?? "$0", variable: accumulator)
            if names.count > 1 { scope.declare(names[1], item, isLet: true) }
            _ = try runBody(closure.body, hint: nil, buildsViews: false, at: span, Env(scope: scope, typeContext: typeContext))
        }
        return accumulator.value
    }

    /// A stable sort (Swift's `sorted` is not guaranteed stable; a stable one keeps runs
    /// reproducible).
    func mergeSort(_ items: [Value], _ less: (Value, Value) throws(Interrupt) -> Bool) throws(Interrupt) -> [Value] {
        guard items.count > 1 else { return items }
        let middle = items.count / 2
        let left = try mergeSort(Array(items[..<middle]), less)
        let right = try mergeSort(Array(items[middle...]), less)
        var out: [Value] = []
        out.reserveCapacity(items.count)
        var i = 0, j = 0
        while i < left.count && j < right.count {
            if try less(right[j], left[i]) {
                out.append(right[j])
                j += 1
            } else {
                out.append(left[i])
                i += 1
            }
        }
        out += left[i...]
        out += right[j...]
        return out
    }

    /// Fisher–Yates with the seeded generator.
    /// Fisher–Yates: with a scene's own generator, front to back as Swift's `shuffle(using:)`
    /// draws, so that its order is a Mac's; else the run's historical back-to-front draw.
    func shuffle(_ items: inout [Value], _ source: RandomSource? = nil) throws(Interrupt) {
        guard items.count > 1 else { return }
        if let source, source.generator != nil {
            for i in 0..<(items.count - 1) {
                let j = i + Int(try source.next(upperBound: UInt64(items.count - i)))
                items.swapAt(i, j)
            }
            return
        }
        for i in Swift.stride(from: items.count - 1, to: 0, by: -1) {
            let j = Int(nextRandom() % UInt64(i + 1))
            items.swapAt(i, j)
        }
    }
}
