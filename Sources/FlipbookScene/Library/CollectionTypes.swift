import FlipbookModel

extension NativeTypes {
    /// Methods every sequence has (arrays, ranges, sets, dictionaries as key-value pairs).
    static let sequenceMethodNames: [String] = [
        "map", "compactMap", "flatMap", "filter", "reduce", "forEach", "contains", "first", "last", "firstIndex",
        "lastIndex", "allSatisfy", "sorted", "reversed", "enumerated", "min", "max", "prefix", "suffix", "dropFirst",
        "dropLast", "drop", "joined", "shuffled", "randomElement", "count", "elementsEqual", "starts", "split",
    ]

    static func sequenceMethods() -> [String: NativeType.Method] {
        var methods: [String: NativeType.Method] = [:]
        for name in sequenceMethodNames {
            methods.define(name) { i, v, a throws(Interrupt) in try i.collectionMethod(name, v, a) }
        }
        return methods
    }

    static let array = NativeType("Array") { t in
        t.aliases = ["ArraySlice", "ContiguousArray"]
        t.initializer = arrayInitializer
        t.protocols = ["Collection", "Sequence", "RandomAccessCollection", "MutableCollection", "RangeReplaceableCollection"]
        t.properties = [
            "count": { _, v, _ in .int(v.arrayItems.count) },
            // A lazy view computes the same elements; Flipbook computes them at once.
            "lazy": { _, v, _ in v },
            "isEmpty": { _, v, _ in .bool(v.arrayItems.isEmpty) },
            "first": { _, v, _ in v.arrayItems.first ?? .none },
            "last": { _, v, _ in v.arrayItems.last ?? .none },
            "indices": { _, v, _ in .range(RangeValue(lower: .int(0), upper: .int(v.arrayItems.count), isClosed: false)) },
            "startIndex": { _, _, _ in .int(0) },
            "endIndex": { _, v, _ in .int(v.arrayItems.count) },
            "description": { i, v, _ in .string(i.describe(v)) },
        ]
        t.methods = sequenceMethods()
        t.methods.define("index") { _, _, a throws(Interrupt) in
            .int((try a.int(nil) ?? 0) + (try a.int("offsetBy") ?? 0))
        }
        t.mutatingMethods = [
            "append": { i, v, a throws(Interrupt) in
                let elementHint = i.pendingElementHint
                i.pendingElementHint = nil
                var items = v.arrayItems
                if let more = try a.value("contentsOf") {
                    items += try i.elements(of: more, at: a.span)
                } else {
                    items.append(try i.conform(try a.required(nil, elementHint), to: elementHint, at: a.span))
                }
                try i.checkSize(items.count, at: a.span)
                v = .array(items)
                return .void
            },
            "insert": { i, v, a throws(Interrupt) in
                let elementHint = i.pendingElementHint
                i.pendingElementHint = nil
                var items = v.arrayItems
                let more = try a.value("contentsOf")
                let element =
                    more == nil ? try i.conform(try a.required(nil, elementHint), to: elementHint, at: a.span) : Value.none
                let index = try a.int("at") ?? 0
                guard index >= 0, index <= items.count else {
                    throw .error("insert(_:at:) index \(index) is out of range", at: a.span)
                }
                if let more {
                    items.insert(contentsOf: try i.elements(of: more, at: a.span), at: index)
                } else {
                    items.insert(element, at: index)
                }
                try i.checkSize(items.count, at: a.span)
                v = .array(items)
                return .void
            },
            "remove": { i, v, a throws(Interrupt) in
                var items = v.arrayItems
                // `remove(atOffsets:)`, as `onDelete` passes them.
                if let offsetsValue = try a.value("atOffsets") {
                    let offsets = try i.offsets(offsetsValue, at: a.span)
                    guard offsets.allSatisfy({ items.indices.contains($0) }) else {
                        throw .error("remove(atOffsets:): an offset is out of range (count \(items.count))", at: a.span)
                    }
                    for offset in offsets.reversed() { items.remove(at: offset) }
                    v = .array(items)
                    return .void
                }
                guard let index = try a.int("at"), index >= 0, index < items.count else {
                    throw .error("remove(at:) index is out of range", at: a.span)
                }
                let removed = items.remove(at: index)
                v = .array(items)
                return removed
            },
            "removeFirst": { _, v, a throws(Interrupt) in
                var items = v.arrayItems
                let n = try a.int(nil)
                guard items.count >= (n ?? 1) else { throw .error("removeFirst() on an array with too few elements", at: a.span) }
                if let n {
                    items.removeFirst(n)
                    v = .array(items)
                    return .void
                }
                let first = items.removeFirst()
                v = .array(items)
                return first
            },
            "removeLast": { _, v, a throws(Interrupt) in
                var items = v.arrayItems
                let n = try a.int(nil)
                guard items.count >= (n ?? 1) else { throw .error("removeLast() on an array with too few elements", at: a.span) }
                if let n {
                    items.removeLast(n)
                    v = .array(items)
                    return .void
                }
                let last = items.removeLast()
                v = .array(items)
                return last
            },
            "popLast": { _, v, _ in
                var items = v.arrayItems
                let last = items.popLast()
                v = .array(items)
                return last ?? .none
            },
            "removeAll": { i, v, a throws(Interrupt) in
                guard let predicate = try a.function("where") else {
                    _ = try a.bool("keepingCapacity")
                    v = .array([])
                    return .void
                }
                var kept: [Value] = []
                for item in v.arrayItems where try i.callFunction(predicate, [item], at: a.span).asBool != true {
                    kept.append(item)
                }
                v = .array(kept)
                return .void
            },
            "swapAt": { _, v, a throws(Interrupt) in
                var items = v.arrayItems
                guard let x = try a.int(nil), let y = try a.int(nil), items.indices.contains(x), items.indices.contains(y) else {
                    throw .error("swapAt(_:_:) index is out of range", at: a.span)
                }
                items.swapAt(x, y)
                v = .array(items)
                return .void
            },
            "shuffle": { i, v, a throws(Interrupt) in
                var items = v.arrayItems
                try i.shuffle(&items, i.randomSource(a))
                v = .array(items)
                return .void
            },
            "reverse": { _, v, _ in
                v = .array(v.arrayItems.reversed())
                return .void
            },
            "sort": { i, v, a throws(Interrupt) in
                v = try i.collectionMethod("sorted", v, a)
                return .void
            },
            "move": { i, v, a throws(Interrupt) in
                let offsets = try i.offsets(try a.required("fromOffsets"), at: a.span)
                let destination = try a.int("toOffset") ?? 0
                let items = v.arrayItems
                guard offsets.allSatisfy({ items.indices.contains($0) }), (0...items.count).contains(destination) else {
                    throw .error("move(fromOffsets:toOffset:): an offset is out of range (count \(items.count))", at: a.span)
                }
                let moving = offsets.map { items[$0] }
                let before = items.indices.filter { $0 < destination && !offsets.contains($0) }.map { items[$0] }
                let after = items.indices.filter { $0 >= destination && !offsets.contains($0) }.map { items[$0] }
                v = .array(before + moving + after)
                return .void
            },
        ]
    }

