import FlipbookModel
import Foundation

extension NativeTypes {
    static let int = NativeType("Int") { t in
        t.aliases = ["IntegerLiteralType", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"]
        t.protocols = [
            "BinaryInteger", "SignedInteger", "FixedWidthInteger", "Numeric", "AdditiveArithmetic", "Comparable",
            "Strideable", "CustomStringConvertible",
        ]
        t.staticProperties = [
            "max": { _, _ in .int(.max) },
            "min": { _, _ in .int(.min) },
            "zero": { _, _ in .int(0) },
        ]
        t.staticFunctions.define("random") { i, a throws(Interrupt) in
            guard case .range(let range) = try a.required("in", .native("Int")), let bounds = range.intBounds, !bounds.isEmpty
            else {
                throw .error("Int.random(in:) needs a non-empty range of Int", at: a.span)
            }
            let source = i.randomSource(a)
            // `Int.min...Int.max` holds more integers than an Int counts: any Int is in it.
            guard let count = range.intCount else { return .int(Int(truncatingIfNeeded: try source.next())) }
            // A scene's own generator draws as Swift's `next(upperBound:)` does, so that its
            // sequence is the one a Mac shows; the run's own keeps its historical draw.
            if source.generator != nil {
                return .int(bounds.lowerBound &+ Int(truncatingIfNeeded: try source.next(upperBound: UInt64(count))))
            }
            return .int(bounds.lowerBound + Int(try source.next() % UInt64(count)))
        }
        t.initializer = { i, a throws(Interrupt) in
            if a.remainingLabels.isEmpty { return .int(0) }
            let value = try a.required(nil)
            switch value {
            case .int: return value
            case .double(let d):
                // Every Double in -2⁶³..<2⁶³ converts.
                guard d.isFinite, d >= -0x1p63, d < 0x1p63 else {
                    throw .error(
                        "Int(_:) of \(d): the value cannot be converted to Int because it is not finite or too large", at: a.span)
                }
                return .int(Int(d))
            case .string(let s):
                let radix = try a.int("radix") ?? 10
                guard (2...36).contains(radix) else { throw .error("Int(_:radix:) needs a radix from 2 to 36", at: a.span) }
                return Int(s, radix: radix).map { .int($0) } ?? .none
            case .bool(let b): return .int(b ? 1 : 0)
            default: throw .error("Int(_:) cannot convert a \(i.typeName(of: value))", at: a.span)
            }
        }
        t.properties = [
            "description": { _, v, _ in .string(String(v.asInt ?? 0)) },
            // Swift's is a UInt; an Int holds every magnitude but Int.min's, whose `abs` traps.
            "magnitude": { _, v, a throws(Interrupt) in
                let n = v.asInt ?? 0
                if n == .min { throw .error("arithmetic overflow: \(n).magnitude does not fit in an Int", at: a) }
                return .int(abs(n))
            },
            "isMultiple": { _, v, _ in v },
        ]
        t.methods = [
            "isMultiple": { _, v, a throws(Interrupt) in
                guard let n = try a.int("of") else { throw .error("isMultiple(of:) needs an Int", at: a.span) }
                return .bool(n == 0 ? v.asInt == 0 : (v.asInt ?? 0) % n == 0)
            },
            "signum": { _, v, _ in .int((v.asInt ?? 0).signum()) },
            "quotientAndRemainder": { _, v, a throws(Interrupt) in
                guard let n = try a.int("dividingBy"), n != 0 else { throw .error("division by zero", at: a.span) }
                let (q, r) = (v.asInt ?? 0).quotientAndRemainder(dividingBy: n)
                return .tuple([.int(q), .int(r)], labels: ["quotient", "remainder"])
            },
            "distance": { _, v, a throws(Interrupt) in .int((try a.int("to") ?? 0) - (v.asInt ?? 0)) },
            "advanced": { _, v, a throws(Interrupt) in .int((v.asInt ?? 0) + (try a.int("by") ?? 0)) },
            "formatted": { i, v, a throws(Interrupt) in
                guard let style = try a.value(nil, i.formatStyleType) else { return .string(try i.formatDefault(v, at: a.span)) }
                return .string(try i.formatStyle(v, style, at: a.span))
            },
        ]
    }

    static let double = NativeType("Double") { t in
        // Foundation's `Decimal` (a price: `Decimal(quantity) * 2`) computes in binary floating
        // point here: exact to 15 significant digits, which money formatted to cents never sees.
        t.aliases = ["CGFloat", "Float", "TimeInterval", "Float64", "Float32", "FloatLiteralType", "Decimal"]
        t.protocols = [
            "BinaryFloatingPoint", "FloatingPoint", "Numeric", "AdditiveArithmetic", "Comparable", "Strideable",
            "VectorArithmetic", "Animatable", "CustomStringConvertible",
        ]
        t.staticProperties = [
            "pi": { _, _ in .double(.pi) },
            "infinity": { _, _ in .double(.infinity) },
            "nan": { _, _ in .double(.nan) },
            "zero": { _, _ in .double(0) },
            "greatestFiniteMagnitude": { _, _ in .double(.greatestFiniteMagnitude) },
            "leastNonzeroMagnitude": { _, _ in .double(.leastNonzeroMagnitude) },
            "ulpOfOne": { _, _ in .double(.ulpOfOne) },
        ]
        t.staticFunctions.define("random") { i, a throws(Interrupt) in
            guard case .range(let range) = try a.required("in", .native("Double")),
                let low = range.lower?.asDouble, let high = range.upper?.asDouble, low.isFinite, high.isFinite, low <= high,
                range.isClosed || low < high
            else {
                throw .error("Double.random(in:) needs a non-empty, finite range", at: a.span)
            }
            return .double(low + (high - low) * (try i.randomSource(a).unit()))
        }
        t.initializer = { i, a throws(Interrupt) in
            // `TimeInterval()`: zero, as every number type's empty initializer gives.
            if a.remainingLabels.isEmpty { return .double(0) }
            // `Double(truncating: number)`: an `NSNumber` (a formatter's) is a number here.
            let value = try a.has("truncating") ? a.required("truncating", .native("Double")) : a.required(nil, .native("Double"))
            switch value {
            case .int(let n): return .double(Double(n))
            case .double: return value
            case .string(let s): return Double(s).map { .double($0) } ?? .none
            // The prelude's `NSNumber` (`Double(truncating:)`, `Double(exactly:)` of a formatter's).
            case .instance(let number) where number.type.name == "NSNumber":
                return number.fields["doubleValue"] ?? .double(0)
            default: throw .error("Double(_:) cannot convert a \(i.typeName(of: value))", at: a.span)
            }
        }
        t.properties = [
            "isNaN": { _, v, _ in .bool(v.asDouble?.isNaN ?? false) },
            "isFinite": { _, v, _ in .bool(v.asDouble?.isFinite ?? false) },
            "isInfinite": { _, v, _ in .bool(v.asDouble?.isInfinite ?? false) },
            "isZero": { _, v, _ in .bool(v.asDouble == 0) },
            "magnitude": { _, v, _ in .double(abs(v.asDouble ?? 0)) },
            "magnitudeSquared": { _, v, _ in .double((v.asDouble ?? 0) * (v.asDouble ?? 0)) },
            "description": { _, v, _ in .string(Interpreter.swiftDescription(v.asDouble ?? 0)) },
            "squareRoot": { _, v, _ in v },
            "animatableData": { _, v, _ in v },
        ]
        t.methods = [
            "rounded": { _, v, a throws(Interrupt) in
                let d = v.asDouble ?? 0
                guard let rule = try a.value(nil, .native("FloatingPointRoundingRule")) else { return .double(d.rounded()) }
                switch rule {
                case .native(.enumCase(_, "down")): return .double(d.rounded(.down))
                case .native(.enumCase(_, "up")): return .double(d.rounded(.up))
                case .native(.enumCase(_, "towardZero")): return .double(d.rounded(.towardZero))
                case .native(.enumCase(_, "awayFromZero")): return .double(d.rounded(.awayFromZero))
                case .native(.enumCase(_, "toNearestOrEven")): return .double(d.rounded(.toNearestOrEven))
                default: return .double(d.rounded())
                }
            },
            "squareRoot": { _, v, _ in .double((v.asDouble ?? 0).squareRoot()) },
            "truncatingRemainder": { _, v, a throws(Interrupt) in
                .double((v.asDouble ?? 0).truncatingRemainder(dividingBy: try a.requiredDouble("dividingBy")))
            },
            "remainder": { _, v, a throws(Interrupt) in
                .double((v.asDouble ?? 0).remainder(dividingBy: try a.requiredDouble("dividingBy")))
            },
            "distance": { _, v, a throws(Interrupt) in .double(try a.requiredDouble("to") - (v.asDouble ?? 0)) },
            "advanced": { _, v, a throws(Interrupt) in .double((v.asDouble ?? 0) + (try a.requiredDouble("by"))) },
            "formatted": { i, v, a throws(Interrupt) in
                guard let style = try a.value(nil, i.formatStyleType) else { return .string(try i.formatDefault(v, at: a.span)) }
                return .string(try i.formatStyle(v, style, at: a.span))
            },
            "isLess": { _, v, a throws(Interrupt) in .bool((v.asDouble ?? 0) < (try a.requiredDouble("than"))) },
            // `VectorArithmetic`, which custom animations and animatable data compute with.
            "scaled": { _, v, a throws(Interrupt) in .double((v.asDouble ?? 0) * (try a.requiredDouble("by"))) },
        ]
        t.mutatingMethods = [
            "round": { _, v, a throws(Interrupt) in
                v = .double((v.asDouble ?? 0).rounded())
                return .void
            },
            "negate": { _, v, _ in
                v = .double(-(v.asDouble ?? 0))
                return .void
            },
            "formTruncatingRemainder": { _, v, a throws(Interrupt) in
                v = .double((v.asDouble ?? 0).truncatingRemainder(dividingBy: try a.requiredDouble("dividingBy")))
                return .void
            },
        ]
    }

    static let bool = NativeType("Bool") { t in
        t.protocols = ["Equatable", "Hashable", "CustomStringConvertible"]
        t.staticFunctions.define("random") { i, a throws(Interrupt) in
            let source = i.randomSource(a)
            // Swift's `Bool.random(using:)` reads bit 17 of a draw.
            if source.generator != nil { return .bool((try source.next() >> 17) & 1 == 0) }
            return .bool(i.nextRandom() & 1 == 1)
        }
        t.initializer = { i, a throws(Interrupt) in
            let value = try a.required(nil)
            if case .string(let s) = value { return Bool(s).map { .bool($0) } ?? .none }
            return value
        }
        t.properties["description"] = { _, v, _ in .string(String(v.asBool ?? false)) }
        t.mutatingMethods["toggle"] = { _, v, _ in
            v = .bool(!(v.asBool ?? false))
            return .void
        }
    }
}

extension Interpreter {
    /// The seeded generator behind `random(in:)`, `shuffled()` and `Bool.random()`:
    /// splitmix64, so runs are reproducible.
    func nextRandom() -> UInt64 {
        randomState &+= 0x9E37_79B9_7F4A_7C15
        var z = randomState
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Operators on native values beyond numbers and strings (`Angle + Angle`, `Text + Text`,
    /// `DispatchTime + 0.5`, `Duration * 2`).
    func nativeBinary(_ op: String, _ left: Value, _ right: Value, at span: SourceSpan) throws(Interrupt) -> Value? {
        switch (op, left, right) {
        case ("+", .view(.text(let a, let s)), .view(.text(let b, _))): return .view(.text(a + b, span: s))
        case ("+", .native(.angle(let a)), .native(.angle(let b))): return .native(.angle(Angle(radians: a.radians + b.radians)))
        case ("-", .native(.angle(let a)), .native(.angle(let b))): return .native(.angle(Angle(radians: a.radians - b.radians)))
        case ("*", .native(.angle(let a)), _):
            guard let k = right.asDouble else { return nil }
            return .native(.angle(Angle(radians: a.radians * k)))
        case ("*", _, .native(.angle(let a))):
            guard let k = left.asDouble else { return nil }
            return .native(.angle(Angle(radians: a.radians * k)))
        case ("/", .native(.angle(let a)), _):
            guard let k = right.asDouble else { return nil }
            return .native(.angle(Angle(radians: a.radians / k)))
        case ("+", .native(.dispatchTime(let t)), _):
            guard let d = right.asDouble ?? right.durationSeconds else { return nil }
            return .native(.dispatchTime(t + d))
        case ("-", .native(.dispatchTime(let t)), _):
            guard let d = right.asDouble ?? right.durationSeconds else { return nil }
            return .native(.dispatchTime(t - d))
        case ("+", .native(.date(let t)), _):
            guard let d = right.asDouble else { return nil }
            return .native(.date(t + d))
        case ("-", .native(.date(let a)), .native(.date(let b))):
            return .double(a - b)
        case ("-", .native(.date(let t)), _):
            guard let d = right.asDouble else { return nil }
            return .native(.date(t - d))
        case ("+", .native(.duration(let a)), .native(.duration(let b))): return .native(.duration(a + b))
        case ("-", .native(.duration(let a)), .native(.duration(let b))): return .native(.duration(a - b))
        case ("*", .native(.duration(let a)), _):
            guard let k = right.asDouble else { return nil }
            return .native(.duration(a * k))
        case ("/", .native(.duration(let a)), _):
            guard let k = right.asDouble else { return nil }
            return .native(.duration(a / k))
        case ("==", .native, .native), ("!=", .native, .native):
            return nil
        case ("+", .set(var a), .set(let b)):
            for member in b.members { a.insert(member, hash: try hashKey(member, at: span)) }
            return .set(a)
        default:
            return nil
        }
    }

    func nativePrefix(_ op: String, _ value: Value, at span: SourceSpan) throws(Interrupt) -> Value? {
        switch (op, value) {
        case ("-", .native(.angle(let a))): .native(.angle(Angle(radians: -a.radians)))
        case ("-", .native(.duration(let d))): .native(.duration(-d))
        default: nil
        }
    }
}

extension Value {
    var durationSeconds: Double? {
        if case .native(.duration(let d)) = self { return d }
        return nil
    }
}
