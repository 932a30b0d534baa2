extension Prelude {
    /// A chart's marks lowered to the items `_ChartLayout` places, in Swift: gridlines first,
    /// then the marks in the order they are written (a line or an area where its first point
    /// is), their annotations, the axis labels and the legend.
    static let chartLoweringSource = #"""
        struct _ChartPlan {
            let marks: [_ChartMark]
            let options: _ChartOptions
            var x = _ChartScale()
            var y = _ChartScale()
            var stacks: [Int: (Double, Double)] = [:]
            var styleKeys: [String] = []
            var symbolKeys: [String] = []
            var positionKeys: [String] = []
            var items: [_ChartItem] = []
            var annotations: [_ChartItem] = []
            /// How many items have each id, to make repeated ones unique.
            var idCounts: [String: Int] = [:]
            /// The band of bars on a numeric axis, computed once for all the chart's bars.
            var xBand = 1.0
            var yBand = 1.0
            /// Each `AxisMarks` of an axis: its ticks, and the parts (`AxisGridLine`,
            /// `AxisValueLabel`…) drawn at each tick or category.
            var xSets: [_ChartAxisSet] = []
            var ySets: [_ChartAxisSet] = []

            init(marks: [_ChartMark], options: _ChartOptions) {
                self.marks = marks
                self.options = options
                stacks = _chartStacks(marks)
                var xNumbers: [Double] = []
                var xCategories: [String] = []
                var yNumbers: [Double] = []
                var yCategories: [String] = []
                var xDates = false
                var yDates = false
                // The shortest unit the dates are plotted by: ticks come no closer.
                var xUnit = 0.0
                var yUnit = 0.0
                for (index, mark) in marks.enumerated() {
                    if let by = mark.styleBy, !styleKeys.contains(_chartCategory(by.value)) {
                        styleKeys.append(_chartCategory(by.value))
                    }
                    if let by = mark.positionBy, !positionKeys.contains(_chartCategory(by.value)) {
                        positionKeys.append(_chartCategory(by.value))
                    }
                    if let by = mark.symbolBy, !symbolKeys.contains(_chartCategory(by.value)) {
                        symbolKeys.append(_chartCategory(by.value))
                    }
                    let horizontal = mark.kind == "bar" && _chartIsHorizontal(mark)
                    // A stacked bar's value axis takes its stack's ends instead of its value.
                    var xValues = [mark.xStart, mark.xEnd].compactMap { $0 }
                    if let value = mark.x, !(horizontal && stacks[index] != nil) { xValues.append(value) }
                    var yValues = [mark.yStart, mark.yEnd].compactMap { $0 }
                    if let value = mark.y, !(!horizontal && stacks[index] != nil) { yValues.append(value) }
                    for value in xValues {
                        if let number = _chartNumber(value.value) { xNumbers.append(number) } else { xCategories.append(_chartCategory(value.value)) }
                        if value.value is Date { xDates = true }
                        // A date with a unit spans the whole unit.
                        xNumbers += [value.unitStart, value.unitEnd].compactMap { $0?.timeIntervalSinceReferenceDate }
                        if let start = value.unitStart, let end = value.unitEnd {
                            let length = end.timeIntervalSinceReferenceDate - start.timeIntervalSinceReferenceDate
                            xUnit = xUnit == 0 ? length : min(xUnit, length)
                        }
                    }
                    for value in yValues {
                        if let number = _chartNumber(value.value) { yNumbers.append(number) } else { yCategories.append(_chartCategory(value.value)) }
                        if value.value is Date { yDates = true }
                        yNumbers += [value.unitStart, value.unitEnd].compactMap { $0?.timeIntervalSinceReferenceDate }
                        if let start = value.unitStart, let end = value.unitEnd {
                            let length = end.timeIntervalSinceReferenceDate - start.timeIntervalSinceReferenceDate
                            yUnit = yUnit == 0 ? length : min(yUnit, length)
                        }
                    }
                    if let ends = stacks[index] {
                        if horizontal {
                            xNumbers += [ends.0, ends.1]
                        } else {
                            yNumbers += [ends.0, ends.1]
                        }
                    }
                }
                x = _chartScale(numbers: xNumbers, categories: xCategories, domain: options.xDomain, dates: xDates, unit: xUnit)
                y = _chartScale(numbers: yNumbers, categories: yCategories, domain: options.yDomain, dates: yDates, unit: yUnit)
                xSets = _chartAxisSets(options.xMarks, x)
                ySets = _chartAxisSets(options.yMarks, y)
                x = xSets[0].scale
                y = ySets[0].scale
                if !x.isCategorical { xBand = _chartNumericBand(marks.compactMap { $0.x.map { self.x.position($0.value) } }) }
                if !y.isCategorical { yBand = _chartNumericBand(marks.compactMap { $0.y.map { self.y.position($0.value) } }) }
                lower()
            }

            /// A value's place across the plot, from its leading edge (0) to its trailing (1).
            func unitX(_ value: Any) -> Double { x.position(value) }
            /// A value's place down the plot: numbers from the bottom, categories from the top.
            func unitY(_ value: Any) -> Double { y.isCategorical ? y.position(value) : 1 - y.position(value) }
            func unitY(number: Double) -> Double { 1 - y.fraction(number) }

            func style(_ mark: _ChartMark) -> AnyShapeStyle {
                if let style = mark.style { return style }
                guard let by = mark.styleBy else { return AnyShapeStyle(Color.blue) }
                let key = _chartCategory(by.value)
                if let index = options.styleDomain.firstIndex(of: key), index < options.styleRange.count {
                    return options.styleRange[index]
                }
                // A range without a domain: the styles in the order the values appear, cycled.
                if options.styleDomain.isEmpty, !options.styleRange.isEmpty, let index = styleKeys.firstIndex(of: key) {
                    return options.styleRange[index % options.styleRange.count]
                }
                let index = styleKeys.firstIndex(of: key) ?? 0
                return AnyShapeStyle(_chartPalette[index % _chartPalette.count])
            }

            func symbolName(_ mark: _ChartMark) -> String {
                if let symbol = mark.symbol { return symbol }
                guard let by = mark.symbolBy else { return "circle" }
                let names = ["circle", "square", "triangle", "diamond", "pentagon"]
                return names[(symbolKeys.firstIndex(of: _chartCategory(by.value)) ?? 0) % names.count]
            }

            /// A line's or an area's series: its `series:`, else the value it is styled by.
            func seriesKey(_ mark: _ChartMark) -> String {
                if let series = mark.series { return _chartCategory(series.value) }
                if let by = mark.styleBy { return _chartCategory(by.value) }
                return ""
            }

            mutating func add(_ id: String, _ slot: _ChartSlot, _ view: some View) {
                let n = (idCounts[id] ?? 0) + 1
                idCounts[id] = n
                items.append(_ChartItem(id: n == 1 ? id : id + "#\(n)", slot: slot, view: AnyView(view)))
            }

            /// A chart of sectors only (a pie or a donut) has no axes.
            var isPie: Bool { !marks.isEmpty && marks.allSatisfy { $0.kind == "sector" } }

            mutating func lower() {
                if !isPie { addGridlines() }
                var drawnSeries: [String] = []
                // Sectors run clockwise from the top, in the order written.
                let sectorTotal = marks.filter { $0.kind == "sector" }.reduce(0.0) { $0 + max(_chartNumber($1.angle!.value) ?? 0, 0) }
                var sectorStart = 0.0
                for (index, mark) in marks.enumerated() {
                    switch mark.kind {
                    case "sector":
                        let share = sectorTotal > 0 ? max(_chartNumber(mark.angle!.value) ?? 0, 0) / sectorTotal : 0
                        let id = "sector|" + (mark.styleBy.map { _chartCategory($0.value) } ?? "\(index)")
                        add(
                            id, _ChartSlot(),
                            _ChartSectorShape(
                                angles: [sectorStart, sectorStart + share], inner: mark.innerRadius, outer: mark.outerRadius,
                                inset: mark.angularInset
                            )
                            .fill(style(mark)).opacity(mark.opacity))
                        sectorStart += share
                    case "bar", "rectangle": addBar(index, mark)
                    case "point": addSymbol(index, mark, at: CGPoint(x: unitX(mark.x!.value), y: unitY(mark.y!.value)))
                    case "rule": addRule(index, mark)
                    default:
                        let key = mark.kind + "|" + seriesKey(mark)
                        if !drawnSeries.contains(key) {
                            drawnSeries.append(key)
                            if mark.kind == "line" { addLine(mark) } else { addArea(mark) }
                        }
                    }
                }
                // Annotations are drawn over every mark.
                items += annotations
                if !isPie { addLabels() }
                addLegend()
            }

            mutating func addGridlines() {
                for set in ySets where !options.yAxisHidden && !set.scale.isCategorical {
                    for (index, tick) in set.scale.ticks.enumerated() {
                        guard let line = _chartPart(AxisGridLine.self, set.parts, index) else { continue }
                        let v = unitY(number: tick)
                        add("grid-y|" + set.scale.label(tick), _ChartSlot(), _chartGridLine(line, points: [0, v, 1, v]))
                    }
                }
                for set in xSets where !options.xAxisHidden && !set.scale.isCategorical {
                    for (index, tick) in set.scale.ticks.enumerated() {
                        guard let line = _chartPart(AxisGridLine.self, set.parts, index) else { continue }
                        let u = set.scale.fraction(tick)
                        add("grid-x|" + set.scale.label(tick), _ChartSlot(), _chartGridLine(line, points: [u, 0, u, 1]))
                    }
                }
            }

            /// The unit extent of a mark across a band axis: its centre, and its size there.
            /// With `position(by:)`, the bars of a category share 80% of its band, side by side
            /// in the order their values first appear.
            func across(_ value: Any, scale: _ChartScale, numericBand: Double, dimension: MarkDimension, automatic: Double, position: PlottableValue<Any>?)
                -> (centre: Double, unit: Double, points: Double?, inset: Double)
            {
                var centre = scale.position(value)
                let band = scale.isCategorical ? scale.band : numericBand
                guard let position, !positionKeys.isEmpty else {
                    let span = _chartBarSpan(dimension, band: band, automatic: automatic)
                    return (centre, span.unit, span.points, span.inset)
                }
                let group = band * 0.8
                let width = group / Double(positionKeys.count)
                let index = Double(positionKeys.firstIndex(of: _chartCategory(position.value)) ?? 0)
                centre = centre - group / 2 + (index + 0.5) * width
                let span = _chartBarSpan(dimension, band: width, automatic: 1)
                return (centre, span.unit, span.points, span.inset)
            }

            mutating func addBar(_ index: Int, _ mark: _ChartMark) {
                var slot = _ChartSlot()
                let horizontal = _chartIsHorizontal(mark)
                let ratio = mark.kind == "bar" ? 0.6 : 1.0
                let ends = stacks[index]
                if let xStart = mark.xStart, let xEnd = mark.xEnd, let yStart = mark.yStart, let yEnd = mark.yEnd {
                    let left = unitX(xStart.value)
                    let right = unitX(xEnd.value)
                    let top = unitY(yEnd.value)
                    let bottom = unitY(yStart.value)
                    slot.rect = CGRect(x: min(left, right), y: min(top, bottom), width: abs(right - left), height: abs(bottom - top))
                } else if horizontal {
                    let start = mark.xStart.map { _chartNumber($0.value) ?? 0 } ?? ends?.0 ?? 0
                    let end = mark.xEnd.map { _chartNumber($0.value) ?? 0 } ?? ends?.1 ?? 0
                    let left = x.fraction(min(start, end))
                    let right = x.fraction(max(start, end))
                    if let category = mark.y {
                        let place = across(category.value, scale: y, numericBand: yBand, dimension: mark.height, automatic: ratio, position: mark.positionBy)
                        let centre = y.isCategorical ? place.centre : 1 - place.centre
                        slot.rect = CGRect(x: left, y: centre - place.unit / 2, width: right - left, height: place.unit)
                        slot.fixedHeight = place.points
                        slot.insetHeight = place.inset
                    } else {
                        slot.rect = CGRect(x: left, y: 0, width: right - left, height: 1)
                    }
                } else {
                    let start = mark.yStart.map { _chartNumber($0.value) ?? 0 } ?? ends?.0 ?? 0
                    let end = mark.yEnd.map { _chartNumber($0.value) ?? 0 } ?? ends?.1 ?? (mark.y.map { _chartNumber($0.value) ?? 0 } ?? 0)
                    let top = unitY(number: max(start, end))
                    let bottom = unitY(number: min(start, end))
                    if let category = mark.x {
                        let place = across(category.value, scale: x, numericBand: xBand, dimension: mark.width, automatic: ratio, position: mark.positionBy)
                        slot.rect = CGRect(x: place.centre - place.unit / 2, y: top, width: place.unit, height: bottom - top)
                        slot.fixedWidth = place.points
                        slot.insetWidth = place.inset
                    } else {
                        slot.rect = CGRect(x: 0, y: top, width: 1, height: bottom - top)
                    }
                    if mark.kind == "rectangle", mark.yStart == nil, let value = mark.y {
                        // A rectangle at one y: a band of a category, or 20 points tall.
                        let place = across(value.value, scale: y, numericBand: yBand, dimension: mark.height, automatic: 1, position: nil)
                        let centre = unitY(value.value)
                        slot.rect = CGRect(x: slot.rect.minX, y: centre - place.unit / 2, width: slot.rect.width, height: place.unit)
                        slot.fixedHeight = y.isCategorical ? place.points : (place.points ?? 20)
                        if !x.isCategorical && mark.width._kind == "automatic" { slot.fixedWidth = 20 }
                    }
                }
                let categorySide = horizontal ? mark.y : mark.x
                let id = mark.kind + "|" + (categorySide.map { _chartCategory($0.value) } ?? "\(index)")
                let series = (mark.positionBy ?? mark.styleBy).map { _chartCategory($0.value) } ?? ""
                if let shape = mark.clipShape {
                    // A clip shape clips the mark, whose own corners stay rounded.
                    add(
                        id + "|" + series, slot,
                        RoundedRectangle(cornerRadius: mark.cornerRadius).fill(style(mark)).clipShape(shape).opacity(mark.opacity))
                } else {
                    add(
                        id + "|" + series, slot,
                        RoundedRectangle(cornerRadius: mark.cornerRadius).fill(style(mark)).opacity(mark.opacity))
                }
                addAnnotation(index, mark, slot: slot, horizontal: horizontal)
            }

            mutating func addSymbol(_ index: Int, _ mark: _ChartMark, at point: CGPoint) {
                if let view = mark.symbolView {
                    // A view of its own size, centred on the point, in the mark's style unless
                    // it sets its own.
                    var slot = _ChartSlot(role: "symbolView")
                    slot.rect = CGRect(x: point.x, y: point.y, width: 0, height: 0)
                    add("symbol|\(index)", slot, view.foregroundStyle(style(mark)).opacity(mark.opacity))
                    addAnnotation(index, mark, slot: slot, horizontal: false)
                    return
                }
                // The side of the symbol's square: `symbolSize` is its area.
                let side = mark.symbolSize.map { 2 * sqrt($0 / Double.pi) } ?? 8
                var slot = _ChartSlot(role: "symbol")
                slot.rect = CGRect(x: point.x, y: point.y, width: 0, height: 0)
                slot.size = CGSize(width: side, height: side)
                add("symbol|\(index)", slot, _ChartSymbolShape(name: symbolName(mark)).fill(style(mark)).opacity(mark.opacity))
                addAnnotation(index, mark, slot: slot, horizontal: false)
            }

            mutating func addRule(_ index: Int, _ mark: _ChartMark) {
                var points: [Double] = []
                if let value = mark.y {
                    let v = unitY(value.value)
                    let from = mark.xStart.map { unitX($0.value) } ?? 0
                    let to = mark.xEnd.map { unitX($0.value) } ?? 1
                    points = [from, v, to, v]
                } else if let value = mark.x {
                    let u = unitX(value.value)
                    let from = mark.yStart.map { unitY($0.value) } ?? 1
                    let to = mark.yEnd.map { unitY($0.value) } ?? 0
                    points = [u, from, u, to]
                }
                guard !points.isEmpty else { return }
                add(
                    "rule|\(index)", _ChartSlot(),
                    _ChartSegmentShape(points: points).stroke(style(mark), style: mark.lineStyle ?? StrokeStyle(lineWidth: 1))
                        .opacity(mark.opacity))
                addAnnotation(index, mark, slot: _ChartSlot(rect: CGRect(x: points[2], y: points[3], width: 0, height: 0)), horizontal: false)
            }

            mutating func addLine(_ first: _ChartMark) {
                let key = seriesKey(first)
                var points: [Double] = []
                var members: [Int] = []
                for (index, mark) in marks.enumerated() where mark.kind == "line" && seriesKey(mark) == key {
                    guard let xValue = mark.x, let yValue = mark.y else { continue }
                    points += [unitX(xValue.value), unitY(yValue.value)]
                    members.append(index)
                }
                add(
                    "line|" + key, _ChartSlot(),
                    _ChartLineShape(points: points, interpolation: first.interpolation)
                        .stroke(style(first), style: first.lineStyle ?? StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
                        .opacity(first.opacity))
                for (n, index) in members.enumerated() where marks[index].symbol != nil || marks[index].symbolBy != nil {
                    addSymbol(index, marks[index], at: CGPoint(x: points[2 * n], y: points[2 * n + 1]))
                }
            }

            mutating func addArea(_ first: _ChartMark) {
                let key = seriesKey(first)
                var points: [Double] = []
                for (index, mark) in marks.enumerated() where mark.kind == "area" && seriesKey(mark) == key {
                    guard let xValue = mark.x else { continue }
                    var low = 0.0
                    var high = 0.0
                    if let ends = stacks[index] {
                        low = ends.0
                        high = ends.1
                    } else if let start = mark.yStart, let end = mark.yEnd {
                        low = _chartNumber(start.value) ?? 0
                        high = _chartNumber(end.value) ?? 0
                    }
                    points += [unitX(xValue.value), unitY(number: high), unitY(number: low)]
                }
                add(
                    "area|" + key, _ChartSlot(),
                    _ChartAreaShape(points: points, interpolation: first.interpolation).fill(style(first)).opacity(first.opacity))
            }

            mutating func addAnnotation(_ index: Int, _ mark: _ChartMark, slot: _ChartSlot, horizontal: Bool) {
                guard let view = mark.annotation else { return }
                var placed = slot
                placed.role = "annotation"
                placed.position = mark.annotationPosition
                placed.spacing = mark.annotationSpacing ?? 4
                if placed.position == .automatic { placed.position = horizontal ? .trailing : .top }
                annotations.append(_ChartItem(id: "annotation|\(index)", slot: placed, view: view))
            }

            mutating func addLabels() {
                for set in ySets where !options.yAxisHidden {
                    // `AxisMarks(position: .leading)`: the y labels before the plot.
                    let yRole = set.position == "leading" ? "yLabelLeading" : "yLabel"
                    let y = set.scale
                    if y.isCategorical {
                        for (index, name) in y.categories.enumerated() {
                            guard let label = _chartPart(AxisValueLabel.self, set.parts, index) else { continue }
                            add("label-y|" + name, _ChartSlot(role: yRole, rect: CGRect(x: 0, y: y.position(name), width: 0, height: 0)), label._body(value: name, text: name))
                        }
                    } else {
                        for (index, tick) in y.ticks.enumerated() {
                            guard let label = _chartPart(AxisValueLabel.self, set.parts, index) else { continue }
                            let text = y.label(tick)
                            let at = label._centered ? 1 - y.fraction(y.middle(after: index)) : unitY(number: tick)
                            add("label-y|" + text, _ChartSlot(role: yRole, rect: CGRect(x: 0, y: at, width: 0, height: 0)), label._body(value: y.value(of: tick), text: text))
                        }
                    }
                }
                for set in xSets where !options.xAxisHidden {
                    // `AxisMarks(position: .top)`: the x labels above the plot.
                    let (xRole, xID) = set.position == "top" ? ("xLabelTop", "label-x-top|") : ("xLabel", "label-x|")
                    let x = set.scale
                    if x.isCategorical {
                        for (index, name) in x.categories.enumerated() {
                            guard let label = _chartPart(AxisValueLabel.self, set.parts, index) else { continue }
                            add(xID + name, _ChartSlot(role: xRole, rect: CGRect(x: x.position(name), y: 1, width: 0, height: 0)), label._body(value: name, text: name))
                        }
                    } else {
                        // A date's label starts at its tick, as Charts' time axes do; one at the
                        // plot's trailing edge would lie outside the plot, and is left out. A
                        // centred label sits in the middle of its tick's interval.
                        for (index, tick) in x.ticks.enumerated() where !(x.isDate && x.fraction(tick) > 0.999) {
                            guard let label = _chartPart(AxisValueLabel.self, set.parts, index) else { continue }
                            let text = x.label(tick)
                            var slot = _ChartSlot(role: xRole, rect: CGRect(x: x.fraction(label._centered ? x.middle(after: index) : tick), y: 1, width: 0, height: 0))
                            slot.leading = x.isDate && !label._centered
                            add(xID + text, slot, label._body(value: x.value(of: tick), text: text))
                        }
                    }
                }
            }

            mutating func addLegend() {
                guard !options.legendHidden else { return }
                if let content = options.legendContent {
                    add("legend", _ChartSlot(role: "legend"), content)
                    return
                }
                guard !styleKeys.isEmpty else { return }
                var styles: [AnyShapeStyle] = []
                var symbols: [String] = []
                for key in styleKeys {
                    let mark = marks.first { $0.styleBy.map { _chartCategory($0.value) } == key }!
                    styles.append(style(mark))
                    // The series' symbol when its symbols are chosen by the same value.
                    let sameSymbols = mark.symbolBy.map { _chartCategory($0.value) } == key
                    symbols.append(sameSymbols ? symbolName(mark) : "circle")
                }
                add("legend", _ChartSlot(role: "legend"), _ChartLegend(names: styleKeys, styles: styles, symbols: symbols))
            }
        }

        /// One `AxisMarks` of an axis: the axis's scale with the marks' ticks, the parts drawn at
        /// each, and the side its labels are on.
        struct _ChartAxisSet {
            var scale: _ChartScale
            var parts: [[Any]]
            var position: String
        }

        /// The sets of an axis's marks (Charts' default marks when the scene gives none), each
        /// with its own ticks on the axis's domain.
        func _chartAxisSets(_ marks: AxisMarks?, _ scale: _ChartScale) -> [_ChartAxisSet] {
            let all = marks.map { [$0] + $0._more } ?? [AxisMarks()]
            return all.map { one in
                let applied = one._applied(to: scale)
                return _ChartAxisSet(scale: applied, parts: one._parts(at: applied.tickValues), position: one._position._name)
            }
        }

        /// The first part of a kind drawn at a tick.
        func _chartPart<P>(_ kind: P.Type, _ parts: [[Any]], _ index: Int) -> P? {
            guard index < parts.count else { return nil }
            for part in parts[index] {
                if let found = part as? P { return found }
            }
            return nil
        }

        /// A gridline: Charts' thin grey line unless the scene's `AxisGridLine` styles it.
        func _chartGridLine(_ line: AxisGridLine, points: [Double]) -> some View {
            _ChartSegmentShape(points: points)
                .stroke(line._style ?? AnyShapeStyle(Color(.systemGray4)), style: line._stroke ?? StrokeStyle(lineWidth: 0.5))
        }

        /// The legend: a coloured symbol (a circle unless the symbols follow the same value) and the
        /// name of each style, in a row.
        struct _ChartLegend: View {
            let names: [String]
            let styles: [AnyShapeStyle]
            let symbols: [String]
            @Environment(\._chartLegendAlignment) private var alignment
            var body: some View {
                HStack(spacing: 12) {
                    ForEach(names.indices, id: \.self) { index in
                        HStack(spacing: 4) {
                            _ChartSymbolShape(name: symbols[index]).fill(styles[index]).frame(width: 8, height: 8)
                            Text(names[index]).font(.caption2).foregroundStyle(.secondary)
                        }
                    }
                }
                .frame(maxWidth: .infinity, alignment: alignment ?? .leading)
            }
        }
        """#
}
