/// A size proposal from a parent to a child, as SwiftUI's `ProposedViewSize`.
///
/// Each dimension is a length, `nil` ("tell me your ideal size") or `.infinity` ("as large as
/// you like", used by stacks when they probe a child's flexibility). Proposals are sanitised on
/// creation: NaN and negative lengths become 0, so no layout ever sees them.
public struct ProposedSize: Hashable, Sendable {
    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width.map(ProposedSize.sanitized)
        self.height = height.map(ProposedSize.sanitized)
    }

    public init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    /// A proposal with `major` along `axis` and `minor` across it.
    public init(along axis: Axis, _ major: Double?, across minor: Double?) {
        switch axis {
        case .horizontal: self.init(width: major, height: minor)
        case .vertical: self.init(width: minor, height: major)
        }
    }

    /// Both dimensions unspecified: the child answers with its ideal size.
    public static let unspecified = ProposedSize(width: nil, height: nil)
    public static let zero = ProposedSize(width: 0, height: 0)
    public static let infinity = ProposedSize(width: .infinity, height: .infinity)

    public subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set {
            if axis == .horizontal {
                width = newValue.map(ProposedSize.sanitized)
            } else {
                height = newValue.map(ProposedSize.sanitized)
            }
        }
    }

    /// The proposal with unspecified dimensions filled from `size`.
    public func replacingUnspecified(by size: Size) -> Size {
        Size(width: width ?? size.width, height: height ?? size.height)
    }

    /// The proposal with infinite dimensions replaced by `size`'s: used only when placing, where a
    /// final frame must be finite (see `LayoutContext.place`).
    public func replacingInfinite(by size: Size) -> ProposedSize {
        ProposedSize(
            width: width.map { $0.isInfinite ? size.width : $0 },
            height: height.map { $0.isInfinite ? size.height : $0 })
    }

    /// NaN and negative lengths become 0; +infinity is kept (it is a meaningful proposal).
    public static func sanitized(_ value: Double) -> Double {
        value.isNaN || value < 0 ? 0 : value
    }
}

extension Size {
    /// A size whose dimensions are finite and non-negative: NaN and negative become 0.
    /// Infinity is kept, since a probe may legitimately answer with it.
    public var sanitized: Size {
        Size(width: ProposedSize.sanitized(width), height: ProposedSize.sanitized(height))
    }

    /// The size with `major` along `axis` and `minor` across it.
    public init(along axis: Axis, _ major: Double, across minor: Double) {
        switch axis {
        case .horizontal: self.init(width: major, height: minor)
        case .vertical: self.init(width: minor, height: major)
        }
    }
}

extension Point {
    /// The point with `major` along `axis` and `minor` across it.
    public init(along axis: Axis, _ major: Double, across minor: Double) {
        switch axis {
        case .horizontal: self.init(x: major, y: minor)
        case .vertical: self.init(x: minor, y: major)
        }
    }

    public subscript(axis: Axis) -> Double { axis == .horizontal ? x : y }
}

extension Optional where Wrapped == Double {
    /// A user-given length made safe for layout: NaN and negative lengths become 0. Infinity is
    /// kept; callers decide what it means for them.
    public var layoutLength: Double? {
        self.map(ProposedSize.sanitized)
    }
}
