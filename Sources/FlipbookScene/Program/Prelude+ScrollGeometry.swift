extension Prelude {
    /// iOS 18's scroll values, as types a scene stores and extends (`@State var phase:
    /// ScrollPhase = .idle`, `extension ScrollGeometry`). Scroll views are drawn at rest, so
    /// `onScrollGeometryChange` and `onScrollPhaseChange` never report one.
    static let scrollGeometrySource = #"""
        struct ScrollGeometry: Equatable {
            var contentOffset: CGPoint
            var contentSize: CGSize
            var contentInsets: EdgeInsets
            var containerSize: CGSize
            init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
                self.contentOffset = contentOffset
                self.contentSize = contentSize
                self.contentInsets = contentInsets
                self.containerSize = containerSize
            }
            var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
            var bounds: CGRect {
                CGRect(
                    x: contentOffset.x - contentInsets.leading, y: contentOffset.y - contentInsets.top,
                    width: containerSize.width, height: containerSize.height)
            }
        }

        enum ScrollPhase: Equatable, Hashable {
            case idle, tracking, interacting, decelerating, animating
            var isScrolling: Bool { self != .idle }
        }
        """#
}
