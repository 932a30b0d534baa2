import Flipbook
import FlipbookModel
import Testing

/// Swift Charts from scene to display list: marks become shapes placed by the chart's scales,
/// axes and legend are drawn with Charts' defaults as docs/semantics.md ("Charts") chooses them,
/// and marks animate as any view does when their values change.
@Suite struct ChartSceneTests {
    func compile(_ body: String, state: String = "", width: Int = 300, height: Int = 200) throws -> CompiledPreview {
        try #require(
            try compileSceneView(imports: ["SwiftUI", "Charts"], body: body, state: state, width: width, height: height))
    }

    /// The shapes of the chart items whose id starts with `prefix` ("bar|", "line|", "grid-y|").
    func shapes(_ preview: CompiledPreview, _ prefix: String, at time: Double = 0) throws -> [DrawnShape] {
        try preview.drawnShapes(at: time).filter { $0.identity.description.contains("[\"\(prefix)") }
    }

    /// Each text drawn, with its canvas origin.
    func texts(_ preview: CompiledPreview, at time: Double = 0) throws -> [(text: String, origin: Point)] {
        func visit(_ items: [DisplayItem]) -> [(text: String, origin: Point)] {
            items.flatMap { item -> [(text: String, origin: Point)] in
                switch item {
                case .text(let text): [(text.lines.map(\.text).joined(), text.origin)]
                case .group(let group): visit(group.items)
                default: []
                }
            }
        }
        return visit(try preview.timeline.displayList(at: time).items)
    }

    func near(_ a: Double, _ b: Double, _ tolerance: Double = 0.51) -> Bool { abs(a - b) <= tolerance }

    static let blue = RGBA(hex: 0x007AFF)
    static let green = RGBA(hex: 0x34C759)

    @Test func barsStandOnOneBaselineWithHeightsByValueInTheirBands() throws {
        let p = try compile(
            """
            Chart {
                BarMark(x: .value("Day", "A"), y: .value("Steps", 10))
                BarMark(x: .value("Day", "B"), y: .value("Steps", 20))
            }
            """)
        let bars = try shapes(p, "bar|")
        try #require(bars.count == 2)
        let (a, b) = (bars[0].bounds, bars[1].bounds)
        #expect(near(a.maxY, b.maxY))
        // 0…20 is the nice domain: B reaches the top, A half way.
        #expect(near(b.height, 2 * a.height, 1))
        // Two bands across the plot; each bar is 60% of its band, centred.
        let band = b.midX - a.midX
        #expect(near(a.width, 0.6 * band, 1))
        #expect(near(a.minX - 0.2 * band, 0, 1), "the first band starts at the chart's leading edge")
        #expect(bars.allSatisfy { $0.fill?.description == Self.blue.description })
    }

    @Test func theAxesLabelNiceTicksOnTheTrailingEdgeAndCategoriesBelow() throws {
        let p = try compile(
            """
            Chart {
                BarMark(x: .value("Day", "A"), y: .value("Steps", 37))
                BarMark(x: .value("Day", "B"), y: .value("Steps", 81))
            }
            """)
        let labels = try texts(p)
        #expect(labels.map(\.text) == ["0", "20", "40", "60", "80", "100", "A", "B"])
        let bars = try shapes(p, "bar|")
        let plotRight = try #require(try shapes(p, "grid-y|").first).bounds.maxX
        for label in labels.prefix(6) { #expect(label.origin.x > plotRight, "\(label.text) is on the trailing side") }
        // Gridlines at each tick, the bottom one on the bars' baseline.
        let grid = try shapes(p, "grid-y|")
        #expect(grid.count == 6)
        #expect(near(grid[0].bounds.midY, bars[0].bounds.maxY))
        // Category labels under their bars.
        for (label, bar) in zip(labels.suffix(2), bars) { #expect(label.origin.y > bar.bounds.maxY) }
    }

    @Test func barsOfOneCategoryStackAndTakeThePaletteInOrderWithALegend() throws {
        let p = try compile(
            """
            Chart {
                ForEach(["Apples", "Pears"], id: \\.self) { fruit in
                    BarMark(x: .value("Month", "Jan"), y: .value("Units", fruit == "Apples" ? 30 : 20))
                        .foregroundStyle(by: .value("Fruit", fruit))
                }
            }
            """)
        let bars = try shapes(p, "bar|")
        try #require(bars.count == 2)
        #expect(near(bars[1].bounds.maxY, bars[0].bounds.minY), "the second bar sits on the first")
        #expect(near(bars[0].bounds.height * 2, bars[1].bounds.height * 3, 2.5), "30 and 20, on the pixel grid")
        #expect(bars[0].fill?.description == Self.blue.description)
        #expect(bars[1].fill?.description == Self.green.description)
        let legend = try shapes(p, "legend")
        #expect(legend.map { $0.fill?.description } == [Self.blue.description, Self.green.description])
        #expect(try texts(p).map(\.text).suffix(2) == ["Apples", "Pears"])
        #expect(legend.allSatisfy { $0.bounds.minY > bars[0].bounds.maxY })
    }

    @Test func aCategoryOnYMakesHorizontalBars() throws {
        let p = try compile(
            """
            Chart {
                BarMark(x: .value("Units", 10), y: .value("Fruit", "Apples"))
                BarMark(x: .value("Units", 5), y: .value("Fruit", "Pears"))
            }
            """)
        let bars = try shapes(p, "bar|")
        try #require(bars.count == 2)
        #expect(near(bars[0].bounds.minX, bars[1].bounds.minX))
        #expect(near(bars[0].bounds.width, 2 * bars[1].bounds.width, 1))
        #expect(near(bars[0].bounds.height, bars[1].bounds.height, 1.01), "bars snap to pixels")
        #expect(bars[0].bounds.maxY < bars[1].bounds.minY, "categories go down in order")
    }

    @Test func aBarAnimatesItsHeightAlongTheCurve() throws {
        let body = """
            Chart {
                BarMark(x: .value("Day", "A"), y: .value("Steps", value))
            }
            .chartYScale(domain: 0...40)
            .onAppear { withAnimation(CURVE) { value = 30 } }
            """
        func heights(_ curve: String) throws -> [Double] {
            let p = try compile(body.replacingOccurrences(of: "CURVE", with: curve), state: "@State private var value = 10.0")
            return try [0, 0.5, 1].map { t in try #require(try shapes(p, "bar|", at: t).first).bounds.height }
        }
        let linear = try heights(".linear(duration: 1)")
        #expect(near(linear[2], 3 * linear[0], 1.5))
        #expect(near(linear[1], (linear[0] + linear[2]) / 2, 1))
        // Ease-in is behind the linear midpoint half way.
        let easeIn = try heights(".easeIn(duration: 1)")
        #expect(easeIn[1] > easeIn[0] + 1 && easeIn[1] < linear[1] - 3)
        #expect(near(easeIn[2], linear[2]))
    }

    @Test func aBarSetInOnAppearGrowsFromZero() throws {
        let p = try compile(
            """
            Chart {
                BarMark(x: .value("Day", "A"), y: .value("Steps", grown ? 80 : 0))
            }
            .chartYScale(domain: 0...100)
            .onAppear { withAnimation(.linear(duration: 1)) { grown = true } }
            """, state: "@State private var grown = false")
        let start = try #require(try shapes(p, "bar|", at: 0).first).bounds
        let middle = try #require(try shapes(p, "bar|", at: 0.5).first).bounds
        let end = try #require(try shapes(p, "bar|", at: 1).first).bounds
        #expect(start.height < 0.5)
        #expect(near(middle.height, end.height / 2, 1))
        #expect(near(start.maxY, end.maxY), "it grows up from the baseline")
    }

    /// `chartYScale(domain: [0, 60])` on an axis of numbers is the extent 0...60, as Charts
    /// takes an array for a continuous scale, not two categories.
    @Test func anArrayDomainOfNumbersIsTheAxissExtent() throws {
        let p = try compile(
            """
            Chart {
                BarMark(x: .value("Month", "Jan"), y: .value("Value", 30))
            }
            .chartYScale(domain: [0, 60])
            """)
        let labels = try texts(p).map(\.text)
        #expect(labels.contains("60") && labels.contains("0") && labels.contains("20"))
        let grid = try shapes(p, "grid-y|")
        let bar = try #require(try shapes(p, "bar|").first).bounds
        let top = try #require(grid.last).bounds.minY
        let bottom = try #require(grid.first).bounds.minY
        #expect(near(bar.height, (bottom - top) / 2, 1.5), "30 is half of 0...60")
    }

    /// `AxisMarks(position: .top)` draws the x labels above the plot; with `.bottom` as well,
    /// on both sides.
    @Test func xAxisMarksAtTheTopAreAboveThePlot() throws {
        let p = try compile(
            """
            Chart {
                BarMark(x: .value("Month", "Jan"), y: .value("Value", 30))
                BarMark(x: .value("Month", "Feb"), y: .value("Value", 20))
            }
            .chartXAxis {
                AxisMarks(position: .top)
                AxisMarks(position: .bottom)
            }
            """)
        let bars = try shapes(p, "bar|").map(\.bounds)
        let top = try #require(bars.map(\.minY).min())
        let bottom = try #require(bars.map(\.maxY).max())
        let jan = try texts(p).filter { $0.text == "Jan" }.map(\.origin.y).sorted()
        try #require(jan.count == 2)
        #expect(jan[0] < top, "one above the plot")
        #expect(jan[1] > bottom, "one below it")
    }

    @Test func aLineRunsThroughItsPointsAndMovesPointByPoint() throws {
        let p = try compile(
            """
            Chart {
                ForEach(Array(values.enumerated()), id: \\.offset) { index, value in
                    LineMark(x: .value("i", index), y: .value("v", value))
                }
            }
            .chartYScale(domain: 0...10)
            .onAppear { withAnimation(.linear(duration: 1)) { values = [10, 10, 10] } }
            """, state: "@State private var values = [0.0, 5.0, 10.0]")
        let lines = try shapes(p, "line|")
        try #require(lines.count == 1)
        let grid = try shapes(p, "grid-y|")
        let top = try #require(grid.last).bounds.minY
        let bottom = try #require(grid.first).bounds.minY
        #expect(near(lines[0].bounds.minY, top, 1.5) && near(lines[0].bounds.maxY, bottom, 1.5))
        // Half way the first point is at 5, the last still at 10: one line, moved, not faded.
        let middle = try shapes(p, "line|", at: 0.5)
        try #require(middle.count == 1)
        #expect(near(middle[0].opacity, 1))
        #expect(near(middle[0].bounds.maxY, (top + bottom) / 2, 1.5))
        #expect(near(try shapes(p, "line|", at: 1)[0].bounds.height, 0, 1.5))
    }

    @Test func aRuleWithOneValueSpansThePlot() throws {
        let p = try compile(
            """
            Chart {
                BarMark(x: .value("Day", "A"), y: .value("Steps", 10))
                RuleMark(y: .value("Goal", 5)).foregroundStyle(.red)
            }
            """)
        let rule = try #require(try shapes(p, "rule|").first).bounds
        let grid = try #require(try shapes(p, "grid-y|").first).bounds
        #expect(near(rule.minX, grid.minX) && near(rule.maxX, grid.maxX))
        let bar = try #require(try shapes(p, "bar|").first).bounds
        #expect(near(rule.midY, bar.midY, 1), "5 is half of the bar's 10")
    }

    @Test func hiddenAxesAndLegendDrawNoText() throws {
        let p = try compile(
            """
            Chart {
                BarMark(x: .value("Day", "A"), y: .value("Steps", 10)).foregroundStyle(by: .value("K", "k"))
            }
            .chartXAxis(.hidden)
            .chartYAxis(.hidden)
            .chartLegend(.hidden)
            """)
        #expect(try texts(p).isEmpty)
        #expect(try shapes(p, "grid-").isEmpty)
        // The plot takes the whole chart.
        let bar = try #require(try shapes(p, "bar|").first).bounds
        #expect(near(bar.minY, 0) && near(bar.maxY, 200))
    }

    /// The selection modifiers follow the finger; with none, the binding keeps the scene's value,
    /// which the scene's own marks show (the common `if let selected { RuleMark(…) }`).
    @Test func aSelectionKeepsTheBindingsValue() throws {
        let p = try compile(
            """
            Chart {
                BarMark(x: .value("Day", 1), y: .value("Steps", 10))
                if let selected { RuleMark(x: .value("Selected", selected)) }
            }
            .chartXSelection(value: $selected)
            .chartYSelection(value: $other)
            .chartAngleSelection(value: $other)
            """, state: "@State private var selected: Int? = 1\n@State private var other: Int?")
        #expect(try shapes(p, "bar|").count == 1)
        #expect(try shapes(p, "rule|").count == 1)
    }

    /// `AxisMarks`: on the leading side, at given values, with only some of its parts.
    @Test func axisMarksChooseTheSideTheValuesAndTheParts() throws {
        let bars = """
            Chart {
                BarMark(x: .value("Day", "A"), y: .value("Steps", 30))
                BarMark(x: .value("Day", "B"), y: .value("Steps", 72))
            }
            """
        let trailing = try texts(try compile(bars))
        let leading = try texts(try compile(bars + ".chartYAxis { AxisMarks(position: .leading) }"))
        // The same labels, now before the plot: "80" left of the bars instead of right of them.
        #expect(leading.map(\.text).sorted() == trailing.map(\.text).sorted())
        let eighty = try #require(leading.first { $0.text == "80" }).origin.x
        let eightyBefore = try #require(trailing.first { $0.text == "80" }).origin.x
        #expect(eighty < 20 && eightyBefore > 250, "\(eighty) \(eightyBefore)")
        // Given values inside the domain, labels only: no gridlines.
        let given = try compile(bars + ".chartYAxis { AxisMarks(values: [0, 50, 100]) { _ in AxisValueLabel() } }")
        #expect(try texts(given).map(\.text).filter { Double($0) != nil }.sorted() == ["0", "50"])
        #expect(try shapes(given, "grid-y|").isEmpty)
        // A stride, gridlines only.
        let stride = try compile(bars + ".chartYAxis { AxisMarks(values: .stride(by: 20)) { _ in AxisGridLine() } }")
        #expect(try shapes(stride, "grid-y|").count == 5)
        #expect(try texts(stride).filter { Double($0.text.replacingOccurrences(of: ",", with: "")) != nil }.count == 0)
        // An empty axis content draws no marks.
        #expect(try shapes(try compile(bars + ".chartYAxis { }"), "grid-y|").isEmpty)
    }

    /// A label in the scene's format, text or view: the content is asked about each tick's
    /// value, and draws only what it returns there.
    @Test func axisLabelsTakeTheScenesFormatTextOrView() throws {
        let bars = """
            Chart {
                BarMark(x: .value("Day", "Mon"), y: .value("Steps", 30))
                BarMark(x: .value("Day", "Tue"), y: .value("Steps", 72))
                BarMark(x: .value("Day", "Wed"), y: .value("Steps", 50))
            }
            """
        let money = try texts(try compile(bars + ".chartYAxis { AxisMarks(format: .currency(code: \"USD\")) }"))
        #expect(money.map(\.text).filter { $0.hasPrefix("$") }.sorted() == ["$0.00", "$20.00", "$40.00", "$60.00", "$80.00"])
        let percent = try texts(
            try compile(bars + ".chartYAxis { AxisMarks(values: [0, 50]) { _ in AxisValueLabel(format: .percent) } }"))
        #expect(percent.map(\.text).filter { $0.hasSuffix("%") }.sorted() == ["0%", "5,000%"])
        let own = try texts(
            try compile(
                bars + """
                    .chartYAxis {
                        AxisMarks(values: [0, 40, 80]) { value in
                            AxisValueLabel { if let steps = value.as(Int.self) { Text("\\(steps / 10)k") } }
                        }
                    }
                    .chartXAxis {
                        AxisMarks { value in
                            if value.as(String.self) == "Wed" {
                                AxisValueLabel("mid")
                            } else if value.index != 1 {
                                AxisValueLabel()
                            }
                        }
                    }
                    """))
        #expect(own.map(\.text).sorted() == ["0k", "4k", "8k", "Mon", "mid"])
    }

    /// Two `AxisMarks` on one axis each draw with their own values: gridlines every 20,
    /// labels only at 0 and 80.
    @Test func severalAxisMarksOnOneAxisDrawEachWithItsValues() throws {
        let bars = """
            Chart {
                BarMark(x: .value("Day", "A"), y: .value("Steps", 30))
                BarMark(x: .value("Day", "B"), y: .value("Steps", 72))
            }
            .chartYAxis {
                AxisMarks(values: .stride(by: 20)) { _ in AxisGridLine() }
                AxisMarks(position: .leading, values: [0, 80]) { _ in AxisValueLabel() }
            }
            """
        let p = try compile(bars)
        #expect(try shapes(p, "grid-y|").count == 5)
        let labels = try texts(p).filter { Double($0.text) != nil }
        #expect(labels.map(\.text).sorted() == ["0", "80"])
        // The labels' marks put them before the plot.
        #expect(labels.allSatisfy { $0.origin.x < 20 }, "\(labels)")
    }

    /// `.stride(by: .month, count: 2)` steps a time axis by two months from the first month in
    /// it; a centred label sits in the middle of its interval, in the scene's date format.
    @Test func aCalendarStrideStepsATimeAxis() throws {
        let line = """
            Chart {
                ForEach(0..<6, id: \\.self) { i in
                    LineMark(x: .value("Month", Calendar.current.date(byAdding: .month, value: i, to: start)!), y: .value("Sales", 10 * (i + 1)))
                }
            }
            .chartXAxis {
                AxisMarks(values: .stride(by: .month, count: 2)) { _ in
                    AxisGridLine()
                    AxisValueLabel(format: .dateTime.month(.wide), centered: true)
                }
            }
            """
        let p = try compile(line, state: "let start = Calendar.current.date(from: DateComponents(year: 2024, month: 1, day: 1))!")
        let grid = try shapes(p, "grid-x|")
        #expect(grid.count == 3)
        let labels = try texts(p).filter { $0.text.hasSuffix("ary") || $0.text == "March" || $0.text == "May" }
        #expect(labels.map(\.text) == ["January", "March", "May"])
        // Centred between January's and March's gridlines.
        let january = try #require(labels.first)
        let middle = (grid[0].bounds.midX + grid[1].bounds.midX) / 2
        #expect(january.origin.x < middle && january.origin.x > grid[0].bounds.midX, "\(january.origin.x) \(middle)")
    }

    /// `chartOverlay`'s content is drawn over the chart; its proxy, which maps a finger's point
    /// to values, says it is not supported when it is asked.
    @Test func aChartOverlayIsDrawnAndItsProxySaysItIsNotSupported() throws {
        let bars = "Chart { BarMark(x: .value(\"Day\", \"A\"), y: .value(\"Steps\", 30)) }"
        let overlaid = try compile(
            bars + """
                .chartOverlay { proxy in
                    GeometryReader { _ in
                        Rectangle().fill(.clear).contentShape(Rectangle())
                            .gesture(DragGesture().onChanged { value in let _: Double? = proxy.value(atX: value.location.x) })
                        Text("Selected")
                    }
                }
                """)
        #expect(try texts(overlaid).map(\.text).contains("Selected"))
        #expect(try shapes(overlaid, "bar|").count == 1)
        #expect(throws: (any Error).self) {
            try compile(bars + ".chartBackground { proxy in Text(\"\\(proxy.plotSize.width)\") }")
        }
    }

    /// `chartPlotStyle`'s closure styles the plot area: a background behind the gridlines and
    /// marks, the size of the plot; a fixed frame sizes the plot and the chart around it.
    @Test func aPlotStyleStylesThePlotAreaBehindTheMarks() throws {
        let bars = "Chart { BarMark(x: .value(\"Day\", \"A\"), y: .value(\"Steps\", 30)) }"
        let styled = try compile(bars + ".chartPlotStyle { plot in plot.background(Color.yellow) }")
        let drawn = try styled.drawnShapes(at: 0)
        let yellow = try #require(drawn.firstIndex { $0.fill?.description == RGBA(hex: 0xFFCC00).description })
        let bar = try #require(drawn.firstIndex { $0.identity.description.contains("[\"bar|") })
        let grid = try #require(drawn.firstIndex { $0.identity.description.contains("[\"grid-y|") })
        #expect(yellow < grid && grid < bar)
        let area = drawn[yellow].bounds
        #expect(near(area.minX, 0) && near(area.maxY, drawn[bar].bounds.maxY), "\(area) \(drawn[bar].bounds)")
        #expect(area.height > 150)

        let framed = try compile(
            "VStack(spacing: 0) { " + bars + ".chartPlotStyle { $0.frame(height: 60) }; Color.red }")
        let framedBar = try #require(try shapes(framed, "bar|").first).bounds
        #expect(near(framedBar.height, 60, 1), "\(framedBar)")
        let red = try #require(try framed.drawnShapes(filled: RGBA(hex: 0xFF3B30), at: 0).first).bounds
        #expect(red.minY < 100, "the chart is the plot's 60 points and its labels, not 200: \(red)")
    }

    /// A scrollable chart at rest shows its visible domain from its start: that many
    /// categories, or that length of numbers from the first (or the scroll position's) value.
    @Test func aScrollableChartShowsItsVisibleDomain() throws {
        let months = #"["Jan", "Feb", "Mar", "Apr", "May", "Jun"]"#
        let categories = try compile(
            """
            Chart {
                ForEach(\(months), id: \\.self) { month in
                    BarMark(x: .value("Month", month), y: .value("Sales", 10))
                }
            }
            .chartScrollableAxes(.horizontal)
            .chartXVisibleDomain(length: 4)
            """)
        #expect(try shapes(categories, "bar|").count == 4)
        #expect(try texts(categories).map(\.text).filter { $0.count == 3 } == ["Jan", "Feb", "Mar", "Apr"])

        let numbers = try compile(
            """
            Chart {
                ForEach(0..<20, id: \\.self) { day in
                    PointMark(x: .value("Day", day), y: .value("Steps", day))
                }
            }
            .chartScrollableAxes(.horizontal)
            .chartXVisibleDomain(length: 5)
            .chartScrollPosition(initialX: 10)
            """)
        #expect(try shapes(numbers, "symbol|").count == 6, "days 10 to 15")

        // Without `chartScrollableAxes`, a visible domain changes nothing.
        let still = try compile(
            "Chart { ForEach(\(months), id: \\.self) { BarMark(x: .value(\"Month\", $0), y: .value(\"Sales\", 10)) } }.chartXVisibleDomain(length: 4)")
        #expect(try shapes(still, "bar|").count == 6)
    }

    /// `chartLegend(position: .bottom, alignment: .trailing)`: the legend at the trailing edge.
    @Test func aLegendTakesItsAlignment() throws {
        func legendX(_ modifier: String) throws -> Double {
            let p = try compile(
                """
                Chart {
                    BarMark(x: .value("Kind", "A"), y: .value("Total", 10)).foregroundStyle(by: .value("Kind", "Income"))
                }
                \(modifier)
                """)
            return try #require(try texts(p).first { $0.text == "Income" }).origin.x
        }
        let leading = try legendX("")
        let trailing = try legendX(".chartLegend(position: .bottom, alignment: .trailing)")
        #expect(leading < 30 && trailing > 200, "\(leading) \(trailing)")
    }

    /// `chartForegroundStyleScale(range:)`: the styles in the order the values appear.
    @Test func aStyleScaleRangeWithoutADomainStylesValuesInOrder() throws {
        let p = try compile(
            """
            Chart {
                BarMark(x: .value("Kind", "Income"), y: .value("Total", 10)).foregroundStyle(by: .value("Kind", "Income"))
                BarMark(x: .value("Kind", "Expense"), y: .value("Total", 5)).foregroundStyle(by: .value("Kind", "Expense"))
            }
            .chartForegroundStyleScale(range: [Color.green, Color.red])
            """)
        let fills = try shapes(p, "bar|").map { $0.fill?.description }
        #expect(fills == [Self.green.description, RGBA(hex: 0xFF3B30).description])
    }

    /// A value near Double's largest (found by the fuzzer): its domain's nice upper bound rounds
    /// up to infinity, and the ticks stop at the finite ones instead of counting forever.
    @Test func aValueNearDoublesLargestHasFiniteTicks() throws {
        let p = try compile(
            """
            Chart {
                BarMark(x: .value("Day", "A"), y: .value("Steps", Double.greatestFiniteMagnitude))
                BarMark(x: .value("Day", "B"), y: .value("Steps", 5))
            }
            """)
        #expect(try shapes(p, "bar|").count == 2)
        #expect(try texts(p).contains { $0.text == "0" })
    }

    /// iOS 17's `clipShape(_:)` on a bar cuts the bar to the shape.
    @Test func aBarIsCutToItsClipShape() throws {
        let p = try compile(
            """
            Chart {
                BarMark(x: .value("Day", "A"), y: .value("Steps", 10), width: .fixed(12)).clipShape(.capsule)
            }
            """)
        let list = try p.timeline.displayList(at: 0).printed
        #expect(list.contains("clip"), "\(list)")
        #expect(try shapes(p, "bar|").count == 1)
    }

    /// A modifier of a `ForEach` in a chart applies to each mark it makes.
    @Test func aForEachsModifierStylesEachMark() throws {
        let p = try compile(
            """
            Chart {
                ForEach(0..<3, id: \\.self) { i in
                    BarMark(x: .value("i", "\\(i)"), y: .value("v", i + 1))
                }
                .foregroundStyle(.green)
                .opacity(0.5)
            }
            """)
        let bars = try shapes(p, "bar|")
        #expect(bars.count == 3)
        #expect(bars.allSatisfy { $0.fill == RGBA(red: 52.0 / 255, green: 199.0 / 255, blue: 89.0 / 255) && abs($0.opacity - 0.5) < 1e-9 }, "\(bars)")
    }

    @Test func ifAndForEachBuildChartContent() throws {
        let p = try compile(
            """
            Chart {
                ForEach(0..<4, id: \\.self) { i in
                    if i % 2 == 0 {
                        BarMark(x: .value("i", "\\(i)"), y: .value("v", i + 1))
                    } else {
                        PointMark(x: .value("i", "\\(i)"), y: .value("v", i + 1))
                    }
                }
                if showRule { RuleMark(y: .value("r", 2)) }
            }
            """, state: "@State private var showRule = false")
        #expect(try shapes(p, "bar|").count == 2)
        #expect(try shapes(p, "symbol|").count == 2)
        #expect(try shapes(p, "rule|").isEmpty)
    }

    @Test func aChartContentOfTheScenesOwnIsBuiltByTheChartBuilder() throws {
        // Swift infers the protocol requirement's builder for the body, as it does for a View.
        let source = """
            import SwiftUI
            import Charts
            struct Goals: ChartContent {
                let goal: Double
                var body: some ChartContent {
                    RuleMark(y: .value("Goal", goal))
                    if goal > 2 { RuleMark(y: .value("Half", goal / 2)) }
                }
            }
            struct Scene: View {
                @ChartContentBuilder func bars() -> some ChartContent {
                    BarMark(x: .value("A", "a"), y: .value("B", 3))
                    BarMark(x: .value("A", "b"), y: .value("B", 5))
                }
                var body: some View {
                    Chart {
                        bars()
                        Goals(goal: 4)
                    }
                }
            }
            #Preview(traits: .fixedLayout(width: 300, height: 200)) { Scene() }
            """
        let p = try #require(try compileScene(source).first)
        #expect(try shapes(p, "bar|").count == 2)
        #expect(try shapes(p, "rule|").count == 2)
    }

    @Test func anAnnotationSitsAboveItsBarOverEveryMark() throws {
        let p = try compile(
            """
            Chart {
                BarMark(x: .value("Day", "A"), y: .value("Steps", 10))
                    .annotation(position: .top, spacing: 6) { Rectangle().fill(.red).frame(width: 10, height: 10) }
                RuleMark(y: .value("Goal", 5))
            }
            """)
        let bar = try #require(try shapes(p, "bar|").first).bounds
        let drawn = try p.drawnShapes(at: 0)
        let note = try #require(drawn.last { $0.identity.description.contains("annotation|") })
        #expect(near(note.bounds.maxY, bar.minY - 6) && near(note.bounds.midX, bar.midX))
        let ruleIndex = try #require(drawn.firstIndex { $0.identity.description.contains("rule|") })
        let noteIndex = try #require(drawn.firstIndex { $0.identity.description.contains("annotation|") })
        #expect(noteIndex > ruleIndex, "drawn over the marks written after its own")
    }

    @Test func datesMakeATimeAxisAndAUnitSpansItsBand() throws {
        let p = try compile(
            """
            Chart {
                ForEach(0..<3, id: \\.self) { i in
                    BarMark(
                        x: .value("Day", Calendar.current.date(byAdding: .day, value: i, to: start)!, unit: .day),
                        y: .value("Steps", 10 * (i + 1)))
                }
            }
            """, state: "let start = Calendar.current.date(from: DateComponents(year: 2024, month: 3, day: 4))!")
        let bars = try shapes(p, "bar|")
        try #require(bars.count == 3)
        // Three days across the plot, each bar 60% of its day, centred in it.
        let day = bars[1].bounds.midX - bars[0].bounds.midX
        #expect(near(bars[0].bounds.width, 0.6 * day, 1))
        #expect(near(bars[0].bounds.minX, 0.2 * day, 1))
        // A label at each day's start but the axis's end, leading-aligned at its gridline.
        let labels = try texts(p).filter { $0.text.hasPrefix("Mar") }
        #expect(labels.map(\.text) == ["Mar 4", "Mar 5", "Mar 6"])
        let grid = try shapes(p, "grid-x|")
        #expect(grid.count == 4)
        for (label, line) in zip(labels, grid) { #expect(abs(label.origin.x - line.bounds.minX) < 2, "\(label.text)") }
    }

    @Test func sectorsShareTheCircleClockwiseFromTheTopByTheirValues() throws {
        // A 300 × 200 chart: the pie's diameter is the plot's shorter side, 200.
        let p = try compile(
            """
            Chart {
                SectorMark(angle: .value("Share", 1)).foregroundStyle(.green)
                SectorMark(angle: .value("Share", 3), innerRadius: .ratio(0.5))
            }
            .chartLegend(.hidden)
            """)
        let sectors = try shapes(p, "sector|")
        try #require(sectors.count == 2)
        // A quarter from the top clockwise: the top-right quadrant of the circle.
        let quarter = sectors[0].bounds
        #expect(near(quarter.minX, 150) && near(quarter.maxX, 250) && near(quarter.minY, 0) && near(quarter.maxY, 100))
        // The rest: three quarters, from the right round to the top, a donut of inner radius 50.
        let rest = sectors[1].bounds
        #expect(near(rest.minX, 50) && near(rest.maxX, 250) && near(rest.minY, 0) && near(rest.maxY, 200))
        // No axes: nothing but the sectors is drawn.
        #expect(try texts(p).isEmpty)
        #expect(try p.drawnShapes(at: 0).count == 2)
    }

    @Test func anAngularInsetMovesEachStraightEdgeInByHalfOfIt() throws {
        let p = try compile(
            """
            Chart {
                SectorMark(angle: .value("Share", 1), angularInset: 10)
                SectorMark(angle: .value("Share", 1), angularInset: 10)
            }
            """)
        let first = try #require(try shapes(p, "sector|").first)
        // The right half, its vertical edge moved 5 points right of the centre line.
        #expect(near(first.bounds.minX, 155))
        #expect(near(first.bounds.maxX, 250))
    }

    /// `.symbol { view }` draws the view at the point, in the mark's style unless it sets its
    /// own; `.chartLegend { view }` draws the scene's legend below the chart;
    /// `RectangleMark(yStart:yEnd:)` is a band across the whole plot.
    @Test func aSymbolViewACustomLegendAndABandAreDrawn() throws {
        let p = try compile(
            """
            Chart {
                PointMark(x: .value("Q", "Q1"), y: .value("V", 80)).symbol { Text("★") }
                RectangleMark(yStart: .value("Low", 20), yEnd: .value("High", 40)).foregroundStyle(.green)
            }
            .chartLegend { Text("Key") }
            """)
        let drawn = try texts(p).map(\.text)
        #expect(drawn.contains("★") && drawn.contains("Key"), "\(drawn)")
        let bands = try shapes(p, "rectangle|")
        #expect(bands.count == 1)
        let band = try #require(bands.first)
        #expect(band.fill?.description == Self.green.description)
        // Across the plot's width (the labels take the trailing side), between 20 and 40.
        #expect(band.bounds.width > 200, "\(band.bounds)")
        #expect(band.bounds.height > 10 && band.bounds.height < 80, "\(band.bounds)")
    }

    /// A clip shape on a mark clips it; its corner radius still rounds its corners.
    @Test func aClippedBarKeepsItsCornerRadius() throws {
        let p = try compile(
            #"Chart { BarMark(x: .value("K", "A"), y: .value("V", 3)).clipShape(Rectangle()).cornerRadius(8) }"#)
        func curved(_ items: [DisplayItem]) -> Bool {
            items.contains { item in
                switch item {
                case .shape(let shape):
                    shape.identity.description.contains("[\"bar|")
                        && shape.path.elements.contains { if case .curve = $0 { true } else { false } }
                case .group(let group): curved(group.items)
                default: false
                }
            }
        }
        #expect(curved(try p.timeline.displayList(at: 0).items))
    }

    @Test func unsupportedChartsConstructsAreLocatedErrors() throws {
        let cases = [
            (
                "Chart { BarPlot([1, 2], x: .value(\"A\", \\.self), y: .value(\"B\", \\.self)) }",
                "'BarPlot' is not supported by Flipbook yet"
            ),
            (
                "Chart { BarMark(x: .value(\"A\", \"a\"), y: .value(\"B\", 3)).lineStyle(by: .value(\"K\", \"k\")) }",
                "lineStyle(by:) is not supported"
            ),
            (
                "Chart { BarMark(x: .value(\"A\", \"a\"), y: .value(\"B\", 3)) }.chartYScale(domain: 0...10, type: .log)",
                "a chart scale of type .log is not supported"
            ),
        ]
        for (body, message) in cases {
            do {
                _ = try compile(body)
                Issue.record("\(body) compiled")
            } catch {
                #expect("\(error)".contains(message), "\(error)")
                #expect("\(error)".contains("t.swift:6:"), "located in the scene: \(error)")
            }
        }
    }
}
