import FlipbookModel

/// SwiftUI's `GridItem`: one column of a `LazyVGrid` (one row of a `LazyHGrid`), read from the
/// scene's value of the prelude struct of that name.
public struct GridItem: Hashable, Sendable, CustomStringConvertible {
    public enum Size: Hashable, Sendable {
        case fixed(Double)
        case flexible(minimum: Double, maximum: Double)
        case adaptive(minimum: Double, maximum: Double)
    }

    public var size: Size
    /// The space to the next item (nil: the default, 8).
    public var spacing: Double?
    /// How cells sit in this item's space (nil: the grid's alignment).
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(minimum: 10, maximum: .infinity), spacing: Double? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    /// The items of a grid's `columns:` or `rows:` argument.
    public static func items(_ arguments: any ArgumentReader, _ label: String) throws(ArgumentError) -> [GridItem] {
        guard let value = try arguments.take(label, as: .array(.record("GridItem"))) else { throw arguments.missing(label) }
        func invalid(_ what: String) -> ArgumentError {
            ArgumentError("\(arguments.callee): '\(label):' needs GridItems; \(what)", at: .some(label))
        }
        guard case .array(let values) = value else { throw invalid("found something else") }
        var items: [GridItem] = []
        for value in values {
            guard case .record(let fields) = value, case .enumCase(let name, let payload)? = fields["size"] else {
                throw invalid("found something else")
            }
            // `.infinity` is a valid maximum; a NaN is not a size.
            if payload.contains(where: { if case .double(let d) = $0 { d.isNaN } else { false } }) {
                throw invalid("'.\(name)' needs sizes that are numbers, not NaN")
            }
            let numbers = payload.map { number($0) }
            let size: Size
            switch (name, numbers.count) {
            case ("fixed", 1): size = .fixed(max(0, numbers[0] ?? 0))
            case ("flexible", 2), ("adaptive", 2):
                let minimum = max(0, numbers[0] ?? 10)
                let maximum = max(minimum, numbers[1] ?? .infinity)
                size =
                    name == "flexible"
                    ? .flexible(minimum: minimum, maximum: maximum) : .adaptive(minimum: minimum, maximum: maximum)
            default: throw invalid("'.\(name)' is not a GridItem.Size")
            }
            var alignment: Alignment?
            if case .alignment(let a)? = fields["alignment"] { alignment = a }
            let spacing = fields["spacing"].flatMap(number)
            items.append(GridItem(size, spacing: spacing.map { $0.isFinite ? $0 : 0 }, alignment: alignment))
        }
        return items
    }

    private static func number(_ value: ArgumentValue) -> Double? {
        switch value {
        case .double(let d) where !d.isNaN: d
        case .int(let i): Double(i)
        default: nil
        }
    }

    public var description: String {
        let size =
            switch size {
            case .fixed(let w): "fixed(\(formatNumber(w)))"
            case .flexible(let lo, let hi): "flexible(\(formatNumber(lo))…\(formatNumber(hi)))"
            case .adaptive(let lo, let hi): "adaptive(\(formatNumber(lo))…\(formatNumber(hi)))"
            }
        return size + (spacing.map { " spacing \(formatNumber($0))" } ?? "") + (alignment.map { " \($0)" } ?? "")
    }
}
