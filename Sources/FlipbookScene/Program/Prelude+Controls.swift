extension Prelude {
    /// `ProgressView`, `Slider` and `Stepper`, written in Swift as iOS 17 draws them at rest
    /// (the numbers are in docs/semantics.md, "Controls"):
    /// - `ProgressView()` is the activity indicator: eight grey spokes in a 20-point circle,
    ///   fading clockwise; it is drawn still (an offline clip would otherwise never end);
    /// - `ProgressView(value:total:)` is a 4-point bar, the done part in the tint;
    /// - `Slider` is a 4-point track, filled in the tint up to a 28-point white thumb;
    /// - `Stepper` is its label, then a 94 × 32 rounded pair of − and + buttons.
    /// A value outside its range is drawn at the nearer end.
    static let controlsSource = #"""
        extension EnvironmentValues {
            /// The style `.progressViewStyle` chose: a built-in one by its case name ("linear",
            /// "circular") or type name (with its tint), or the scene's own `ProgressViewStyle`.
            @Entry var _progressViewStyle: Any = "automatic"
        }

        /// What a `ProgressViewStyle`'s `makeBody(configuration:)` gets: the fraction done (nil
        /// for an indeterminate one) and the labels.
        struct ProgressViewStyleConfiguration {
            let fractionCompleted: Double?
            let label: AnyView?
            let currentValueLabel: AnyView?
        }

        /// The styles by their type names, as code before `.circular` wrote them.
        func CircularProgressViewStyle(tint: Color? = nil) -> _NamedProgressViewStyle {
            _NamedProgressViewStyle(name: "circular", tint: tint)
        }
        func LinearProgressViewStyle(tint: Color? = nil) -> _NamedProgressViewStyle {
            _NamedProgressViewStyle(name: "linear", tint: tint)
        }
        func DefaultProgressViewStyle() -> _NamedProgressViewStyle { _NamedProgressViewStyle(name: "automatic", tint: nil) }
        struct _NamedProgressViewStyle {
            let name: String
            let tint: Color?
        }

        struct ProgressView: View {
            let value: Double?
            let total: Double
            let label: AnyView?
            let currentValueLabel: AnyView?
            /// Made from a style's configuration: drawn in the built-in style, not the style
            /// whose body makes it.
            var madeFromConfiguration = false
            @Environment(\.flipbookControlTint) private var controlTint
            @Environment(\._progressViewStyle) private var style

            init() {
                value = nil
                total = 1
                label = nil
                currentValueLabel = nil
            }
            init(_ configuration: ProgressViewStyleConfiguration) {
                value = configuration.fractionCompleted
                total = 1
                label = configuration.label
                currentValueLabel = configuration.currentValueLabel
                madeFromConfiguration = true
            }
            init(_ title: String) {
                value = nil
                total = 1
                label = AnyView(Text(title))
                currentValueLabel = nil
            }
            init(@ViewBuilder label: () -> some View) {
                value = nil
                total = 1
                self.label = AnyView(label())
                currentValueLabel = nil
            }
            init(value: Double?, total: Double = 1.0) {
                self.value = value
                self.total = total
                label = nil
                currentValueLabel = nil
            }
            init(_ title: String, value: Double?, total: Double = 1.0) {
                self.value = value
                self.total = total
                label = AnyView(Text(title))
                currentValueLabel = nil
            }
            init(
                value: Double?, total: Double = 1.0, @ViewBuilder label: () -> some View,
                @ViewBuilder currentValueLabel: () -> some View
            ) {
                self.value = value
                self.total = total
                self.label = AnyView(label())
                self.currentValueLabel = AnyView(currentValueLabel())
            }
            init(value: Double?, total: Double = 1.0, @ViewBuilder label: () -> some View) {
                self.value = value
                self.total = total
                self.label = AnyView(label())
                currentValueLabel = nil
            }

            private var fraction: Double? {
                guard let value else { return nil }
                return total > 0 ? min(max(value / total, 0), 1) : 0
            }

            var body: some View {
                if madeFromConfiguration {
                    _builtIn("automatic", tint: nil)
                } else if let name = style as? String {
                    _builtIn(name, tint: nil)
                } else if let named = style as? _NamedProgressViewStyle {
                    _builtIn(named.name, tint: named.tint)
                } else {
                    style.makeBody(
                        configuration: ProgressViewStyleConfiguration(
                            fractionCompleted: fraction, label: label, currentValueLabel: currentValueLabel))
                }
            }

            /// A bar for a value, else a spinner; `.circular` is a spinner even with a value, as
            /// on iOS; `.linear` without a value is an empty bar.
            @ViewBuilder private func _builtIn(_ name: String, tint: Color?) -> some View {
                if name == "linear" || (name != "circular" && value != nil) {
                    VStack(alignment: .leading, spacing: 6) {
                        if let label { label }
                        _ProgressBar(fraction: fraction ?? 0, tint: tint.map { AnyShapeStyle($0) } ?? controlTint)
                        if let currentValueLabel {
                            currentValueLabel.font(.footnote).foregroundStyle(.secondary)
                        }
                    }
                } else {
                    VStack(spacing: 8) {
                        _ActivitySpokes(color: tint.map { AnyShapeStyle($0) } ?? controlTint ?? AnyShapeStyle(Color(.systemGray)))
                        if let label { label.foregroundStyle(.secondary) }
                    }
                }
            }
        }

        struct _ProgressBar: View {
            let fraction: Double
            let tint: AnyShapeStyle?
            var body: some View {
                GeometryReader { proxy in
                    ZStack(alignment: .leading) {
                        Capsule().fill(Color(.systemGray5))
                        Capsule()
                            .fill(tint ?? AnyShapeStyle(Color.accentColor))
                            .frame(width: proxy.size.width * fraction)
                    }
                }
                .frame(height: 4)
            }
        }

        struct _ActivitySpokes: View {
            var color: AnyShapeStyle = AnyShapeStyle(Color(.systemGray))
            var body: some View {
                ZStack {
                    ForEach(0..<8, id: \.self) { index in
                        Capsule()
                            .fill(color)
                            .frame(width: 2.5, height: 6)
                            .offset(y: -6.5)
                            .rotationEffect(.degrees(Double(index) * 45))
                            .opacity(1 - Double(index) * 0.1)
                    }
                }
                .frame(width: 20, height: 20)
            }
        }

        struct Slider: View {
            @Binding var value: Double
            let bounds: ClosedRange<Double>
            let minimumValueLabel: AnyView?
            let maximumValueLabel: AnyView?
            @Environment(\.flipbookControlTint) private var controlTint

            init(
                value: Binding<Double>, in bounds: ClosedRange<Double> = 0...1, step: Double = 0,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }
            ) {
                _value = value
                self.bounds = bounds
                minimumValueLabel = nil
                maximumValueLabel = nil
            }
            init(
                value: Binding<Double>, in bounds: ClosedRange<Double> = 0...1, step: Double = 0,
                @ViewBuilder label: () -> some View, onEditingChanged: @escaping (Bool) -> Void = { _ in }
            ) {
                _value = value
                self.bounds = bounds
                minimumValueLabel = nil
                maximumValueLabel = nil
            }
            init(
                value: Binding<Double>, in bounds: ClosedRange<Double> = 0...1, step: Double = 0,
                @ViewBuilder label: () -> some View, @ViewBuilder minimumValueLabel: () -> some View,
                @ViewBuilder maximumValueLabel: () -> some View, onEditingChanged: @escaping (Bool) -> Void = { _ in }
            ) {
                _value = value
                self.bounds = bounds
                self.minimumValueLabel = AnyView(minimumValueLabel())
                self.maximumValueLabel = AnyView(maximumValueLabel())
            }
            // iOS 13's form, deprecated but common: the value labels are views, the label last.
            init(
                value: Binding<Double>, in bounds: ClosedRange<Double> = 0...1, step: Double = 0,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }, minimumValueLabel: some View,
                maximumValueLabel: some View, @ViewBuilder label: () -> some View
            ) {
                _value = value
                self.bounds = bounds
                self.minimumValueLabel = AnyView(minimumValueLabel)
                self.maximumValueLabel = AnyView(maximumValueLabel)
            }

            private var fraction: Double {
                let span = bounds.upperBound - bounds.lowerBound
                guard span > 0 else { return 0 }
                return min(max((value - bounds.lowerBound) / span, 0), 1)
            }

            var body: some View {
                HStack(spacing: 8) {
                    if let minimumValueLabel { minimumValueLabel }
                    GeometryReader { proxy in
                        let thumbCenter = 14 + (proxy.size.width - 28) * fraction
                        ZStack(alignment: .leading) {
                            Capsule().fill(Color(.systemGray5)).frame(height: 4)
                            Capsule()
                                .fill(controlTint ?? AnyShapeStyle(Color.accentColor))
                                .frame(width: max(thumbCenter, 0), height: 4)
                            Circle()
                                .fill(Color.white)
                                .shadow(color: .black.opacity(0.15), radius: 4, x: 0, y: 2)
                                .frame(width: 28, height: 28)
                                .offset(x: thumbCenter - 14)
                        }
                        .frame(height: 28)
                    }
                    .frame(height: 28)
                    if let maximumValueLabel { maximumValueLabel }
                }
            }
        }

        struct Stepper<Label: View>: View {
            let label: Label
            @Environment(\.flipbookLabelsHidden) private var labelsHidden
            let canDecrement: Bool
            let canIncrement: Bool

            // `onEditingChanged:` reports a press, which a render never holds.
            init(
                _ title: String, value: Binding<Int>, in bounds: ClosedRange<Int>, step: Int = 1,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }
            ) {
                label = Text(title)
                canDecrement = value.wrappedValue > bounds.lowerBound
                canIncrement = value.wrappedValue < bounds.upperBound
            }
            init(_ title: String, value: Binding<Int>, step: Int = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
                label = Text(title)
                canDecrement = true
                canIncrement = true
            }
            init(
                _ title: String, value: Binding<Double>, in bounds: ClosedRange<Double>, step: Double = 1,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }
            ) {
                label = Text(title)
                canDecrement = value.wrappedValue > bounds.lowerBound
                canIncrement = value.wrappedValue < bounds.upperBound
            }
            init(
                _ title: String, value: Binding<Double>, step: Double = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
            ) {
                label = Text(title)
                canDecrement = true
                canIncrement = true
            }
            init(
                value: Binding<Int>, in bounds: ClosedRange<Int>, step: Int = 1,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
            ) {
                self.label = label()
                canDecrement = value.wrappedValue > bounds.lowerBound
                canIncrement = value.wrappedValue < bounds.upperBound
            }
            init(
                value: Binding<Int>, step: Int = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                @ViewBuilder label: () -> Label
            ) {
                self.label = label()
                canDecrement = true
                canIncrement = true
            }
            init(
                value: Binding<Double>, in bounds: ClosedRange<Double>, step: Double = 1,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
            ) {
                self.label = label()
                canDecrement = value.wrappedValue > bounds.lowerBound
                canIncrement = value.wrappedValue < bounds.upperBound
            }
            init(
                value: Binding<Double>, step: Double = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                @ViewBuilder label: () -> Label
            ) {
                self.label = label()
                canDecrement = true
                canIncrement = true
            }
            init(_ title: String, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?) {
                label = Text(title)
                canDecrement = onDecrement != nil
                canIncrement = onIncrement != nil
            }
            init(
                onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
            ) {
                self.label = label()
                canDecrement = onDecrement != nil
                canIncrement = onIncrement != nil
            }

            var body: some View {
                HStack {
                    if !labelsHidden {
                        label
                        Spacer()
                    }
                    HStack(spacing: 0) {
                        Image(systemName: "minus")
                            .foregroundStyle(canDecrement ? Color.primary : Color(.tertiaryLabel))
                            .frame(width: 46.5, height: 32)
                        Rectangle().fill(Color(.separator)).frame(width: 1, height: 18)
                        Image(systemName: "plus")
                            .foregroundStyle(canIncrement ? Color.primary : Color(.tertiaryLabel))
                            .frame(width: 46.5, height: 32)
                    }
                    .background(RoundedRectangle(cornerRadius: 8).fill(Color(.tertiarySystemFill)))
                }
            }
        }

        extension EnvironmentValues {
            /// The style `.groupBoxStyle` chose: "automatic", or the scene's own `GroupBoxStyle`.
            @Entry var _groupBoxStyle: Any = "automatic"
        }

        /// What a `GroupBoxStyle`'s `makeBody(configuration:)` gets.
        struct GroupBoxStyleConfiguration {
            let label: AnyView
            let content: AnyView
        }

        func DefaultGroupBoxStyle() -> String { "automatic" }

        struct GroupBox<Content: View>: View {
            let label: AnyView?
            let content: Content
            init(@ViewBuilder content: () -> Content) {
                label = nil
                self.content = content()
            }
            init(_ title: String, @ViewBuilder content: () -> Content) {
                label = AnyView(Text(title))
                self.content = content()
            }
            init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> some View) {
                self.label = AnyView(label())
                self.content = content()
            }
            init(label: some View, @ViewBuilder content: () -> Content) {
                self.label = AnyView(label)
                self.content = content()
            }
            @Environment(\._groupBoxStyle) private var style

            var body: some View {
                if style is String {
                    _box
                } else {
                    style.makeBody(
                        configuration: GroupBoxStyleConfiguration(label: label ?? AnyView(EmptyView()), content: AnyView(content)))
                }
            }

            private var _box: some View {
                VStack(alignment: .leading, spacing: 10) {
                    if let label { label.font(.headline) }
                    content
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(16)
                .background(RoundedRectangle(cornerRadius: 8).fill(Color(.secondarySystemBackground)))
            }
        }

        struct LabeledContent<Label: View, Content: View>: View {
            let label: Label
            let content: Content
            @Environment(\.flipbookLabelsHidden) private var labelsHidden
            init(_ title: String, value: String) where Label == Text, Content == Text {
                label = Text(title)
                content = Text(value)
            }
            init(_ title: String, @ViewBuilder content: () -> Content) where Label == Text {
                label = Text(title)
                self.content = content()
            }
            init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
                self.label = label()
                self.content = content()
            }
            var body: some View {
                HStack {
                    if !labelsHidden {
                        label
                        Spacer()
                    }
                    content.foregroundStyle(.secondary)
                }
            }
        }

        struct ButtonStyleConfiguration {
            let label: AnyView
            let isPressed: Bool
            let role: ButtonRole?
            let trigger: () -> Void
        }

        struct DefaultButtonStyle: PrimitiveButtonStyle { init() {} }
        struct BorderlessButtonStyle: PrimitiveButtonStyle { init() {} }
        struct PlainButtonStyle: PrimitiveButtonStyle { init() {} }
        struct BorderedButtonStyle: PrimitiveButtonStyle { init() {} }
        struct BorderedProminentButtonStyle: PrimitiveButtonStyle { init() {} }

        struct _ButtonChrome: View {
            let label: AnyView
            let prominent: Bool
            let destructive: Bool
            /// 0 rounded rectangle, 1 capsule, 2 circle.
            var shape = 0
            var radius: Double? = nil
            /// 0 mini, 1 small, 2 regular, 3 large, 4 extra large.
            var size = 2
            @Environment(\.flipbookControlTint) private var controlTint

            private var accent: AnyShapeStyle {
                destructive ? AnyShapeStyle(Color.red) : (controlTint ?? AnyShapeStyle(Color.accentColor))
            }
            private var fill: AnyShapeStyle {
                if prominent { return accent }
                if controlTint == nil && !destructive { return AnyShapeStyle(Color(.tertiarySystemFill)) }
                return AnyShapeStyle(accent.opacity(0.15))
            }
            private var insets: (horizontal: Double, vertical: Double, radius: Double) {
                switch size {
                case 0: return (7, 2, 5)
                case 1: return (10, 4, 6)
                case 3: return (20, 14, 12)
                case 4: return (24, 18, 14)
                default: return (12, 7, 8)
                }
            }

            var body: some View {
                label
                    .font(size == 0 ? .footnote : (size == 1 ? .subheadline : .body))
                    .foregroundStyle(prominent ? AnyShapeStyle(Color.white) : accent)
                    .padding(.horizontal, insets.horizontal)
                    .padding(.vertical, insets.vertical)
                    .background {
                        if shape == 1 {
                            Capsule().fill(fill)
                        } else if shape == 2 {
                            Circle().fill(fill)
                        } else {
                            RoundedRectangle(cornerRadius: radius ?? insets.radius).fill(fill)
                        }
                    }
            }
        }

        struct Form<Content: View>: View {
            let content: Content
            @Environment(\._formStyle) private var style
            init(@ViewBuilder content: () -> Content) { self.content = content() }
            var body: some View {
                if style == .columns {
                    // A non-scrolling form: its rows one under another, at their own widths.
                    VStack(alignment: .leading, spacing: 8) { content }.padding()
                } else {
                    List { content }
                }
            }
        }

        /// `.formStyle(_:)`: iOS draws `.automatic` as `.grouped`, an inset grouped list.
        enum _FormStyle { case automatic, grouped, columns }
        func GroupedFormStyle() -> _FormStyle { .grouped }
        func ColumnsFormStyle() -> _FormStyle { .columns }

        extension EnvironmentValues {
            @Entry var _formStyle: _FormStyle = .automatic
        }

        extension View {
            func formStyle(_ style: _FormStyle) -> some View { environment(\._formStyle, style) }
        }

        /// The styles by their type names, as code before `.roundedBorder` wrote them.
        func RoundedBorderTextFieldStyle() -> String { "roundedBorder" }
        func PlainTextFieldStyle() -> String { "plain" }
        func DefaultTextFieldStyle() -> String { "automatic" }

        extension EnvironmentValues {
            /// The style `.textFieldStyle` chose: a built-in one by its case name, or the scene's
            /// own `TextFieldStyle`, whose `_body(configuration:)` gets the plain field.
            @Entry var _textFieldStyle: Any = "automatic"
        }

        /// iOS 18's selection in a text field: where it is, which a still frame does not show.
        struct TextSelection: Hashable {
            init(range: Range<String.Index>) {}
            init(insertionPoint: String.Index) {}
            var isInsertion: Bool { true }
        }

        struct TextField: View {
            let title: String
            @Binding var text: String
            var secure = false
            /// `prompt:`, shown in place of the title while the text is empty.
            var prompt: Text? = nil
            /// `label:`, which iOS shows as the placeholder when there is no prompt.
            var label: AnyView? = nil
            /// `axis: .vertical`: the text wraps, and the field grows to the environment's
            /// `lineLimit` lines (without one, to fit the text).
            var vertical = false
            @Environment(\._textFieldStyle) private var style
            @Environment(\.lineLimit) private var lineLimit

            init(_ title: String, text: Binding<String>) {
                self.title = title
                _text = text
            }
            init(_ title: String, text: Binding<String>, axis: Axis) {
                self.title = title
                _text = text
                vertical = axis == .vertical
            }
            // iOS 18: the text's selection, which no caret or highlight shows in a still frame.
            init(_ title: String, text: Binding<String>, selection: Binding<TextSelection?>, prompt: Text? = nil, axis: Axis? = nil) {
                self.title = title
                _text = text
                self.prompt = prompt
                vertical = axis == .vertical
            }
            init(_ title: String, text: Binding<String>, prompt: Text?) {
                self.title = title
                _text = text
                self.prompt = prompt
            }
            init(_ title: String, text: Binding<String>, prompt: Text?, axis: Axis) {
                self.title = title
                _text = text
                self.prompt = prompt
                vertical = axis == .vertical
            }
            init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> some View) {
                title = ""
                _text = text
                self.prompt = prompt
                self.label = AnyView(label())
                vertical = axis == .vertical
            }
            init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> some View) {
                title = ""
                _text = text
                self.prompt = prompt
                self.label = AnyView(label())
            }
            init(_ title: String, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}) {
                self.title = title
                _text = text
            }
            // A number edited through a formatter or a format style: its text as the formatter
            // writes it.
            init<V>(_ title: String, value: Binding<V>, formatter: NumberFormatter, prompt: Text? = nil) {
                self.title = title
                self.prompt = prompt
                _text = Binding.constant(formatter.string(for: value.wrappedValue) ?? "")
            }
            init<V>(_ title: String, value: Binding<V>, format: FloatingPointFormatStyle, prompt: Text? = nil) {
                self.title = title
                self.prompt = prompt
                _text = Binding.constant(format.format(value.wrappedValue))
            }
            // The app's own `ParseableFormatStyle`.
            init<V, F>(_ title: String, value: Binding<V>, format: F, prompt: Text? = nil) {
                self.title = title
                self.prompt = prompt
                _text = Binding.constant(format.format(value.wrappedValue))
            }

            var body: some View {
                if let name = style as? String {
                    _field(roundedBorder: name == "roundedBorder")
                } else {
                    // A scene's style draws around the plain field, as SwiftUI hands it over.
                    style._body(configuration: _field(roundedBorder: false).environment(\._textFieldStyle, "plain"))
                }
            }

            private func _field(roundedBorder: Bool) -> some View {
                Group {
                    if text.isEmpty {
                        if let prompt {
                            prompt.foregroundStyle(Color(.placeholderText))
                        } else if let label {
                            label.foregroundStyle(Color(.placeholderText))
                        } else {
                            Text(title).foregroundStyle(Color(.placeholderText))
                        }
                    } else {
                        Text(secure ? String(repeating: "•", count: text.count) : text)
                    }
                }
                .lineLimit(vertical ? lineLimit : 1)
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(.horizontal, roundedBorder ? 7 : 0)
                .padding(.vertical, roundedBorder ? 5 : 0)
                .background {
                    if roundedBorder {
                        RoundedRectangle(cornerRadius: 5).fill(Color(.systemBackground))
                        RoundedRectangle(cornerRadius: 5).stroke(Color(.systemGray4), lineWidth: 0.5)
                    }
                }
            }
        }

        struct SecureField: View {
            let title: String
            @Binding var text: String
            var prompt: Text? = nil
            init(_ title: String, text: Binding<String>) {
                self.title = title
                _text = text
            }
            init(_ title: String, text: Binding<String>, prompt: Text?) {
                self.title = title
                _text = text
                self.prompt = prompt
            }
            /// The deprecated form: `onCommit` runs on Return, which a render never presses.
            init(_ title: String, text: Binding<String>, onCommit: @escaping () -> Void) {
                self.title = title
                _text = text
            }
            var label: AnyView? = nil
            init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> some View) {
                title = ""
                _text = text
                self.prompt = prompt
                self.label = AnyView(label())
            }
            var body: some View {
                TextField(title: title, text: $text, secure: true, prompt: prompt, label: label)
            }
        }

        enum _PickerStyle { case automatic, menu, segmented, inline, wheel, navigationLink, palette }
        func SegmentedPickerStyle() -> _PickerStyle { .segmented }
        func MenuPickerStyle() -> _PickerStyle { .menu }
        func WheelPickerStyle() -> _PickerStyle { .wheel }
        func InlinePickerStyle() -> _PickerStyle { .inline }
        func DefaultPickerStyle() -> _PickerStyle { .automatic }
        func NavigationLinkPickerStyle() -> _PickerStyle { .navigationLink }

        extension EnvironmentValues {
            @Entry var _pickerStyle: _PickerStyle = .automatic
        }

        extension View {
            func pickerStyle(_ style: _PickerStyle) -> some View { environment(\._pickerStyle, style) }
        }

        struct Picker<SelectionValue: Hashable>: View {
            let title: AnyView
            @Binding var selection: SelectionValue
            let choices: [(label: AnyView, tag: Any)]
            @Environment(\._pickerStyle) private var style
            @Environment(\.flipbookLabelsHidden) private var labelsHidden
            @Environment(\.flipbookControlTint) private var controlTint
            @Environment(\._inListRow) private var inListRow

            init(_ title: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> some View) {
                self.title = AnyView(Text(title))
                _selection = selection
                choices = _pickerItems(content())
            }
            init(
                selection: Binding<SelectionValue>, @ViewBuilder content: () -> some View,
                @ViewBuilder label: () -> some View
            ) {
                title = AnyView(label())
                _selection = selection
                choices = _pickerItems(content())
            }
            // The form iOS 16 deprecated: the label is a view, before the content.
            init(selection: Binding<SelectionValue>, label: some View, @ViewBuilder content: () -> some View) {
                title = AnyView(label)
                _selection = selection
                choices = _pickerItems(content())
            }

            private var selectedIndex: Int? { choices.indices.first { choices[$0].tag == selection } }

            var body: some View {
                if style == .segmented {
                    segmented
                } else if style == .wheel {
                    HStack {
                        if !labelsHidden { title }
                        wheel
                    }
                } else if style == .navigationLink {
                    // A row that pushes the choices: the selection in grey, then a chevron.
                    HStack {
                        title
                        Spacer()
                        if let selectedIndex { choices[selectedIndex].label.foregroundStyle(.secondary) }
                        Image(systemName: "chevron.right")
                            .font(.footnote.weight(.semibold))
                            .foregroundStyle(Color(.tertiaryLabel))
                    }
                } else {
                    // A menu picker is a row of a List or Form (its title, then the choice);
                    // elsewhere only its button, the choice and chevrons sized to fit (iOS 16+).
                    HStack {
                        if !labelsHidden && inListRow {
                            title
                            Spacer()
                        }
                        if let selectedIndex { choices[selectedIndex].label.foregroundStyle(controlTint ?? AnyShapeStyle(Color.accentColor)) }
                        Image(systemName: "chevron.up.chevron.down")
                            .font(.footnote.weight(.medium))
                            .foregroundStyle(controlTint ?? AnyShapeStyle(Color.accentColor))
                    }
                }
            }

            private var segmented: some View {
                HStack(spacing: 0) {
                    ForEach(choices.indices, id: \.self) { index in
                        choices[index].label
                            .font(.subheadline.weight(index == selectedIndex ? .semibold : .regular))
                            .lineLimit(1)
                            .frame(maxWidth: .infinity)
                            .frame(height: 32)
                            .contentShape(Rectangle())
                            .onTapGesture { selection = choices[index].tag as! SelectionValue }
                    }
                }
                .background {
                    GeometryReader { proxy in
                        let width = proxy.size.width / Double(max(choices.count, 1))
                        if let selectedIndex {
                            RoundedRectangle(cornerRadius: 7)
                                .fill(Color(.systemBackground))
                                .shadow(color: .black.opacity(0.12), radius: 4, x: 0, y: 2)
                                .frame(width: width - 4, height: proxy.size.height - 4)
                                .offset(x: width * Double(selectedIndex) + 2, y: 2)
                        }
                    }
                }
                .background(RoundedRectangle(cornerRadius: 9).fill(Color(.tertiarySystemFill)))
            }

            private var wheel: some View {
                let index = selectedIndex ?? 0
                return _Wheel(columns: [
                    _WheelColumn(
                        rows: (-_Wheel.reach..._Wheel.reach).map { offset in
                            choices.indices.contains(index + offset) ? choices[index + offset].label : nil
                        })
                ])
            }
        }

        /// A wheel picker at rest (iOS's `UIPickerView`): 216 points tall, the selected row on a
        /// grey band across the middle, the rows around it on a drum turning away (each placed
        /// at the sine of its angle, squeezed by its cosine, fainter), in columns side by side.
        struct _Wheel: View {
            static let reach = 4
            static let rowHeight = 32.0
            static let radius = 100.0
            let columns: [_WheelColumn]

            var body: some View {
                ZStack {
                    RoundedRectangle(cornerRadius: 8)
                        .fill(Color(.tertiarySystemFill))
                        .frame(height: 34)
                        .padding(.horizontal, 8)
                    HStack(spacing: 14) {
                        ForEach(columns.indices, id: \.self) { column in columns[column] }
                    }
                }
                .frame(maxWidth: .infinity)
                // 216 points unless given less (`.frame(height: 150)`): the drum is then cut.
                .frame(minHeight: 0, idealHeight: 216, maxHeight: 216)
                .clipped()
            }
        }

        /// One column of a `_Wheel`: the rows from `reach` above the selected one to `reach`
        /// below (nil where the column has no row), each aligned as `alignment` says.
        struct _WheelColumn: View {
            let rows: [AnyView?]
            var alignment: Alignment = .center
            var width: Double? = nil

            var body: some View {
                ZStack {
                    ForEach(rows.indices, id: \.self) { index in
                        let angle = Double(index - _Wheel.reach) * _Wheel.rowHeight / _Wheel.radius
                        if let row = rows[index], abs(angle) < Double.pi / 2 {
                            row
                                .font(.system(size: 22))
                                .lineLimit(1)
                                .foregroundStyle(index == _Wheel.reach ? Color.primary : Color.secondary)
                                .opacity(index == _Wheel.reach ? 1 : cos(angle))
                                .frame(maxWidth: .infinity, alignment: alignment)
                                .scaleEffect(x: 1, y: cos(angle))
                                .offset(y: _Wheel.radius * sin(angle))
                        }
                    }
                }
                .frame(width: width)
                .frame(maxWidth: width == nil ? .infinity : nil)
            }
        }
        """#
}
