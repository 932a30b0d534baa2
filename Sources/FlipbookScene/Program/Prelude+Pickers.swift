extension Prelude {
    /// `Gauge`, `DatePicker` and `ColorPicker`, written in Swift as iOS 17 draws them at rest
    /// (the numbers are in docs/semantics.md, "Controls"):
    /// - a `Gauge` is drawn in the style `.gaugeStyle` puts in the environment: iOS's default
    ///   (`.linearCapacity`) is its label over a 6-point bar filled in the tint, between the
    ///   minimum and maximum labels; the accessory styles are the Lock Screen's 58-point ring
    ///   (`.accessoryCircularCapacity`), open arc with a marker (`.accessoryCircular`), and thin
    ///   bars;
    /// - a `DatePicker` is the compact style: its label, then the date ("Jan 1, 2001") and the
    ///   time ("12:00 AM") each on a grey rounded chip, in en_US and UTC;
    /// - a `ColorPicker` is its label, then a 28-point swatch of the colour inside a ring of hues.
    static let pickersSource = #"""
        extension EnvironmentValues {
            /// The style `.gaugeStyle` chose: a built-in one by its case name, or the scene's own
            /// `GaugeStyle`.
            @Entry var _gaugeStyle: Any = "automatic"
            /// `.datePickerStyle(.wheel)`: "wheel", `.graphical`: "graphical"; else date pickers are compact.
            @Entry var _datePickerStyle: String = "compact"
        }

        /// What a `GaugeStyle`'s `makeBody(configuration:)` gets: the value as a fraction of the
        /// gauge's range, and its labels.
        struct GaugeStyleConfiguration {
            let value: Double
            let label: AnyView
            let currentValueLabel: AnyView?
            let minimumValueLabel: AnyView?
            let maximumValueLabel: AnyView?
            let markedValueLabels: AnyView? = nil
        }

        struct Gauge<Label: View>: View {
            let fraction: Double
            let label: Label
            let currentValueLabel: AnyView?
            let minimumValueLabel: AnyView?
            let maximumValueLabel: AnyView?
            @Environment(\._gaugeStyle) private var style
            @Environment(\.flipbookControlTint) private var controlTint

            init(value: Double, in bounds: ClosedRange<Double> = 0...1, @ViewBuilder label: () -> Label) {
                fraction = Self._fraction(value, bounds)
                self.label = label()
                currentValueLabel = nil
                minimumValueLabel = nil
                maximumValueLabel = nil
            }
            init(
                value: Double, in bounds: ClosedRange<Double> = 0...1, @ViewBuilder label: () -> Label,
                @ViewBuilder currentValueLabel: () -> some View
            ) {
                fraction = Self._fraction(value, bounds)
                self.label = label()
                self.currentValueLabel = AnyView(currentValueLabel())
                minimumValueLabel = nil
                maximumValueLabel = nil
            }
            init(
                value: Double, in bounds: ClosedRange<Double> = 0...1, @ViewBuilder label: () -> Label,
                @ViewBuilder currentValueLabel: () -> some View, @ViewBuilder minimumValueLabel: () -> some View,
                @ViewBuilder maximumValueLabel: () -> some View
            ) {
                fraction = Self._fraction(value, bounds)
                self.label = label()
                self.currentValueLabel = AnyView(currentValueLabel())
                self.minimumValueLabel = AnyView(minimumValueLabel())
                self.maximumValueLabel = AnyView(maximumValueLabel())
            }

            static func _fraction(_ value: Double, _ bounds: ClosedRange<Double>) -> Double {
                let span = bounds.upperBound - bounds.lowerBound
                guard span > 0 else { return 0 }
                return min(max((value - bounds.lowerBound) / span, 0), 1)
            }

            private var tint: AnyShapeStyle { controlTint ?? AnyShapeStyle(Color.accentColor) }

            var body: some View {
                if let name = style as? String {
                    _builtIn(name)
                } else {
                    style.makeBody(
                        configuration: GaugeStyleConfiguration(
                            value: fraction, label: AnyView(label), currentValueLabel: currentValueLabel,
                            minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel))
                }
            }

            @ViewBuilder private func _builtIn(_ name: String) -> some View {
                switch name {
                case "accessoryCircularCapacity": circularCapacity
                case "accessoryCircular": circular
                case "accessoryLinear": linear
                case "accessoryLinearCapacity": linearCapacity(height: 4)
                default: linearCapacity(height: 6)
                }
            }

            private func linearCapacity(height: Double) -> some View {
                VStack(alignment: .leading, spacing: 4) {
                    HStack {
                        label
                        Spacer(minLength: 0)
                        if let currentValueLabel { currentValueLabel.foregroundStyle(.secondary) }
                    }
                    HStack(spacing: 6) {
                        if let minimumValueLabel { minimumValueLabel.font(.caption).foregroundStyle(.secondary) }
                        _ProgressBar(fraction: fraction, tint: tint).frame(height: height).clipShape(Capsule())
                        if let maximumValueLabel { maximumValueLabel.font(.caption).foregroundStyle(.secondary) }
                    }
                }
            }

            private var linear: some View {
                HStack(spacing: 6) {
                    if let minimumValueLabel { minimumValueLabel.font(.caption).foregroundStyle(.secondary) }
                    GeometryReader { proxy in
                        ZStack(alignment: .leading) {
                            Capsule().fill(Color(.systemGray4)).frame(height: 4)
                            Circle()
                                .fill(Color.primary)
                                .frame(width: 8, height: 8)
                                .offset(x: (proxy.size.width - 8) * fraction)
                        }
                        .frame(height: 8)
                    }
                    .frame(height: 8)
                    if let maximumValueLabel { maximumValueLabel.font(.caption).foregroundStyle(.secondary) }
                }
            }

            private var circularCapacity: some View {
                ZStack {
                    Circle().stroke(Color(.systemGray4), lineWidth: 6)
                    Circle()
                        .trim(from: 0, to: fraction)
                        .stroke(tint, style: StrokeStyle(lineWidth: 6, lineCap: .round))
                        .rotationEffect(.degrees(-90))
                    Group {
                        if let currentValueLabel { currentValueLabel } else { label }
                    }
                    .font(.system(size: 15, weight: .medium))
                    .minimumScaleFactor(0.5)
                    .padding(8)
                }
                .frame(width: 58, height: 58)
            }

            private var circular: some View {
                // The arc leaves a quarter open at the bottom: from 135° to 405°, clockwise.
                let angle = Angle.degrees(135 + 270 * fraction)
                return ZStack {
                    Circle()
                        .trim(from: 0, to: 0.75)
                        .stroke(tint, style: StrokeStyle(lineWidth: 6, lineCap: .round))
                        .rotationEffect(.degrees(135))
                    Circle()
                        .fill(Color.white)
                        .overlay(Circle().stroke(Color.black.opacity(0.3), lineWidth: 1))
                        .frame(width: 8, height: 8)
                        .offset(x: 26 * cos(angle.radians), y: 26 * sin(angle.radians))
                    Group {
                        if let currentValueLabel { currentValueLabel } else { label }
                    }
                    .font(.system(size: 15, weight: .medium))
                    .minimumScaleFactor(0.5)
                    .padding(10)
                    HStack {
                        if let minimumValueLabel { minimumValueLabel }
                        Spacer(minLength: 0)
                        if let maximumValueLabel { maximumValueLabel }
                    }
                    .font(.system(size: 9))
                    .padding(.horizontal, 6)
                    .offset(y: 22)
                }
                .frame(width: 58, height: 58)
            }
        }

        struct DatePickerComponents: OptionSet {
            let rawValue: Int
            static let date = DatePickerComponents(rawValue: 1)
            static let hourAndMinute = DatePickerComponents(rawValue: 2)
        }

        struct DatePicker<Label: View>: View {
            @Binding var selection: Date
            let label: Label
            let components: DatePickerComponents
            @Environment(\.flipbookLabelsHidden) private var labelsHidden
            @Environment(\._datePickerStyle) private var style

            init(_ title: String, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date])
            where Label == Text {
                _selection = selection
                label = Text(title)
                components = displayedComponents
            }
            init<R>(
                _ title: String, selection: Binding<Date>, in range: R,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
            ) where Label == Text {
                _selection = selection
                label = Text(title)
                components = displayedComponents
            }
            init(
                selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label
            ) {
                _selection = selection
                self.label = label()
                components = displayedComponents
            }
            init<R>(
                selection: Binding<Date>, in range: R, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label
            ) {
                _selection = selection
                self.label = label()
                components = displayedComponents
            }

            private func text(dateStyle: DateFormatter.Style, timeStyle: DateFormatter.Style) -> String {
                let formatter = DateFormatter()
                formatter.dateStyle = dateStyle
                formatter.timeStyle = timeStyle
                return formatter.string(from: selection)
            }

            private func chip(_ text: String) -> some View {
                Text(text)
                    .padding(.horizontal, 11)
                    .padding(.vertical, 6)
                    .background(Color(.tertiarySystemFill), in: RoundedRectangle(cornerRadius: 6))
            }

            var body: some View {
                if style == "wheel" {
                    HStack {
                        if !labelsHidden { label }
                        _Wheel(columns: wheelColumns)
                    }
                } else if style == "graphical" {
                    graphical
                } else {
                    HStack(spacing: 8) {
                        if !labelsHidden {
                            label
                            Spacer(minLength: 0)
                        }
                        if components.contains(.date) { chip(text(dateStyle: .medium, timeStyle: .none)) }
                        if components.contains(.hourAndMinute) { chip(text(dateStyle: .none, timeStyle: .short)) }
                    }
                }
            }

            /// iOS's inline calendar: the month and year with the arrows that change it, the
            /// weekdays, the month's days in weeks from Sunday (the selected one on a pale circle
            /// of the accent colour, today's in it), and the time below when it is shown.
            private var graphical: some View {
                let calendar = Calendar.current
                let parts = calendar.dateComponents([.year, .month, .day], from: selection)
                let first = calendar.date(from: DateComponents(year: parts.year, month: parts.month, day: 1)) ?? selection
                let leading = calendar.component(.weekday, from: first) - 1
                let days = calendar.range(of: .day, in: .month, for: selection)?.count ?? 31
                let cells: [Int?] = Array(repeating: nil, count: leading) + Array(1...days).map { Optional($0) }
                let weeks = (cells.count + 6) / 7
                let today = calendar.dateComponents([.year, .month, .day], from: Date())
                let todayInMonth = today.year == parts.year && today.month == parts.month ? today.day : nil
                let monthFormatter = DateFormatter()
                monthFormatter.dateFormat = "MMMM yyyy"
                return VStack(spacing: 6) {
                    HStack {
                        HStack(spacing: 4) {
                            Text(monthFormatter.string(from: selection)).font(.headline)
                            Image(systemName: "chevron.right").font(.subheadline.weight(.semibold)).foregroundStyle(Color.accentColor)
                        }
                        Spacer()
                        HStack(spacing: 28) {
                            Image(systemName: "chevron.left")
                            Image(systemName: "chevron.right")
                        }
                        .font(.title3.weight(.medium))
                        .foregroundStyle(Color.accentColor)
                    }
                    .padding(.horizontal, 12)
                    .frame(height: 44)
                    HStack(spacing: 0) {
                        ForEach(calendar.shortWeekdaySymbols, id: \.self) { symbol in
                            Text(symbol.uppercased())
                                .font(.caption.weight(.semibold))
                                .foregroundStyle(Color(.tertiaryLabel))
                                .frame(maxWidth: .infinity)
                        }
                    }
                    VStack(spacing: 0) {
                        ForEach(0..<weeks, id: \.self) { week in
                            HStack(spacing: 0) {
                                ForEach(0..<7, id: \.self) { weekday in
                                    let index = week * 7 + weekday
                                    _CalendarDay(
                                        day: index < cells.count ? cells[index] : nil, selected: parts.day ?? 0,
                                        today: todayInMonth)
                                }
                            }
                        }
                    }
                    if components.contains(.hourAndMinute) {
                        HStack {
                            Text("Time")
                            Spacer()
                            chip(text(dateStyle: .none, timeStyle: .short))
                        }
                        .padding(.horizontal, 12)
                        .padding(.top, 4)
                    }
                }
            }

            /// The wheel's columns, as iOS lays them out in en_US: the month, day and year for a
            /// date; the day ("Today" or "Mon Jan 1"), hour, minute and AM/PM for both; the hour,
            /// minute and AM/PM for a time. Months, days, hours and minutes go round; years and
            /// AM/PM do not.
            private var wheelColumns: [_WheelColumn] {
                let calendar = Calendar.current
                let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: selection)
                let offsets = Array(-_Wheel.reach..._Wheel.reach)
                func column(_ texts: [String?], _ alignment: Alignment, _ width: Double) -> _WheelColumn {
                    // Not `text.map`: a string is a collection too.
                    _WheelColumn(
                        rows: texts.map { text -> AnyView? in
                            guard let text else { return nil }
                            return AnyView(Text(text))
                        }, alignment: alignment, width: width)
                }
                func cycle(_ value: Int, _ count: Int, _ offset: Int) -> Int { ((value + offset) % count + count) % count }
                var columns: [_WheelColumn] = []
                let hasDate = components.contains(.date)
                let hasTime = components.contains(.hourAndMinute)
                if hasDate && !hasTime {
                    let months = calendar.monthSymbols
                    let days = calendar.range(of: .day, in: .month, for: selection)?.count ?? 31
                    columns.append(column(offsets.map { months[cycle(parts.month! - 1, 12, $0)] }, .leading, 140))
                    columns.append(column(offsets.map { String(cycle(parts.day! - 1, days, $0) + 1) }, .trailing, 40))
                    columns.append(column(offsets.map { String(parts.year! + $0) }, .trailing, 70))
                    return columns
                }
                if hasDate {
                    let formatter = DateFormatter()
                    formatter.dateFormat = "EEE MMM d"
                    columns.append(
                        column(
                            offsets.map { offset in
                                let day = calendar.date(byAdding: .day, value: offset, to: selection)!
                                return calendar.isDate(day, inSameDayAs: Date()) ? "Today" : formatter.string(from: day)
                            }, .trailing, 130))
                }
                let hour = parts.hour!
                columns.append(column(offsets.map { String(cycle((hour + 11) % 12, 12, $0) + 1) }, .trailing, 40))
                columns.append(column(offsets.map { String(format: "%02d", cycle(parts.minute!, 60, $0)) }, .leading, 40))
                let isMorning = hour < 12
                columns.append(
                    column(offsets.map { offset in
                        if isMorning { return offset == 0 ? "AM" : (offset == 1 ? "PM" : nil) }
                        return offset == 0 ? "PM" : (offset == -1 ? "AM" : nil)
                    }, .leading, 44))
                return columns
            }
        }

        /// A day of the inline calendar, 44 points tall.
        struct _CalendarDay: View {
            let day: Int?
            let selected: Int
            let today: Int?

            var body: some View {
                ZStack {
                    if let day {
                        if day == selected { Circle().fill(Color.accentColor.opacity(0.12)).frame(width: 44, height: 44) }
                        Text("\(day)")
                            .font(.title3.weight(day == selected ? .semibold : .regular))
                            .foregroundStyle(day == selected || day == today ? Color.accentColor : Color.primary)
                    }
                }
                .frame(maxWidth: .infinity)
                .frame(height: 44)
            }
        }

        struct ColorPicker<Label: View>: View {
            let color: Color
            let label: Label
            @Environment(\.flipbookLabelsHidden) private var labelsHidden

            init(_ title: String, selection: Binding<Color>, supportsOpacity: Bool = true) where Label == Text {
                color = selection.wrappedValue
                label = Text(title)
            }
            init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
                color = selection.wrappedValue
                self.label = label()
            }

            var body: some View {
                HStack {
                    if !labelsHidden {
                        label
                        Spacer(minLength: 0)
                    }
                    ZStack {
                        Circle()
                            .strokeBorder(
                                AngularGradient(colors: [.red, .yellow, .green, .cyan, .blue, .purple, .red], center: .center),
                                lineWidth: 3)
                        Circle().fill(color).padding(5)
                    }
                    .frame(width: 28, height: 28)
                }
            }
        }
        """#
}
