/// A horizontal alignment guide: where views line up across a vertical stack or in a frame.
public enum HorizontalAlignment: Hashable, Sendable, CustomStringConvertible {
    case leading, center, trailing
    /// A guide of the scene's own `AlignmentID` type (`HorizontalAlignment(MyID.self)`).
    case custom(CustomAlignmentID)

    public var isCustom: Bool { if case .custom = self { true } else { false } }

    /// The guide's default position in a view of width `width`; a custom guide's is scene code,
    /// which `ViewDimensions` runs.
    public func defaultValue(width: Double) -> Double {
        switch self {
        case .leading, .custom: 0
        case .center: width / 2
        case .trailing: width
        }
    }

    public var description: String {
        switch self {
        case .leading: "leading"
        case .center: "center"
        case .trailing: "trailing"
        case .custom(let id): id.name
        }
    }
}

/// A vertical alignment guide: where views line up across a horizontal stack or in a frame.
public enum VerticalAlignment: Hashable, Sendable, CustomStringConvertible {
    case top, center, bottom, firstTextBaseline, lastTextBaseline
    case custom(CustomAlignmentID)

    public var isCustom: Bool { if case .custom = self { true } else { false } }

    /// The guide's default position in a view of height `height`; a view without text has its
    /// baselines at its bottom, as in SwiftUI.
    public func defaultValue(height: Double) -> Double {
        switch self {
        case .top, .custom: 0
        case .center: height / 2
        case .bottom, .firstTextBaseline, .lastTextBaseline: height
        }
    }

    public var description: String {
        switch self {
        case .top: "top"
        case .center: "center"
        case .bottom: "bottom"
        case .firstTextBaseline: "firstTextBaseline"
        case .lastTextBaseline: "lastTextBaseline"
        case .custom(let id): id.name
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
        // The container's guide is its default, which for a custom guide is scene code.
        var container = ViewDimensions(size: size)
        container.customGuideDefault = child.customGuideDefault
        return Point(x: container[horizontal] - child[horizontal], y: container[vertical] - child[vertical])
    }

    public var description: String {
        "\(horizontal)/\(vertical)"
    }
}

/// A guide of the scene's own `AlignmentID` type. Its `defaultValue(in:)` is scene code that
/// the layout runs through the live evaluator (`CustomGuideDefault`).
public struct CustomAlignmentID: Hashable, Sendable, CustomStringConvertible {
    /// The type's name, for messages and dumps.
    public let name: String
    /// The `AlignmentID` type, whose static `defaultValue(in:)` gives the guide's default.
    public let type: LiveHandle

    public init(name: String, type: LiveHandle) {
        self.name = name
        self.type = type
    }

    public var description: String { name }
}
