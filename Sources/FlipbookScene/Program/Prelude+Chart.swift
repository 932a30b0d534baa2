extension Prelude {
    /// Swift Charts, one part: its files' sources together (their method names are SwiftUI's
    /// too, so the part answers only to the names it exports; see `PreludePart`).
    static var chartsSource: String {
        [chartContentSource, chartScalesSource, chartShapesSource, chartPlotSource, chartLoweringSource, chartSource, chartScrollingSource]
            .joined(separator: "\n")
    }

    /// Swift Charts' `Chart` and its modifiers, in Swift. The chart takes the space it is
    /// offered (300 × 200 when a dimension is unspecified); `_ChartLayout` measures the axis
    /// labels and the legend, gives the plot what remains (the y labels on its trailing side,
    /// the x labels below it, the legend below them, leading-aligned), and places every item
    /// in the plot by its unit rectangle. The chart modifiers write the environment, as
    /// SwiftUI's do for the charts inside. The numbers are chosen, not measured
    /// (docs/semantics.md, "Charts").
    static let chartSource = #"""
        struct Chart<Content>: View {
            let _marks: [_ChartMark]
            @Environment(\._chartXAxisHidden) private var xAxisHidden
            @Environment(\._chartYAxisHidden) private var yAxisHidden
            @Environment(\._chartXAxisMarks) private var xMarks
            @Environment(\._chartYAxisMarks) private var yMarks
            @Environment(\._chartLegendHidden) private var legendHidden
            @Environment(\._chartLegendContent) private var legendContent
            @Environment(\._chartXDomain) private var xDomain
            @Environment(\._chartYDomain) private var yDomain
            @Environment(\._chartStyleDomain) private var styleDomain
            @Environment(\._chartStyleRange) private var styleRange
            @Environment(\._chartPlotStyle) private var plotStyle
            @Environment(\._chartScrollsX) private var scrollsX
            @Environment(\._chartScrollsY) private var scrollsY
            @Environment(\._chartXVisibleLength) private var xVisibleLength
            @Environment(\._chartYVisibleLength) private var yVisibleLength
            @Environment(\._chartXScrollStart) private var xScrollStart
            @Environment(\._chartYScrollStart) private var yScrollStart

            init(@ChartContentBuilder content: () -> [Any]) { _marks = _chartMarks(content()) }

            init<Items: Sequence>(_ data: Items, @ChartContentBuilder content: (Items.Element) -> [Any]) {
                var built: [Any] = []
                for element in data { built += content(element) }
                _marks = _chartMarks(built)
            }

            init<Items: Sequence, Key>(_ data: Items, id: KeyPath<Items.Element, Key>, @ChartContentBuilder content: (Items.Element) -> [Any]) {
                var built: [Any] = []
                for element in data {
                    let _ = element[keyPath: id]
                    built += content(element)
                }
                _marks = _chartMarks(built)
            }

            var body: some View {
                // A scrollable chart shows its visible domain (`Prelude+ChartScrolling`).
                let alongX = _ChartScrolling(scrolls: scrollsX, length: xVisibleLength, start: xScrollStart)
                    .visible(_marks, value: { $0.x })
                let alongY = _ChartScrolling(scrolls: scrollsY, length: yVisibleLength, start: yScrollStart)
                    .visible(alongX.marks, value: { $0.y })
                let options = _ChartOptions(
                    xAxisHidden: xAxisHidden, yAxisHidden: yAxisHidden, xMarks: xMarks, yMarks: yMarks,
                    legendHidden: legendHidden, legendContent: legendContent, xDomain: xDomain ?? alongX.domain,
                    yDomain: yDomain ?? alongY.domain, styleDomain: styleDomain, styleRange: styleRange)
                var items = _ChartPlan(marks: alongY.marks, options: options).items
                if let plotStyle {
                    // `.chartPlotStyle`: the marks and gridlines are one view, the plot area, which
                    // the scene's closure styles (a background behind them, a clip, a frame).
                    let inPlot = items.filter { _ChartLayout.plotRoles.contains($0.slot.role) }
                    let plot = _ChartLayout(slots: inPlot.map { $0.slot }) { ForEach(inPlot) { item in item.view } }
                    items = [_ChartItem(id: "_plotArea", slot: _ChartSlot(role: "plotArea"), view: plotStyle(AnyView(plot)))]
                        + items.filter { !_ChartLayout.plotRoles.contains($0.slot.role) }
                }
                return _ChartLayout(slots: items.map { $0.slot }) {
                    ForEach(items) { item in item.view }
                }
            }
        }

        /// What `chartPlotStyle`'s closure is given: the plot area, marks and gridlines.
        struct ChartPlotContent: View {
            let _plot: AnyView
            var body: some View { _plot }
        }

        struct _ChartLayout: Layout {
            let slots: [_ChartSlot]

            /// The items drawn inside the plot area (a plot style's view holds them).
            static let plotRoles: Set<String> = ["plot", "symbol", "symbolView"]
            /// The gaps between the plot and its labels, and above the legend.
            static let labelGap = 6.0
            static let legendGap = 8.0

            /// The room the labels and the legend take around the plot: leading, trailing, above
            /// (half a y label, or the top x labels'), the x labels', below (theirs or half a y
            /// label) and the legend's.
            func margins(_ subviews: Subviews, width: Double) -> (leading: Double, trailing: Double, top: Double, below: Double, bottom: Double, legend: Double) {
                var trailing = 0.0
                var leading = 0.0
                var below = 0.0
                var above = 0.0
                var legend = 0.0
                // The y labels are centred on their ticks; half of one may pass the plot's top
                // or bottom, and the chart keeps it inside its frame.
                var overhang = 0.0
                for index in slots.indices {
                    switch slots[index].role {
                    case "yLabel":
                        let size = subviews[index].sizeThatFits(.unspecified)
                        trailing = max(trailing, size.width + Self.labelGap)
                        overhang = max(overhang, size.height / 2)
                    case "yLabelLeading":
                        let size = subviews[index].sizeThatFits(.unspecified)
                        leading = max(leading, size.width + Self.labelGap)
                        overhang = max(overhang, size.height / 2)
                    case "xLabel": below = max(below, subviews[index].sizeThatFits(.unspecified).height + Self.labelGap)
                    case "xLabelTop": above = max(above, subviews[index].sizeThatFits(.unspecified).height + Self.labelGap)
                    case "legend":
                        legend = subviews[index].sizeThatFits(ProposedViewSize(width: width, height: nil)).height + Self.legendGap
                    default: break
                    }
                }
                return (leading, trailing, max(overhang, above), below, max(below, overhang), legend)
            }

            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                let size = proposal.replacingUnspecifiedDimensions(by: CGSize(width: 300, height: 200))
                // A plot style that fixes the plot's size (`.frame(height: 200)`) sizes the chart around it.
                guard let plotIndex = slots.firstIndex(where: { $0.role == "plotArea" }) else { return size }
                let m = margins(subviews, width: size.width)
                let plotWidth = max(size.width - m.leading - m.trailing, 0)
                let plotHeight = max(size.height - m.top - m.bottom - m.legend, 0)
                let plot = subviews[plotIndex].sizeThatFits(ProposedViewSize(width: plotWidth, height: plotHeight))
                return CGSize(width: plot.width + m.leading + m.trailing, height: plot.height + m.top + m.bottom + m.legend)
            }

            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                let labelGap = Self.labelGap
                let m = margins(subviews, width: bounds.width)
                let (leading, trailing, overhang, below, bottom, legend) = (m.leading, m.trailing, m.top, m.below, m.bottom, m.legend)
                let plot = CGRect(
                    x: bounds.minX + leading, y: bounds.minY + overhang, width: max(bounds.width - trailing - leading, 0),
                    height: max(bounds.height - overhang - bottom - legend, 0))
                for index in slots.indices {
                    let slot = slots[index]
                    var frame = CGRect(
                        x: plot.minX + slot.rect.minX * plot.width, y: plot.minY + slot.rect.minY * plot.height,
                        width: slot.rect.width * plot.width, height: slot.rect.height * plot.height)
                    switch slot.role {
                    case "plot":
                        if let width = slot.fixedWidth { frame = CGRect(x: frame.midX - width / 2, y: frame.minY, width: width, height: frame.height) }
                        if let height = slot.fixedHeight { frame = CGRect(x: frame.minX, y: frame.midY - height / 2, width: frame.width, height: height) }
                        frame = frame.insetBy(dx: min(slot.insetWidth, frame.width / 2), dy: min(slot.insetHeight, frame.height / 2))
                        subviews[index].place(
                            at: frame.origin, anchor: .topLeading, proposal: ProposedViewSize(width: frame.width, height: frame.height))
                    case "symbol":
                        subviews[index].place(at: frame.origin, anchor: .center, proposal: ProposedViewSize(slot.size))
                    case "symbolView":
                        subviews[index].place(at: frame.origin, anchor: .center, proposal: .unspecified)
                    case "yLabel":
                        subviews[index].place(at: CGPoint(x: plot.maxX + labelGap, y: frame.minY), anchor: .leading, proposal: .unspecified)
                    case "yLabelLeading":
                        subviews[index].place(at: CGPoint(x: plot.minX - labelGap, y: frame.minY), anchor: .trailing, proposal: .unspecified)
                    case "xLabel":
                        subviews[index].place(at: CGPoint(x: frame.minX, y: plot.maxY + bottom - below + labelGap), anchor: slot.leading ? .topLeading : .top, proposal: .unspecified)
                    case "xLabelTop":
                        subviews[index].place(at: CGPoint(x: frame.minX, y: plot.minY - labelGap), anchor: slot.leading ? .bottomLeading : .bottom, proposal: .unspecified)
                    case "plotArea":
                        subviews[index].place(at: plot.origin, anchor: .topLeading, proposal: ProposedViewSize(plot.size))
                    case "legend":
                        subviews[index].place(
                            at: CGPoint(x: bounds.minX, y: bounds.maxY), anchor: .bottomLeading,
                            proposal: ProposedViewSize(width: bounds.width, height: nil))
                    default:
                        if let width = slot.fixedWidth { frame = CGRect(x: frame.midX - width / 2, y: frame.minY, width: width, height: frame.height) }
                        if let height = slot.fixedHeight { frame = CGRect(x: frame.minX, y: frame.midY - height / 2, width: frame.width, height: height) }
                        _chartPlaceAnnotation(subviews[index], slot.position, spacing: slot.spacing, around: frame)
                    }
                }
            }
        }

        /// An annotation beside its mark's frame, `spacing` points away (4 by default), or over
        /// its centre.
        func _chartPlaceAnnotation(_ subview: LayoutSubview, _ position: AnnotationPosition, spacing: Double, around frame: CGRect) {
            let gap = spacing
            var point = CGPoint(x: frame.midX, y: frame.midY)
            var anchor = UnitPoint.center
            switch position {
            case .top: (point, anchor) = (CGPoint(x: frame.midX, y: frame.minY - gap), .bottom)
            case .bottom: (point, anchor) = (CGPoint(x: frame.midX, y: frame.maxY + gap), .top)
            case .leading: (point, anchor) = (CGPoint(x: frame.minX - gap, y: frame.midY), .trailing)
            case .trailing: (point, anchor) = (CGPoint(x: frame.maxX + gap, y: frame.midY), .leading)
            case .topLeading: (point, anchor) = (CGPoint(x: frame.minX, y: frame.minY - gap), .bottomLeading)
            case .topTrailing: (point, anchor) = (CGPoint(x: frame.maxX, y: frame.minY - gap), .bottomTrailing)
            case .bottomLeading: (point, anchor) = (CGPoint(x: frame.minX, y: frame.maxY + gap), .topLeading)
            case .bottomTrailing: (point, anchor) = (CGPoint(x: frame.maxX, y: frame.maxY + gap), .topTrailing)
            default: break
            }
            subview.place(at: point, anchor: anchor, proposal: .unspecified)
        }

        extension EnvironmentValues {
            @Entry var _chartXAxisHidden: Bool = false
            @Entry var _chartYAxisHidden: Bool = false
            @Entry var _chartXAxisMarks: AxisMarks? = nil
            @Entry var _chartYAxisMarks: AxisMarks? = nil
            @Entry var _chartLegendHidden: Bool = false
            @Entry var _chartLegendContent: AnyView? = nil
            @Entry var _chartXDomain: Any? = nil
            @Entry var _chartYDomain: Any? = nil
            @Entry var _chartStyleDomain: [String] = []
            @Entry var _chartStyleRange: [AnyShapeStyle] = []
            @Entry var _chartPlotStyle: ((AnyView) -> AnyView)? = nil
            /// `chartLegend(position:alignment:)`'s alignment of the legend below the chart.
            @Entry var _chartLegendAlignment: Alignment? = nil
        }

        /// `AxisMarks`: which parts of an axis are drawn (the default: gridlines and value
        /// labels), on which side, at which values. A content closure is asked for each value's
        /// parts, as Charts asks it: a label may have a format, a text or a view of its own, and a
        /// gridline a stroke. A label is caption-sized secondary text unless it says otherwise.
        struct AxisMarks {
            var _position: AxisMarkPosition
            var _values: AxisMarkValues
            var _format: Any? = nil
            var _content: ((AxisValue) -> [Any])? = nil
            var _drawsNothing = false
            /// The axis's other `AxisMarks`, each drawn with its own values (gridlines every
            /// day, labels every week).
            var _more: [AxisMarks] = []

            init(
                preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil
            ) {
                _position = position
                _values = values
            }

            init(
                format: some FormatStyle, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil
            ) {
                _position = position
                _values = values
                _format = format
            }

            init(
                preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil,
                @AxisMarkBuilder content: @escaping (AxisValue) -> [Any]
            ) {
                _position = position
                _values = values
                _content = content
            }

            /// The parts drawn at each tick (its value a date, number or category): the
            /// content's for the value, else Charts' default, a gridline and a label (in the marks'
            /// format).
            func _parts(at values: [Any]) -> [[Any]] {
                if _drawsNothing { return values.map { _ in [] } }
                guard let content = _content else {
                    var label = AxisValueLabel()
                    label._format = _format
                    return values.map { _ in [AxisGridLine(), label] }
                }
                var parts: [[Any]] = []
                for (index, value) in values.enumerated() {
                    parts.append(_chartFlattened(content(AxisValue(_value: value, index: index, count: values.count))))
                }
                return parts
            }

            /// The axis's ticks: the scale's own, the values given, or a stride's multiples, within
            /// its domain; on a time axis, a stride of calendar units from the first boundary in it.
            func _applied(to scale: _ChartScale) -> _ChartScale {
                if scale.isCategorical || _values._kind == "automatic" { return scale }
                var result = scale
                let low = min(scale.lower, scale.upper)
                let high = max(scale.lower, scale.upper)
                if scale.isDate {
                    if _values._kind == "calendarStride" {
                        return _chartDateTicks(scale, component: _values._component, count: max(_values._count, 1))
                    }
                    result.ticks = _values._numbers.filter { $0 >= low - 1e-6 && $0 <= high + 1e-6 }
                    result.dateLabels = result.ticks.map { _chartDateLabel(Date(timeIntervalSinceReferenceDate: $0), .day) }
                    return result
                }
                if _values._kind == "stride" {
                    guard _values._stride > 0, (high - low) / _values._stride <= 1000 else { return scale }
                    var ticks: [Double] = []
                    var tick = (low / _values._stride).rounded(.up) * _values._stride
                    while tick <= high + 1e-9 {
                        ticks.append(tick)
                        tick += _values._stride
                    }
                    result.ticks = ticks
                    result.step = _values._stride
                    return result
                }
                if _values._kind == "calendarStride" {
                    _notSupported("AxisMarks(values: .stride(by: .\(_values._component))) needs dates along its axis")
                }
                result.ticks = _values._numbers.filter { $0 >= low - 1e-9 && $0 <= high + 1e-9 }
                return result
            }
        }

        struct AxisMarkPosition: Equatable {
            var _name: String
            static let automatic = AxisMarkPosition(_name: "automatic")
            static let leading = AxisMarkPosition(_name: "leading")
            static let trailing = AxisMarkPosition(_name: "trailing")
            static let top = AxisMarkPosition(_name: "top")
            static let bottom = AxisMarkPosition(_name: "bottom")
        }

        struct AxisMarkPreset: Equatable {
            var _name: String
            static let automatic = AxisMarkPreset(_name: "automatic")
            static let extended = AxisMarkPreset(_name: "extended")
            static let aligned = AxisMarkPreset(_name: "aligned")
            static let inset = AxisMarkPreset(_name: "inset")
        }

        struct AxisMarkValues: ExpressibleByArrayLiteral {
            var _kind: String
            var _numbers: [Double] = []
            var _stride: Double = 0
            var _component: Calendar.Component = .day
            var _count = 1
            init(_kind: String) { self._kind = _kind }
            /// Numbers or dates (`AxisMarks(values: [0, 50, 100])`, `values: weekStarts`).
            init(arrayLiteral elements: Any...) {
                _kind = "values"
                _numbers = elements.compactMap { _chartNumber($0) }
            }
            static let automatic = AxisMarkValues(_kind: "automatic")
            static func automatic(
                minimumStride: Double? = nil, desiredCount: Int? = nil, roundLowerBound: Bool? = nil,
                roundUpperBound: Bool? = nil
            ) -> AxisMarkValues { .automatic }
            static func stride(by step: Double, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
                var values = AxisMarkValues(_kind: "stride")
                values._stride = step
                return values
            }
            static func stride(by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil, calendar: Calendar? = nil) -> AxisMarkValues {
                var values = AxisMarkValues(_kind: "calendarStride")
                values._component = component
                values._count = count
                return values
            }
        }

        /// The value at one tick, given to a mark's content: its date, number or category
        /// (`as(Date.self)`, `as(Double.self)`, `as(Int.self)`, `as(String.self)`), and its place
        /// among the axis's ticks.
        struct AxisValue {
            var _value: Any = 0
            var index: Int = 0
            var count: Int = 0
            func `as`<T>(_ type: T.Type) -> T? {
                if let value = _value as? T { return value }
                if let number = _value as? Double {
                    if type == Int.self, number.rounded() == number, abs(number) < 9e15 { return Int(number) as? T }
                    if type == Float.self { return Float(number) as? T }
                    if type == CGFloat.self { return CGFloat(number) as? T }
                }
                if let name = _value as? String, type == Int.self { return Int(name) as? T }
                return nil
            }
        }

        struct AxisGridLine {
            var _stroke: StrokeStyle? = nil
            var _style: AnyShapeStyle? = nil
            init(centered: Bool? = nil, stroke: StrokeStyle? = nil) { _stroke = stroke }
            func foregroundStyle<S: ShapeStyle>(_ style: S) -> AxisGridLine {
                var line = self
                line._style = AnyShapeStyle(style)
                return line
            }
        }

        struct AxisTick {
            init(centered: Bool? = nil, length: Any? = nil, stroke: StrokeStyle? = nil) {}
            func foregroundStyle<S: ShapeStyle>(_ style: S) -> AxisTick { self }
        }

        /// A tick's label: the scale's text, the value in a format, a text, or a view.
        struct AxisValueLabel {
            var _format: Any? = nil
            var _text: String? = nil
            var _view: AnyView? = nil
            var _centered = false
            var _font: Font? = nil
            var _style: AnyShapeStyle? = nil
            init(
                centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                collisionResolution: Any? = nil, offsetsMarks: Bool? = nil, orientation: Any? = nil,
                horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil
            ) {
                _centered = centered ?? false
            }
            init(
                format: some FormatStyle, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                collisionResolution: Any? = nil, offsetsMarks: Bool? = nil, orientation: Any? = nil,
                horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil
            ) {
                _format = format
                _centered = centered ?? false
            }
            init<Content: View>(
                centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                collisionResolution: Any? = nil, offsetsMarks: Bool? = nil, orientation: Any? = nil,
                horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil,
                @ViewBuilder content: () -> Content
            ) {
                _view = AnyView(content())
                _centered = centered ?? false
            }
            init(_ text: String, centered: Bool? = nil, anchor: UnitPoint? = nil) {
                _text = text
                _centered = centered ?? false
            }
            func font(_ font: Font?) -> AxisValueLabel {
                var label = self
                label._font = font
                return label
            }
            func foregroundStyle<S: ShapeStyle>(_ style: S) -> AxisValueLabel {
                var label = self
                label._style = AnyShapeStyle(style)
                return label
            }

            /// The label drawn at a tick whose value is `value` and default text `text`.
            func _body(value: Any, text: String) -> AnyView {
                var content: AnyView
                if let view = _view {
                    content = view
                } else if let format = _format {
                    content = AnyView(Text(_chartFormatted(value, format)))
                } else {
                    content = AnyView(Text(_text ?? text))
                }
                return AnyView(
                    content.font(_font ?? .caption2).foregroundStyle(_style ?? AnyShapeStyle(.secondary)).fixedSize())
            }
        }

        // An axis's format is a date's or a number's style: `.dateTime…`, `.number…`, `.percent`,
        // `.currency(code:)` name their members, as Foundation's `FormatStyle` extensions do.
        extension FormatStyle where Self == Date.FormatStyle {}
        extension FormatStyle where Self == FloatingPointFormatStyle {}

        /// A value in a format style: a date's, or a number's (as Double).
        func _chartFormatted(_ value: Any, _ format: Any) -> String {
            if let date = value as? Date { return date.formatted(format) }
            if let number = value as? Double { return number.formatted(format) }
            return "\(value)"
        }

        @resultBuilder
        struct AxisMarkBuilder {
            static func buildExpression(_ content: Any) -> [Any] { [content] }
            static func buildBlock(_ parts: [Any]...) -> [Any] { parts.flatMap { $0 } }
            static func buildOptional(_ part: [Any]?) -> [Any] { part ?? [] }
            static func buildEither(first part: [Any]) -> [Any] { part }
            static func buildEither(second part: [Any]) -> [Any] { part }
            static func buildArray(_ parts: [[Any]]) -> [Any] { parts.flatMap { $0 } }
        }
        typealias AxisContentBuilder = AxisMarkBuilder

        func _chartFlattened(_ parts: [Any]) -> [Any] {
            var flat: [Any] = []
            for part in parts {
                if let nested = part as? [Any] { flat += _chartFlattened(nested) } else { flat.append(part) }
            }
            return flat
        }

        /// What `chartOverlay` and `chartBackground` give their content, to map the finger's
        /// point to the chart's values. A render has no finger: an overlay that only waits for
        /// one (a clear shape with a gesture) is drawn; asking the proxy where a value is says it
        /// is not supported yet.
        struct ChartProxy {
            func value<P>(atX x: Double, as type: P.Type = Double.self) -> P? {
                _notSupported("ChartProxy.value(atX:) is not supported by Flipbook yet")
                return nil
            }
            func value<P>(atY y: Double, as type: P.Type = Double.self) -> P? {
                _notSupported("ChartProxy.value(atY:) is not supported by Flipbook yet")
                return nil
            }
            func value<P, Q>(at point: CGPoint, as type: (P, Q).Type) -> (P, Q)? {
                _notSupported("ChartProxy.value(at:as:) is not supported by Flipbook yet")
                return nil
            }
            func position<P>(forX value: P) -> Double? {
                _notSupported("ChartProxy.position(forX:) is not supported by Flipbook yet")
                return nil
            }
            func position<P>(forY value: P) -> Double? {
                _notSupported("ChartProxy.position(forY:) is not supported by Flipbook yet")
                return nil
            }
            var plotAreaSize: CGSize { _notSupported("ChartProxy.plotAreaSize is not supported by Flipbook yet"); return .zero }
            var plotSize: CGSize { _notSupported("ChartProxy.plotSize is not supported by Flipbook yet"); return .zero }
            var plotAreaFrame: Any { _notSupported("ChartProxy.plotAreaFrame is not supported by Flipbook yet"); return 0 }
            var plotFrame: Any? { _notSupported("ChartProxy.plotFrame is not supported by Flipbook yet"); return nil }
        }

        /// The one `AxisMarks` of an axis's content (none: an axis drawn without marks).
        func _chartAxisMarks(_ content: [Any]) -> AxisMarks {
            let marks = _chartFlattened(content).compactMap { $0 as? AxisMarks }
            if var first = marks.first {
                first._more = Array(marks.dropFirst())
                return first
            }
            var none = AxisMarks()
            none._drawsNothing = true
            return none
        }

        extension View {
            // An axis of the scene's `AxisMarks`: the parts they draw, where, at their values.
            func chartXAxis(@AxisMarkBuilder content: () -> [Any]) -> some View {
                environment(\._chartXAxisMarks, _chartAxisMarks(content()))
            }
            func chartYAxis(@AxisMarkBuilder content: () -> [Any]) -> some View {
                environment(\._chartYAxisMarks, _chartAxisMarks(content()))
            }
            func chartOverlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: (ChartProxy) -> V) -> some View {
                overlay(alignment: alignment) { content(ChartProxy()) }
            }
            func chartBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: (ChartProxy) -> V) -> some View {
                background(alignment: alignment) { content(ChartProxy()) }
            }
            func chartXAxis(_ visibility: Visibility) -> some View { environment(\._chartXAxisHidden, visibility == .hidden) }
            func chartYAxis(_ visibility: Visibility) -> some View { environment(\._chartYAxisHidden, visibility == .hidden) }
            func chartLegend(_ visibility: Visibility) -> some View { environment(\._chartLegendHidden, visibility == .hidden) }
            /// A legend of the scene's own, below the chart.
            func chartLegend<V: View>(
                position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: Double? = nil,
                @ViewBuilder content: () -> V
            ) -> some View {
                if position != .automatic && position != .bottom {
                    _notSupported("a chart legend placed elsewhere than below the chart is not supported by Flipbook yet")
                }
                return environment(\._chartLegendContent, AnyView(content()))
            }
            func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: Double? = nil) -> some View {
                if position != .automatic && position != .bottom {
                    _notSupported("a chart legend placed elsewhere than below the chart is not supported by Flipbook yet")
                }
                return environment(\._chartLegendAlignment, alignment)
            }
            /// `.chartPlotStyle { plot in plot.background(…).frame(height: 200) }`.
            func chartPlotStyle<V: View>(@ViewBuilder content: @escaping (ChartPlotContent) -> V) -> some View {
                environment(\._chartPlotStyle, { plot in AnyView(content(ChartPlotContent(_plot: plot))) })
            }
            // `.automatic(includesZero:)` resolves against the first overload's type.
            func chartXScale(domain: _ChartAutomaticDomain) -> some View { environment(\._chartXDomain, domain) }
            func chartXScale(domain: Any) -> some View { environment(\._chartXDomain, domain) }
            func chartYScale(domain: _ChartAutomaticDomain) -> some View { environment(\._chartYDomain, domain) }
            func chartYScale(domain: Any) -> some View { environment(\._chartYDomain, domain) }
            func chartXScale(domain: Any = _ChartAutomaticDomain.automatic, type: ScaleType) -> some View {
                type._check()
                return environment(\._chartXDomain, domain)
            }
            func chartYScale(domain: Any = _ChartAutomaticDomain.automatic, type: ScaleType) -> some View {
                type._check()
                return environment(\._chartYDomain, domain)
            }
            func chartXScale(domain: Any = _ChartAutomaticDomain.automatic, range: Any, type: ScaleType = .automatic) -> some View {
                _notSupported("chartXScale(range:) is not supported by Flipbook yet")
                return self
            }
            func chartYScale(domain: Any = _ChartAutomaticDomain.automatic, range: Any, type: ScaleType = .automatic) -> some View {
                _notSupported("chartYScale(range:) is not supported by Flipbook yet")
                return self
            }
            // A selection follows the finger on the chart; a render has none, so the binding
            // keeps the value the scene gives it (and a scene's own selection marks show it).
            func chartXSelection(value: Any) -> some View { self }
            func chartYSelection(value: Any) -> some View { self }
            func chartXSelection(range: Any) -> some View { self }
            func chartYSelection(range: Any) -> some View { self }
            func chartAngleSelection(value: Any) -> some View { self }
            func chartForegroundStyleScale(_ mapping: [String: Color]) -> some View {
                let keys = mapping.keys.sorted()
                return environment(\._chartStyleDomain, keys).environment(\._chartStyleRange, keys.map { AnyShapeStyle(mapping[$0]!) })
            }
            /// `chartForegroundStyleScale(range:)`: the styles in the order the chart's values
            /// appear.
            func chartForegroundStyleScale(range: [Any]) -> some View {
                environment(\._chartStyleRange, range.map { AnyShapeStyle($0) })
            }
            func chartForegroundStyleScale(domain: [Any], range: [Any]) -> some View {
                environment(\._chartStyleDomain, domain.map { _chartCategory($0) })
                    .environment(\._chartStyleRange, range.map { AnyShapeStyle($0) })
            }
        }
        """#
}
