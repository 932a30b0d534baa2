extension Prelude {
    /// `Toggle`, written in Swift: its label, then iOS's switch (a 51 × 31 track, green or the
    /// `.tint` when on, with a 27-point white knob that slides across with a snappy spring
    /// when the value changes). A tap anywhere on the row (its label text names it for
    /// `--tap`) flips the binding, as a user's tap would; a disabled toggle takes no tap and
    /// draws dimmed.
    static let toggleSource = #"""
        struct Toggle<Label: View>: View {
            @Binding var isOn: Bool
            let label: Label
            @Environment(\.isEnabled) private var isEnabled
            @Environment(\.flipbookControlTint) private var controlTint
            @Environment(\.flipbookLabelsHidden) private var labelsHidden

            init(_ title: String, isOn: Binding<Bool>) {
                self._isOn = isOn
                self.label = Text(title)
            }

            // iOS 17: a title and a symbol, drawn as a `Label`.
            init(_ title: String, systemImage: String, isOn: Binding<Bool>) {
                self._isOn = isOn
                self.label = Label(title, systemImage: systemImage)
            }

            init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
                self._isOn = isOn
                self.label = label()
            }

            @Environment(\._toggleStyle) private var style

            var body: some View {
                if let style {
                    style.makeBody(configuration: ToggleStyleConfiguration(label: AnyView(label), isOn: $isOn, isMixed: false))
                } else {
                    _switch
                }
            }

            private var _switch: some View {
                HStack {
                    if !labelsHidden {
                        label
                        Spacer()
                    }
                    ZStack(alignment: isOn ? .trailing : .leading) {
                        Capsule()
                            .fill(isOn ? (controlTint ?? AnyShapeStyle(Color.green)) : AnyShapeStyle(Color(.systemFill)))
                            .frame(width: 51, height: 31)
                        Circle()
                            .fill(Color.white)
                            .shadow(color: .black.opacity(0.15), radius: 4, x: 0, y: 3)
                            .frame(width: 27, height: 27)
                            .padding(2)
                    }
                    .frame(width: 51, height: 31)
                    .opacity(isEnabled ? 1 : 0.5)
                    .animation(.snappy(duration: 0.25), value: isOn)
                }
                .onTapGesture { isOn.toggle() }
            }
        }

        /// What a `ToggleStyle`'s `makeBody(configuration:)` gets.
        struct ToggleStyleConfiguration {
            let label: AnyView
            @Binding var isOn: Bool
            let isMixed: Bool
        }

        extension EnvironmentValues {
            /// The scene's `ToggleStyle`, or `.button`'s; nil for the switch.
            @Entry var _toggleStyle: (any ToggleStyle)? = nil
        }

        /// `.toggleStyle(.button)`: the label in the tint colour, on a tinted rounded
        /// rectangle while on.
        struct ButtonToggleStyle: ToggleStyle {
            init() {}
            func makeBody(configuration: Configuration) -> some View { _ButtonToggle(configuration: configuration) }
        }

        struct _ButtonToggle: View {
            let configuration: ToggleStyleConfiguration
            @Environment(\.flipbookControlTint) private var controlTint

            var body: some View {
                configuration.label
                    .foregroundStyle(controlTint ?? AnyShapeStyle(Color.accentColor))
                    .padding(.horizontal, 12)
                    .padding(.vertical, 7)
                    .background {
                        if configuration.isOn {
                            RoundedRectangle(cornerRadius: 8)
                                .fill((controlTint ?? AnyShapeStyle(Color.accentColor)).opacity(0.15))
                        }
                    }
                    .onTapGesture { configuration.isOn.toggle() }
            }
        }

        struct SwitchToggleStyle: ToggleStyle {
            init() {}
            init(tint: Color) {}
        }
        struct DefaultToggleStyle: ToggleStyle { init() {} }
        """#
}
