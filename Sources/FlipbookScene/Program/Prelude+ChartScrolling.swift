extension Prelude {
    /// A scrollable chart (`.chartScrollableAxes(.horizontal)` with `.chartXVisibleDomain(length:)`)
    /// at rest: it shows its visible domain from the scroll position's start (the first value,
    /// or `chartScrollPosition(initialX:)`'s): that many categories, or that length of numbers or
    /// dates (seconds). The marks past it are not drawn; nobody scrolls a render.
    static let chartScrollingSource = #"""
        /// One axis's scrolling: its visible length, and where it starts.
        struct _ChartScrolling {
            var scrolls = false
            var length: Double? = nil
            var start: Any? = nil

            /// The marks whose value on the axis is in the visible domain, and that domain (a
            /// numeric axis's, as a range for its scale; nil for categories or no scrolling).
            func visible(_ marks: [_ChartMark], value: (_ChartMark) -> PlottableValue<Any>?) -> (marks: [_ChartMark], domain: Any?) {
                guard scrolls, let length, length > 0 else { return (marks, nil) }
                let values = marks.compactMap { value($0)?.value }
                guard let first = values.first else { return (marks, nil) }
                if _chartNumber(first) == nil {
                    var categories: [String] = []
                    for value in values where !categories.contains(_chartCategory(value)) { categories.append(_chartCategory(value)) }
                    let from = start.flatMap { categories.firstIndex(of: _chartCategory($0)) } ?? 0
                    let shown = Set(categories[from..<min(categories.count, from + max(1, Int(length.rounded(.up))))])
                    return (marks.filter { mark in value(mark).map { shown.contains(_chartCategory($0.value)) } ?? true }, nil)
                }
                let numbers = values.compactMap { _chartNumber($0) }
                let low = start.flatMap { _chartNumber($0) } ?? (numbers.min() ?? 0)
                let high = low + length
                let kept = marks.filter { mark in
                    guard let number = value(mark).flatMap({ _chartNumber($0.value) }) else { return true }
                    return number >= low && number <= high
                }
                if first is Date {
                    return (kept, Date(timeIntervalSinceReferenceDate: low)...Date(timeIntervalSinceReferenceDate: high))
                }
                return (kept, low...high)
            }
        }

        extension EnvironmentValues {
            @Entry var _chartScrollsX = false
            @Entry var _chartScrollsY = false
            @Entry var _chartXVisibleLength: Double? = nil
            @Entry var _chartYVisibleLength: Double? = nil
            @Entry var _chartXScrollStart: Any? = nil
            @Entry var _chartYScrollStart: Any? = nil
        }

        enum ChartScrollTargetBehavior { case automatic }

        extension View {
            func chartScrollableAxes(_ axes: Axis.Set) -> some View {
                environment(\._chartScrollsX, axes.contains(.horizontal)).environment(\._chartScrollsY, axes.contains(.vertical))
            }
            func chartXVisibleDomain(length: Double) -> some View { environment(\._chartXVisibleLength, length) }
            func chartYVisibleDomain(length: Double) -> some View { environment(\._chartYVisibleLength, length) }
            func chartScrollPosition(initialX: Any) -> some View { environment(\._chartXScrollStart, initialX) }
            func chartScrollPosition(initialY: Any) -> some View { environment(\._chartYScrollStart, initialY) }
            func chartScrollPosition<Value>(x: Binding<Value>) -> some View { environment(\._chartXScrollStart, x.wrappedValue) }
            func chartScrollPosition<Value>(y: Binding<Value>) -> some View { environment(\._chartYScrollStart, y.wrappedValue) }
            func chartScrollTargetBehavior(_ behavior: Any) -> some View { self }
        }
        """#
}