    static let range = NativeType("Range") { t in
        t.aliases = ["ClosedRange", "PartialRangeFrom", "PartialRangeThrough", "PartialRangeUpTo", "CountableRange"]
        t.protocols = ["Collection", "Sequence", "RandomAccessCollection"]
        t.properties = [
            "count": { i, v, s throws(Interrupt) in .int(try i.elements(of: v, at: s).count) },
            "lazy": { _, v, _ in v },
            "isEmpty": { i, v, s throws(Interrupt) in .bool(try i.elements(of: v, at: s).isEmpty) },
            "lowerBound": { _, v, _ in v.rangeValue?.lower ?? .none },
            "upperBound": { _, v, _ in v.rangeValue?.upper ?? .none },
            "first": { i, v, s throws(Interrupt) in try i.elements(of: v, at: s).first ?? .none },
            "last": { i, v, s throws(Interrupt) in try i.elements(of: v, at: s).last ?? .none },
            "indices": { _, v, _ in v },
            // As Swift prints a range: "0..<5", "1...3".
            "description": { i, v, _ in .string(i.describe(v)) },
        ]
        t.methods = sequenceMethods()
        t.methods.define("contains") { i, v, a throws(Interrupt) in
            guard case .range(let range) = v else { return .false }
            if a.remainingLabels.contains("where") { return try i.collectionMethod("contains", v, a) }
            return .bool(try i.rangeContains(range, try a.required(nil), at: a.span))
        }
        t.methods.define("clamped") { _, v, a throws(Interrupt) in
            _ = try a.positional()
            return v
        }
    }

