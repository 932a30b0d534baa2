/// Horizontal alignment of views in a vertical stack or a frame.
public enum HorizontalAlignment: String, Hashable, Sendable {
    case leading, center, trailing

    /// Where a child of width `child` sits in a space of width `container`.
    public func offset(child: Double, container: Double) -> Double {
        switch self {
        case .leading: 0
        case .center: (container - child) / 2
        case .trailing: container - child
        }
    }
}

/// Vertical alignment of views in a horizontal stack or a frame.
public enum VerticalAlignment: String, Hashable, Sendable {
    case top, center, bottom

    /// Where a child of height `child` sits in a space of height `container`.
    public func offset(child: Double, container: Double) -> Double {
        switch self {
        case .top: 0
        case .center: (container - child) / 2
        case .bottom: container - child
        }
    }
}

/// Two-dimensional alignment, as in `ZStack(alignment:)` and `frame(alignment:)`.
public struct Alignment: Hashable, Sendable {
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

    /// The named alignments of SwiftUI.
    public static let named: [String: Alignment] = [
        "center": .center, "leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom,
        "topLeading": .topLeading, "topTrailing": .topTrailing,
        "bottomLeading": .bottomLeading, "bottomTrailing": .bottomTrailing,
    ]

    /// The origin of a child of size `child` aligned inside a container of size `container`.
    public func offset(child: Size, container: Size) -> Point {
        Point(
            x: horizontal.offset(child: child.width, container: container.width),
            y: vertical.offset(child: child.height, container: container.height))
    }
}
