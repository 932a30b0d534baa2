extension Prelude {
    /// How a chart's marks become views, in Swift: each mark is lowered to a shape (a bar to a
    /// rounded rectangle in its own frame; a line, an area or a rule to a path over the plot,
    /// in unit coordinates), axis labels to `Text`, the legend to a row of coloured circles.
    /// Each item has a slot that says where `_ChartLayout` places it, and an id from what it
    /// shows (a bar's category and series, a label's text), so a changed value animates the
    /// same view and a new tick fades in. The numbers are chosen, not measured
    /// (docs/semantics.md, "Charts").
    static let chartPlotSource = #"""
        /// Where `_ChartLayout` puts one item: `rect` is in unit coordinates of the plot (y
        /// down); a fixed width or height (points) is centred on it.
        struct _ChartSlot {
            var role: String = "plot"
            var rect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1)
            var fixedWidth: Double? = nil
            var fixedHeight: Double? = nil
            var insetWidth: Double = 0
            var insetHeight: Double = 0
            var size: CGSize = .zero
            var position: AnnotationPosition = .automatic
            var spacing: Double = 4
            var leading = false
        }

        struct _ChartItem: Identifiable {
            let id: String
            let slot: _ChartSlot
            let view: AnyView
        }

        /// What the chart modifiers set, read from the environment.
        struct _ChartOptions {
            var xAxisHidden = false
            var yAxisHidden = false
            /// `.chartXAxis { AxisMarks(…) }`, `.chartYAxis { … }`: the parts drawn, where, at what values.
            var xMarks: AxisMarks? = nil
            var yMarks: AxisMarks? = nil
            var legendHidden = false
            /// `.chartLegend { … }`: a view drawn in the legend's place.
            var legendContent: AnyView? = nil
            var xDomain: Any? = nil
            var yDomain: Any? = nil
            var styleDomain: [String] = []
            var styleRange: [AnyShapeStyle] = []
        }

        /// The categorical palette Charts cycles through for `foregroundStyle(by:)`.
        let _chartPalette: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow]

        /// A bar or rectangle's size across its band: automatic is 60% of the band.
        func _chartBarSpan(_ dimension: MarkDimension, band: Double, automatic: Double) -> (unit: Double, points: Double?, inset: Double) {
            switch dimension._kind {
            case "fixed": return (band, dimension._amount, 0)
            case "ratio": return (band * dimension._amount, nil, 0)
            case "inset": return (band, nil, dimension._amount)
            default: return (band * automatic, nil, 0)
            }
        }

        /// The band of a numeric axis, for bars on it: the smallest gap between the plotted
        /// values, as a fraction of the axis.
        func _chartNumericBand(_ fractions: [Double]) -> Double {
            let sorted = fractions.sorted()
            var band = 1.0 / Double(max(sorted.count, 1))
            for i in 1..<max(sorted.count, 1) where sorted[i] - sorted[i - 1] > 1e-9 {
                band = min(band, sorted[i] - sorted[i - 1])
            }
            return band
        }

        /// Whether a bar runs along x (its category or its only value is on y, or it spans
        /// xStart…xEnd at one y).
        func _chartIsHorizontal(_ mark: _ChartMark) -> Bool {
            if mark.xStart != nil && mark.yStart == nil { return true }
            if let x = mark.x, let y = mark.y { return _chartNumber(y.value) == nil && _chartNumber(x.value) != nil }
            return mark.x != nil && mark.y == nil && mark.yStart == nil
        }

        /// Each mark's start and end along its value axis, stacked where several bars (or
        /// areas) share a category: positives upwards from zero, negatives downwards.
        func _chartStacks(_ marks: [_ChartMark]) -> [Int: (Double, Double)] {
            var ends: [Int: (Double, Double)] = [:]
            var positive: [String: Double] = [:]
            var negative: [String: Double] = [:]
            var members: [String: [Int]] = [:]
            for (index, mark) in marks.enumerated() where mark.kind == "bar" || mark.kind == "area" {
                let horizontal = mark.kind == "bar" && _chartIsHorizontal(mark)
                guard let valueSide = horizontal ? mark.x : mark.y else { continue }
                if mark.kind == "bar" && (mark.xStart != nil || mark.yStart != nil) { continue }
                guard let value = _chartNumber(valueSide.value) else { continue }
                let categorySide = horizontal ? mark.y : mark.x
                // Bars placed side by side by `position(by:)` stack only with their own place's.
                let place = mark.positionBy.map { "|" + _chartCategory($0.value) } ?? ""
                let key = mark.kind + "|" + (categorySide.map { _chartCategory($0.value) } ?? "") + place
                if mark.stacking == "unstacked" {
                    ends[index] = (0, value)
                    continue
                }
                let base = value >= 0 ? positive[key, default: 0] : negative[key, default: 0]
                ends[index] = (base, base + value)
                if value >= 0 { positive[key] = base + value } else { negative[key] = base + value }
                members[key] = (members[key] ?? []) + [index]
            }
            for (key, indices) in members {
                let top = positive[key, default: 0]
                let bottom = negative[key, default: 0]
                for index in indices {
                    guard let pair = ends[index] else { continue }
                    switch marks[index].stacking {
                    case "normalized" where top - bottom > 0:
                        ends[index] = (pair.0 / (top - bottom), pair.1 / (top - bottom))
                    case "center":
                        // The stack centred on zero.
                        ends[index] = (pair.0 - (top + bottom) / 2, pair.1 - (top + bottom) / 2)
                    default: break
                    }
                }
            }
            return ends
        }
        """#
}