    static let dictionary = NativeType("Dictionary") { t in
        t.initializer = dictionaryInitializer
        t.protocols = ["Collection", "Sequence"]
        t.properties = [
            "count": { _, v, _ in .int(v.dictionaryStorage?.count ?? 0) },
            "isEmpty": { _, v, _ in .bool((v.dictionaryStorage?.count ?? 0) == 0) },
            "keys": { _, v, _ in .array(v.dictionaryStorage?.keys ?? []) },
            "values": { _, v, _ in .array(v.dictionaryStorage?.values ?? []) },
            "first": { _, v, _ in
                v.dictionaryStorage?.entries.first.map { .tuple([$0.key, $0.value], labels: ["key", "value"]) } ?? .none
            },
        ]
        t.methods = sequenceMethods()
        // `index(forKey:)`: the entry's position, which `values[index]` and `keys[index]` read.
        t.methods.define("index") { i, v, a throws(Interrupt) in
            let key = try a.required("forKey")
            return v.dictionaryStorage?.position(of: try i.hashKey(key, at: a.span)).map { .int($0) } ?? .none
        }
        t.methods.define("mapValues") { i, v, a throws(Interrupt) in
            let transform = try a.requiredFunction("transform")
            var result = DictionaryStorage()
            for (key, value) in v.dictionaryStorage?.entries ?? [] {
                result.set(try i.callFunction(transform, [value], at: a.span), for: key, hash: try i.hashKey(key, at: a.span))
            }
            return .dictionary(result)
        }
        t.methods.define("compactMapValues") { i, v, a throws(Interrupt) in
            let transform = try a.requiredFunction("transform")
            var result = DictionaryStorage()
            for (key, value) in v.dictionaryStorage?.entries ?? [] {
                let mapped = try i.callFunction(transform, [value], at: a.span)
                if !mapped.isNone { result.set(mapped, for: key, hash: try i.hashKey(key, at: a.span)) }
            }
            return .dictionary(result)
        }
        t.methods.define("filter") { i, v, a throws(Interrupt) in
            let predicate = try a.requiredFunction("isIncluded")
            var result = DictionaryStorage()
            for (key, value) in v.dictionaryStorage?.entries ?? [] {
                let pair = Value.tuple([key, value], labels: ["key", "value"])
                if try i.callFunction(predicate, [pair], at: a.span).asBool == true {
                    result.set(value, for: key, hash: try i.hashKey(key, at: a.span))
                }
            }
            return .dictionary(result)
        }
        t.mutatingMethods = [
            "updateValue": { i, v, a throws(Interrupt) in
                guard var storage = v.dictionaryStorage else { return .none }
                let value = try a.required(nil)
                let key = try a.required("forKey")
                let hash = try i.hashKey(key, at: a.span)
                let old = storage.value(for: hash) ?? .none
                storage.set(value, for: key, hash: hash)
                v = .dictionary(storage)
                return old
            },
            "removeValue": { i, v, a throws(Interrupt) in
                guard var storage = v.dictionaryStorage else { return .none }
                let key = try a.required("forKey")
                let hash = try i.hashKey(key, at: a.span)
                let old = storage.value(for: hash) ?? .none
                storage.set(nil, for: key, hash: hash)
                v = .dictionary(storage)
                return old
            },
            "removeAll": { _, v, a throws(Interrupt) in
                _ = try a.positional()
                v = .dictionary(DictionaryStorage())
                return .void
            },
            "merge": { i, v, a throws(Interrupt) in
                guard var storage = v.dictionaryStorage else { return .void }
                let other = try a.required(nil)
                let combine = try a.function("uniquingKeysWith")
                for (key, value) in other.dictionaryStorage?.entries ?? [] {
                    let hash = try i.hashKey(key, at: a.span)
                    if let existing = storage.value(for: hash), let combine {
                        storage.set(try i.callFunction(combine, [existing, value], at: a.span), for: key, hash: hash)
                    } else {
                        storage.set(value, for: key, hash: hash)
                    }
                }
                v = .dictionary(storage)
                return .void
            },
        ]
    }

