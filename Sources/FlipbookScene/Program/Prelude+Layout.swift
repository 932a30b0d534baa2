extension Prelude {
    /// The `Layout` protocol's side of SwiftUI, in Swift: the proposal and subview types a
    /// scene's layout works with (their measuring and placing are native, through the layout
    /// engine), `callAsFunction` that makes a layout a container (`MyLayout { … }`), the
    /// built-in layouts as values, and `AnyLayout`, whose container keeps its identity when
    /// the layout inside changes, so switching layouts animates the subviews to their new
    /// places.
    static let layoutSource = #"""
        struct ProposedViewSize: Hashable {
            var width: Double?
            var height: Double?
            init(width: Double?, height: Double?) {
                self.width = width
                self.height = height
            }
            init(_ size: CGSize) {
                width = size.width
                height = size.height
            }
            static let zero = ProposedViewSize(width: 0, height: 0)
            static let unspecified = ProposedViewSize(width: nil, height: nil)
            static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
            func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
                CGSize(width: width ?? size.width, height: height ?? size.height)
            }
        }

        struct LayoutSubview {
            let index: Int
            func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { _subviewSize(index, proposal) }
            func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
                _flipbookDimensions(_subviewSize(index, proposal))
            }
            func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
                _placeSubview(index, position, anchor, proposal)
            }
            var priority: Double { _subviewPriority(index) }
            var spacing: ViewSpacing { ViewSpacing() }
            /// `subview[Rank.self]`: what `.layoutValue(key: Rank.self, value:)` gave the view, or
            /// the key's default.
            subscript<K: LayoutValueKey>(key: K.Type) -> K.Value { _subviewLayoutValue(index, key) }
        }

        protocol LayoutValueKey {
            associatedtype Value
            static var defaultValue: Value { get }
        }

        /// The space a view prefers beside another: 8 points between any two views, the
        /// default Flipbook's stacks use (SwiftUI varies it by the kinds of view).
        struct ViewSpacing {
            var _isZero = false
            static let zero = ViewSpacing(_isZero: true)
            init() {}
            init(_isZero: Bool) { self._isZero = _isZero }
            func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat { _isZero && next._isZero ? 0 : 8 }
            mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) { _isZero = _isZero && other._isZero }
            func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
                ViewSpacing(_isZero: _isZero && other._isZero)
            }
        }

        typealias LayoutSubviews = [LayoutSubview]

        extension Layout {
            func callAsFunction(@ViewBuilder _ content: () -> some View) -> some View {
                _sceneLayout(self, content())
            }
        }

        struct HStackLayout: Layout {
            var alignment: VerticalAlignment = .center
            var spacing: Double? = nil
            init(alignment: VerticalAlignment = .center, spacing: Double? = nil) {
                self.alignment = alignment
                self.spacing = spacing
            }
            func callAsFunction(@ViewBuilder _ content: () -> some View) -> some View {
                HStack(alignment: alignment, spacing: spacing) { content() }
            }
        }

        struct VStackLayout: Layout {
            var alignment: HorizontalAlignment = .center
            var spacing: Double? = nil
            init(alignment: HorizontalAlignment = .center, spacing: Double? = nil) {
                self.alignment = alignment
                self.spacing = spacing
            }
            func callAsFunction(@ViewBuilder _ content: () -> some View) -> some View {
                VStack(alignment: alignment, spacing: spacing) { content() }
            }
        }

        struct ZStackLayout: Layout {
            var alignment: Alignment = .center
            init(alignment: Alignment = .center) { self.alignment = alignment }
            func callAsFunction(@ViewBuilder _ content: () -> some View) -> some View {
                ZStack(alignment: alignment) { content() }
            }
        }

        struct AnyLayout: Layout {
            let base: Any
            init(_ layout: some Layout) { base = layout }
            func callAsFunction(@ViewBuilder _ content: () -> some View) -> some View {
                base.callAsFunction(content)
            }
        }
        """#
}
