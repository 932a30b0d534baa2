extension Prelude {
    /// Swift Charts' content, in Swift: `PlottableValue`s (`.value("Day", d.day)`), the marks
    /// (`BarMark`, `LineMark`, `PointMark`, `AreaMark`, `RuleMark`, `RectangleMark`), their
    /// modifiers, and `ChartContentBuilder`. A mark is a record of what it plots and how it is
    /// styled; `Chart` (`Prelude+Chart.swift`) lowers the records to shapes and text, so the
    /// marks animate as any view's frames and shapes do.
    static let chartContentSource = #"""
        /// A value a mark plots, with its label (`.value("Steps", 120)`).
        /// With a `unit:`, a date stands for the whole calendar unit that contains it: it is
        /// plotted at the unit's middle, and the axis spans the unit.
        struct PlottableValue<Value> {
            let label: String
            let value: Any
            var unitStart: Date? = nil
            var unitEnd: Date? = nil
            static func value(_ label: Any, _ value: Any) -> PlottableValue<Value> {
                PlottableValue(label: _plainText(label), value: value)
            }
            static func value(_ label: Any, _ value: Date, unit: Calendar.Component, calendar: Calendar = .current) -> PlottableValue<Value> {
                let start = _chartUnitStart(value, unit)
                let end = Calendar.current.date(byAdding: unit, value: 1, to: start)!
                let middle = Date(timeIntervalSinceReferenceDate: (start.timeIntervalSinceReferenceDate + end.timeIntervalSinceReferenceDate) / 2)
                return PlottableValue(label: _plainText(label), value: middle, unitStart: start, unitEnd: end)
            }
        }

        /// The start of the calendar unit that contains `date` (weeks start on Sunday, as in
        /// the United States).
        func _chartUnitStart(_ date: Date, _ unit: Calendar.Component) -> Date {
            let calendar = Calendar.current
            switch unit {
            case .year: return calendar.date(from: calendar.dateComponents([.year], from: date))!
            case .quarter, .month: return calendar.date(from: calendar.dateComponents([.year, .month], from: date))!
            case .weekOfYear, .weekOfMonth:
                let day = calendar.startOfDay(for: date)
                return calendar.date(byAdding: .day, value: 1 - calendar.component(.weekday, from: day), to: day)!
            case .hour: return calendar.date(from: calendar.dateComponents([.year, .month, .day, .hour], from: date))!
            case .minute: return calendar.date(from: calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date))!
            case .second: return calendar.date(from: calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date))!
            default: return calendar.startOfDay(for: date)
            }
        }

        /// A bar's width or height (`BarMark(x:y:width:)`).
        struct MarkDimension: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
            let _kind: String
            let _amount: Double
            static let automatic = MarkDimension(_kind: "automatic", _amount: 0)
            static func fixed(_ points: Double) -> MarkDimension { MarkDimension(_kind: "fixed", _amount: points) }
            static func ratio(_ fraction: Double) -> MarkDimension { MarkDimension(_kind: "ratio", _amount: fraction) }
            static func inset(_ points: Double) -> MarkDimension { MarkDimension(_kind: "inset", _amount: points) }
            init(_kind: String, _amount: Double) {
                self._kind = _kind
                self._amount = _amount
            }
            init(integerLiteral value: Int) { self.init(_kind: "fixed", _amount: Double(value)) }
            init(floatLiteral value: Double) { self.init(_kind: "fixed", _amount: value) }
        }

        struct MarkStackingMethod: Equatable {
            let _name: String
            static let standard = MarkStackingMethod(_name: "standard")
            static let unstacked = MarkStackingMethod(_name: "unstacked")
            static let normalized = MarkStackingMethod(_name: "normalized")
            static let center = MarkStackingMethod(_name: "center")
        }

        struct InterpolationMethod: Equatable {
            let _name: String
            static let linear = InterpolationMethod(_name: "linear")
            static let catmullRom = InterpolationMethod(_name: "catmullRom")
            static let cardinal = InterpolationMethod(_name: "catmullRom")
            static let monotone = InterpolationMethod(_name: "monotone")
            static let stepStart = InterpolationMethod(_name: "stepStart")
            static let stepCenter = InterpolationMethod(_name: "stepCenter")
            static let stepEnd = InterpolationMethod(_name: "stepEnd")
            static func catmullRom(alpha: Double) -> InterpolationMethod { .catmullRom }
            static func cardinal(tension: Double) -> InterpolationMethod { .catmullRom }
        }

        /// The symbols a point (or a line's points) is drawn with.
        struct BasicChartSymbolShape: Equatable {
            let _name: String
            static let circle = BasicChartSymbolShape(_name: "circle")
            static let square = BasicChartSymbolShape(_name: "square")
            static let triangle = BasicChartSymbolShape(_name: "triangle")
            static let diamond = BasicChartSymbolShape(_name: "diamond")
            static let pentagon = BasicChartSymbolShape(_name: "pentagon")
            static let plus = BasicChartSymbolShape(_name: "plus")
            static let cross = BasicChartSymbolShape(_name: "cross")
            static let asterisk = BasicChartSymbolShape(_name: "asterisk")
        }

        enum AnnotationPosition { case automatic, overlay, top, bottom, leading, trailing, topLeading, topTrailing, bottomLeading, bottomTrailing }

        /// What one mark plots and how it is styled.
        struct _ChartMark {
            var kind: String
            var x: PlottableValue<Any>? = nil
            var y: PlottableValue<Any>? = nil
            var xStart: PlottableValue<Any>? = nil
            var xEnd: PlottableValue<Any>? = nil
            var yStart: PlottableValue<Any>? = nil
            var yEnd: PlottableValue<Any>? = nil
            var series: PlottableValue<Any>? = nil
            var style: AnyShapeStyle? = nil
            var styleBy: PlottableValue<Any>? = nil
            var symbol: String? = nil
            /// `.symbol { Image(systemName: "star.fill") }`: a view drawn at the point instead.
            var symbolView: AnyView? = nil
            var symbolBy: PlottableValue<Any>? = nil
            var symbolSize: Double? = nil
            var interpolation: String = "linear"
            var cornerRadius: Double = 0
            /// `clipShape(_:)` (iOS 17): the shape a bar is cut to.
            var clipShape: AnyShape? = nil
            var opacity: Double = 1
            var lineStyle: StrokeStyle? = nil
            var width: MarkDimension = .automatic
            var height: MarkDimension = .automatic
            var stacking: String = "standard"
            var positionBy: PlottableValue<Any>? = nil
            var annotation: AnyView? = nil
            var annotationPosition: AnnotationPosition = .automatic
            var annotationSpacing: Double? = nil
            var angle: PlottableValue<Any>? = nil
            var innerRadius: MarkDimension = .automatic
            var outerRadius: MarkDimension = .automatic
            var angularInset: Double = 0
        }

        protocol ChartContent {
            @ChartContentBuilder var body: [Any] { get }
        }

        struct BarMark: ChartContent {
            var _mark: _ChartMark
            init(
                x: PlottableValue<Any>, y: PlottableValue<Any>, width: MarkDimension = .automatic,
                height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard
            ) {
                _mark = _ChartMark(kind: "bar", x: x, y: y, width: width, height: height, stacking: stacking._name)
            }
            init(x: PlottableValue<Any>, yStart: PlottableValue<Any>, yEnd: PlottableValue<Any>, width: MarkDimension = .automatic) {
                _mark = _ChartMark(kind: "bar", x: x, yStart: yStart, yEnd: yEnd, width: width)
            }
            init(xStart: PlottableValue<Any>, xEnd: PlottableValue<Any>, y: PlottableValue<Any>, height: MarkDimension = .automatic) {
                _mark = _ChartMark(kind: "bar", y: y, xStart: xStart, xEnd: xEnd, height: height)
            }
            init(xStart: PlottableValue<Any>, xEnd: PlottableValue<Any>, yStart: PlottableValue<Any>, yEnd: PlottableValue<Any>) {
                _mark = _ChartMark(kind: "bar", xStart: xStart, xEnd: xEnd, yStart: yStart, yEnd: yEnd)
            }
            init(x: PlottableValue<Any>, height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
                _mark = _ChartMark(kind: "bar", x: x, height: height, stacking: stacking._name)
            }
            init(y: PlottableValue<Any>, width: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
                _mark = _ChartMark(kind: "bar", y: y, width: width, stacking: stacking._name)
            }
        }

        struct LineMark: ChartContent {
            var _mark: _ChartMark
            init(x: PlottableValue<Any>, y: PlottableValue<Any>) { _mark = _ChartMark(kind: "line", x: x, y: y) }
            init(x: PlottableValue<Any>, y: PlottableValue<Any>, series: PlottableValue<Any>) {
                _mark = _ChartMark(kind: "line", x: x, y: y, series: series)
            }
        }

        struct PointMark: ChartContent {
            var _mark: _ChartMark
            init(x: PlottableValue<Any>, y: PlottableValue<Any>) { _mark = _ChartMark(kind: "point", x: x, y: y) }
        }

        struct AreaMark: ChartContent {
            var _mark: _ChartMark
            init(x: PlottableValue<Any>, y: PlottableValue<Any>, stacking: MarkStackingMethod = .standard) {
                _mark = _ChartMark(kind: "area", x: x, y: y, stacking: stacking._name)
            }
            init(x: PlottableValue<Any>, y: PlottableValue<Any>, series: PlottableValue<Any>, stacking: MarkStackingMethod = .standard) {
                _mark = _ChartMark(kind: "area", x: x, y: y, series: series, stacking: stacking._name)
            }
            init(x: PlottableValue<Any>, yStart: PlottableValue<Any>, yEnd: PlottableValue<Any>) {
                _mark = _ChartMark(kind: "area", x: x, yStart: yStart, yEnd: yEnd, stacking: "unstacked")
            }
        }

        struct RuleMark: ChartContent {
            var _mark: _ChartMark
            init(x: PlottableValue<Any>) { _mark = _ChartMark(kind: "rule", x: x) }
            init(y: PlottableValue<Any>) { _mark = _ChartMark(kind: "rule", y: y) }
            init(x: PlottableValue<Any>, yStart: PlottableValue<Any>, yEnd: PlottableValue<Any>) {
                _mark = _ChartMark(kind: "rule", x: x, yStart: yStart, yEnd: yEnd)
            }
            init(xStart: PlottableValue<Any>, xEnd: PlottableValue<Any>, y: PlottableValue<Any>) {
                _mark = _ChartMark(kind: "rule", y: y, xStart: xStart, xEnd: xEnd)
            }
        }

        struct RectangleMark: ChartContent {
            var _mark: _ChartMark
            init(x: PlottableValue<Any>, y: PlottableValue<Any>, width: MarkDimension = .automatic, height: MarkDimension = .automatic) {
                _mark = _ChartMark(kind: "rectangle", x: x, y: y, width: width, height: height)
            }
            init(xStart: PlottableValue<Any>, xEnd: PlottableValue<Any>, yStart: PlottableValue<Any>, yEnd: PlottableValue<Any>) {
                _mark = _ChartMark(kind: "rectangle", xStart: xStart, xEnd: xEnd, yStart: yStart, yEnd: yEnd)
            }
            init(xStart: PlottableValue<Any>, xEnd: PlottableValue<Any>, y: PlottableValue<Any>, height: MarkDimension = .automatic) {
                _mark = _ChartMark(kind: "rectangle", y: y, xStart: xStart, xEnd: xEnd, height: height)
            }
            init(x: PlottableValue<Any>, yStart: PlottableValue<Any>, yEnd: PlottableValue<Any>, width: MarkDimension = .automatic) {
                _mark = _ChartMark(kind: "rectangle", x: x, yStart: yStart, yEnd: yEnd, width: width)
            }
            /// A band across the whole plot: between two y values, or two x values.
            init(yStart: PlottableValue<Any>, yEnd: PlottableValue<Any>) {
                _mark = _ChartMark(kind: "rectangle", yStart: yStart, yEnd: yEnd)
            }
            init(xStart: PlottableValue<Any>, xEnd: PlottableValue<Any>) {
                _mark = _ChartMark(kind: "rectangle", xStart: xStart, xEnd: xEnd)
            }
            init(xStart: CGFloat?, xEnd: CGFloat?, yStart: CGFloat?, yEnd: CGFloat?) {
                _mark = _ChartMark(kind: "rectangle")
                _notSupported("RectangleMark at fixed positions in the plot (xStart: CGFloat?…) is not supported by Flipbook yet")
            }
        }

        /// A pie's or a donut's sector: its share of the whole is its angle value's share of
        /// all the sectors' values.
        struct SectorMark: ChartContent {
            var _mark: _ChartMark
            init(
                angle: PlottableValue<Any>, innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic,
                angularInset: Double? = nil
            ) {
                _mark = _ChartMark(kind: "sector")
                _mark.angle = angle
                _mark.innerRadius = innerRadius
                _mark.outerRadius = outerRadius
                _mark.angularInset = angularInset ?? 0
            }
        }

        extension ChartContent {
            func foregroundStyle(_ style: some ShapeStyle) -> Self {
                var content = self
                content._mark.style = AnyShapeStyle(style)
                return content
            }
            func foregroundStyle(by value: PlottableValue<Any>) -> Self {
                var content = self
                content._mark.styleBy = value
                return content
            }
            func symbol(_ symbol: BasicChartSymbolShape) -> Self {
                var content = self
                content._mark.symbol = symbol._name
                return content
            }
            func symbol<V: View>(@ViewBuilder symbol: () -> V) -> Self {
                var content = self
                content._mark.symbolView = AnyView(symbol())
                return content
            }
            func symbol(by value: PlottableValue<Any>) -> Self {
                var content = self
                content._mark.symbolBy = value
                return content
            }
            func symbolSize(_ area: Double) -> Self {
                var content = self
                content._mark.symbolSize = area
                return content
            }
            func symbolSize(_ size: CGSize) -> Self {
                var content = self
                content._mark.symbolSize = size.width * size.height
                return content
            }
            func interpolationMethod(_ method: InterpolationMethod) -> Self {
                var content = self
                content._mark.interpolation = method._name
                return content
            }
            func cornerRadius(_ radius: Double, style: RoundedCornerStyle = .circular) -> Self {
                var content = self
                content._mark.cornerRadius = radius
                return content
            }
            func opacity(_ opacity: Double) -> Self {
                var content = self
                content._mark.opacity = opacity
                return content
            }
            func clipShape(_ shape: some Shape, style: FillStyle = FillStyle()) -> Self {
                var content = self
                content._mark.clipShape = AnyShape(shape)
                return content
            }
            func lineStyle(_ style: StrokeStyle) -> Self {
                var content = self
                content._mark.lineStyle = style
                return content
            }
            func annotation(
                position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: Double? = nil,
                @ViewBuilder content: () -> some View
            ) -> Self {
                var marked = self
                marked._mark.annotation = AnyView(content())
                marked._mark.annotationPosition = position
                marked._mark.annotationSpacing = spacing
                return marked
            }
            /// Bars side by side within their category, one place per value.
            func position(by value: PlottableValue<Any>, axis: Any? = nil, span: MarkDimension = .automatic) -> Self {
                var content = self
                content._mark.positionBy = value
                return content
            }
            func lineStyle(by value: PlottableValue<Any>) -> Self {
                _notSupported("lineStyle(by:) is not supported by Flipbook yet")
                return self
            }
            // Accessibility has nothing to draw.
            func accessibilityLabel(_ label: Any) -> Self { self }
            func accessibilityValue(_ value: Any) -> Self { self }
            func accessibilityHidden(_ hidden: Bool) -> Self { self }
        }

        @resultBuilder
        struct ChartContentBuilder {
            static func buildExpression(_ content: Any) -> [Any] { [content] }
            static func buildBlock(_ parts: [Any]...) -> [Any] { parts.flatMap { $0 } }
            static func buildOptional(_ part: [Any]?) -> [Any] { part ?? [] }
            static func buildEither(first part: [Any]) -> [Any] { part }
            static func buildEither(second part: [Any]) -> [Any] { part }
            static func buildArray(_ parts: [[Any]]) -> [Any] { parts.flatMap { $0 } }
            static func buildLimitedAvailability(_ part: [Any]) -> [Any] { part }
            static func _buildForEach(_ parts: [[Any]]) -> [Any] { parts.flatMap { $0 } }
        }

        /// The marks among built chart content, in order.
        func _chartMarks(_ content: [Any]) -> [_ChartMark] {
            var marks: [_ChartMark] = []
            for item in content {
                if let nested = item as? [Any] {
                    marks += _chartMarks(nested)
                } else if let bar = item as? BarMark {
                    marks.append(bar._mark)
                } else if let line = item as? LineMark {
                    marks.append(line._mark)
                } else if let point = item as? PointMark {
                    marks.append(point._mark)
                } else if let area = item as? AreaMark {
                    marks.append(area._mark)
                } else if let rule = item as? RuleMark {
                    marks.append(rule._mark)
                } else if let rectangle = item as? RectangleMark {
                    marks.append(rectangle._mark)
                } else if let sector = item as? SectorMark {
                    marks.append(sector._mark)
                } else if item is ChartContent {
                    // The scene's own chart content: what its body builds.
                    let content = item as! ChartContent
                    marks += _chartMarks([content.body])
                } else {
                    _notSupported("this chart content is not supported by Flipbook yet: use BarMark, LineMark, PointMark, AreaMark, RuleMark, RectangleMark or SectorMark")
                }
            }
            return marks
        }
        """#
}