    static let set = NativeType("Set") { t in
        // `IndexSet` is a set of Ints here (`onDelete`, `move(fromOffsets:toOffset:)`).
        t.aliases = ["IndexSet"]
        t.initializer = setInitializer
        t.protocols = ["Collection", "Sequence", "SetAlgebra"]
        t.properties = [
            "count": { _, v, _ in .int(v.setStorage?.count ?? 0) },
            "isEmpty": { _, v, _ in .bool((v.setStorage?.count ?? 0) == 0) },
            "first": { _, v, _ in v.setStorage?.members.first ?? .none },
        ]
        t.methods = sequenceMethods()
        t.methods.define("contains") { i, v, a throws(Interrupt) in
            if a.remainingLabels.contains("where") { return try i.collectionMethod("contains", v, a) }
            return .bool(v.setStorage?.contains(try i.hashKey(try a.required(nil), at: a.span)) ?? false)
        }
        for name in ["union", "intersection", "subtracting", "symmetricDifference"] {
            t.methods.define(name) { i, v, a throws(Interrupt) in
                let other = try i.elements(of: try a.required(nil), at: a.span)
                var otherSet = SetStorage()
                for item in other { otherSet.insert(item, hash: try i.hashKey(item, at: a.span)) }
                var result = SetStorage()
                let mine = v.setStorage?.members ?? []
                for item in mine {
                    let inOther = otherSet.contains(try i.hashKey(item, at: a.span))
                    if name == "union" || (name == "intersection" && inOther)
                        || ((name == "subtracting" || name == "symmetricDifference") && !inOther)
                    {
                        result.insert(item, hash: try i.hashKey(item, at: a.span))
                    }
                }
                if name == "union" || name == "symmetricDifference" {
                    let mineSet = v.setStorage ?? SetStorage()
                    for item in other {
                        let hash = try i.hashKey(item, at: a.span)
                        if name == "union" || !mineSet.contains(hash) { result.insert(item, hash: hash) }
                    }
                }
                return .set(result)
            }
        }
        t.methods.define("isSubset") { i, v, a throws(Interrupt) in
            let other = try i.elements(of: try a.required("of"), at: a.span)
            var keys: Set<HashKey> = []
            for item in other { keys.insert(try i.hashKey(item, at: a.span)) }
            for item in v.setStorage?.members ?? [] where !keys.contains(try i.hashKey(item, at: a.span)) { return .false }
            return .true
        }
        t.mutatingMethods = [
            "insert": { i, v, a throws(Interrupt) in
                var storage = v.setStorage ?? SetStorage()
                let item = try a.required(nil)
                let inserted = storage.insert(item, hash: try i.hashKey(item, at: a.span))
                try i.checkSize(storage.count, at: a.span)
                v = .set(storage)
                return .tuple([.bool(inserted), item], labels: ["inserted", "memberAfterInsert"])
            },
            "remove": { i, v, a throws(Interrupt) in
                var storage = v.setStorage ?? SetStorage()
                let item = try a.required(nil)
                let removed = storage.remove(try i.hashKey(item, at: a.span))
                v = .set(storage)
                return removed ? item : .none
            },
            "formUnion": { i, v, a throws(Interrupt) in
                var storage = v.setStorage ?? SetStorage()
                for item in try i.elements(of: try a.required(nil), at: a.span) {
                    storage.insert(item, hash: try i.hashKey(item, at: a.span))
                }
                v = .set(storage)
                return .void
            },
            "removeAll": { _, v, a throws(Interrupt) in
                _ = try a.positional()
                v = .set(SetStorage())
                return .void
            },
            "toggle": { _, v, _ in .void },
        ]
    }

    static func makeArray(_ i: Interpreter, _ a: Arguments, element: TypeValue) throws(Interrupt) -> Value {
        if a.isEmpty { return .array([]) }
        if let count = try a.int("count") {
            let item = try a.required("repeating", element)
            try i.checkSize(count, at: a.span)
            return .array(Array(repeating: item, count: max(0, count)))
        }
        if let item = try a.value("repeating", element) {
            let count = try a.int("count") ?? 0
            try i.checkSize(count, at: a.span)
            return .array(Array(repeating: item, count: max(0, count)))
        }
        return .array(try i.elements(of: try a.required(nil), at: a.span))
    }

    static func makeDictionary(_ i: Interpreter, _ a: Arguments) throws(Interrupt) -> Value {
        var storage = DictionaryStorage()
        if let pairs = try a.value("uniqueKeysWithValues") {
            for pair in try i.elements(of: pairs, at: a.span) {
                guard case .tuple(let parts, _) = pair, parts.count == 2 else {
                    throw .error("Dictionary(uniqueKeysWithValues:) needs (key, value) pairs", at: a.span)
                }
                let hash = try i.hashKey(parts[0], at: a.span)
                if storage.value(for: hash) != nil {
                    throw .error("Dictionary(uniqueKeysWithValues:) found the key \(hash) twice", at: a.span)
                }
                storage.set(parts[1], for: parts[0], hash: hash)
            }
        } else if let items = try a.value("grouping") {
            let key = try a.requiredFunction("by")
            for item in try i.elements(of: items, at: a.span) {
                let k = try i.callFunction(key, [item], at: a.span)
                let hash = try i.hashKey(k, at: a.span)
                let existing = storage.value(for: hash)?.arrayItems ?? []
                storage.set(.array(existing + [item]), for: k, hash: hash)
            }
        }
        return .dictionary(storage)
    }

    /// `Set<Int>(…)`: the initializer `Set(…)` has.
    static func makeSet(_ i: Interpreter, _ a: Arguments) throws(Interrupt) -> Value { try setInitializer(i, a) }

    /// The elements of a native value that iterates (nil: not a sequence).
    static func elements(of value: Value, interpreter: Interpreter, at span: SourceSpan) throws(Interrupt) -> [Value]? {
        nil
    }
}

extension Value {
    var arrayItems: [Value] {
        if case .array(let items) = self { return items }
        return []
    }

    var dictionaryStorage: DictionaryStorage? {
        if case .dictionary(let d) = self { return d }
        return nil
    }

    var setStorage: SetStorage? {
        if case .set(let s) = self { return s }
        return nil
    }

    var rangeValue: RangeValue? {
        if case .range(let r) = self { return r }
        return nil
    }
}
