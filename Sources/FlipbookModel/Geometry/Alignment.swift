/// A horizontal alignment guide: where views line up across a vertical stack or in a frame.
public enum HorizontalAlignment: Hashable, Sendable, CustomStringConvertible {
    case leading, center, trailing
    /// A custom `AlignmentID` whose default value is `fraction` of the view's width.
    case custom(String, fraction: Double)

    /// The guide's default position in a view of width `width`.
    public func defaultValue(width: Double) -> Double {
        switch self {
        case .leading: 0
        case .center: width / 2
        case .trailing: width
        case .custom(_, let fraction): width * fraction
        }
    }

    public var description: String {
        switch self {
        case .leading: "leading"
        case .center: "center"
        case .trailing: "trailing"
        case .custom(let name, _): name
        }
    }
}

/// A vertical alignment guide: where views line up across a horizontal stack or in a frame.
public enum VerticalAlignment: Hashable, Sendable, CustomStringConvertible {
    case top, center, bottom, firstTextBaseline, lastTextBaseline
    case custom(String, fraction: Double)

    /// The guide's default position in a view of height `height`; a view without text has its
    /// baselines at its bottom, as in SwiftUI.
    public func defaultValue(height: Double) -> Double {
        switch self {
        case .top: 0
        case .center: height / 2
        case .bottom, .firstTextBaseline, .lastTextBaseline: height
        case .custom(_, let fraction): height * fraction
        }
    }

    public var description: String {
        switch self {
        case .top: "top"
        case .center: "center"
        case .bottom: "bottom"
        case .firstTextBaseline: "firstTextBaseline"
        case .lastTextBaseline: "lastTextBaseline"
        case .custom(let name, _): name
        }
    }
}

/// Two-dimensional alignment, as in `ZStack(alignment:)` and `frame(alignment:)`.
public struct Alignment: Hashable, Sendable, CustomStringConvertible {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// The origin of a child with `child` dimensions aligned inside a container of `size`
    /// whose own guides are at their defaults: the child's guide meets the container's.
    public func origin(of child: ViewDimensions, in size: Size) -> Point {
        Point(
            x: horizontal.defaultValue(width: size.width) - child[horizontal],
            y: vertical.defaultValue(height: size.height) - child[vertical])
    }

    public var description: String {
        "\(horizontal)/\(vertical)"
    }
}
