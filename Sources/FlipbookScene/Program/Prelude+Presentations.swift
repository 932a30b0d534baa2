extension Prelude {
    /// The screen a scene that presents sheets is drawn in: the preview's views, and over them
    /// the sheet, full-screen cover or alert one of them presents (`Presentations.swift`
    /// finds it).
    /// The geometry is UIKit's page sheet on an iPhone in portrait, and the timing a smooth
    /// spring of 0.5 s; both are Flipbook's rules (docs/semantics.md), UIKit does not say.
    static let presentationsSource = #"""
        /// The view a sheet presents, with what the presenting modifier gives it.
        struct _Presented {
            /// "sheet" or "fullScreenCover".
            let style: String
            let content: AnyView
            /// Which modifier presents it, and for which item: another key is another sheet.
            let key: String
        }

        /// One of an alert's buttons.
        struct _AlertAction {
            let label: AnyView
            /// "cancel", "destructive" or "".
            let role: String
            let action: () -> Void
        }

        /// UIKit's alert: 270 points wide on the regular material, radius 14, the title and
        /// message centred above rows of 44-point buttons; two buttons side by side.
        struct _AlertView: View {
            let title: AnyView
            let message: AnyView?
            let actions: [_AlertAction]
            /// Its text fields, between the message and the buttons.
            let fields: [AnyView]

            /// UIKit's order: with two buttons the cancel one on the left, with more at the bottom.
            private var ordered: [_AlertAction] {
                let cancel = actions.filter { $0.role == "cancel" }
                let others = actions.filter { $0.role != "cancel" }
                return actions.count == 2 ? cancel + others : others + cancel
            }

            var body: some View {
                VStack(spacing: 0) {
                    VStack(spacing: 2) {
                        title.font(.headline)
                        if let message { message.font(.footnote) }
                        if !fields.isEmpty {
                            VStack(spacing: 8) {
                                ForEach(0..<fields.count, id: \.self) { index in
                                    fields[index].font(.footnote).textFieldStyle(.roundedBorder)
                                }
                            }
                            .padding(.top, 14)
                        }
                    }
                    .multilineTextAlignment(.center)
                    .padding(.horizontal, 16)
                    .padding(.top, 19)
                    .padding(.bottom, 17)
                    if ordered.count == 2 {
                        Divider()
                        HStack(spacing: 0) {
                            _ActionButton(action: ordered[0], font: .body, height: 44)
                            Divider()
                            _ActionButton(action: ordered[1], font: .body, height: 44)
                        }
                        .frame(height: 44)
                    } else {
                        ForEach(0..<ordered.count, id: \.self) { index in
                            Divider()
                            _ActionButton(action: ordered[index], font: .body, height: 44)
                        }
                    }
                }
                .frame(width: 270)
                .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 14))
            }
        }

        /// An alert's or a dialog's button: tapped, it takes the presentation down and runs its
        /// action; semibold for the cancel role, red for the destructive one.
        struct _ActionButton: View {
            let action: _AlertAction
            /// The regular font (the body's in an alert, 20 points in a dialog) and the row's height.
            let font: Font
            let height: CGFloat
            @Environment(\.dismiss) private var dismiss

            var body: some View {
                Button {
                    dismiss()
                    action.action()
                } label: {
                    action.label
                        .font(action.role == "cancel" ? font.weight(.semibold) : font)
                        .foregroundStyle(action.role == "destructive" ? Color.red : Color.accentColor)
                        .lineLimit(1)
                        .frame(maxWidth: .infinity, minHeight: height)
                }
                .buttonStyle(.plain)
            }
        }

        /// UIKit's action sheet, what a confirmation dialog is on an iPhone: its buttons in a card
        /// of 57-point rows on the regular material (radius 14), under the title (when made
        /// visible) and the message, and the cancel button in a card of its own below (one is
        /// added when the actions have none), 8 points from the edges.
        struct _DialogView: View {
            let title: AnyView
            let message: AnyView?
            let actions: [_AlertAction]
            let titleVisibility: Visibility?

            private var cancel: _AlertAction {
                actions.first { $0.role == "cancel" }
                    ?? _AlertAction(label: AnyView(Text("Cancel")), role: "cancel", action: {})
            }

            var body: some View {
                let others = actions.filter { $0.role != "cancel" }
                VStack(spacing: 8) {
                    VStack(spacing: 0) {
                        if titleVisibility == .visible || message != nil {
                            VStack(spacing: 4) {
                                if titleVisibility == .visible { title.font(.footnote.weight(.semibold)) }
                                if let message { message.font(.footnote) }
                            }
                            .foregroundStyle(.secondary)
                            .multilineTextAlignment(.center)
                            .padding(.horizontal, 16)
                            .padding(.vertical, 14)
                            .frame(maxWidth: .infinity)
                            Divider()
                        }
                        ForEach(0..<others.count, id: \.self) { index in
                            if index > 0 { Divider() }
                            _ActionButton(action: others[index], font: .system(size: 20), height: 57)
                        }
                    }
                    .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 14))
                    _ActionButton(action: cancel, font: .system(size: 20), height: 57)
                        .background(Color(.secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 14))
                }
                .padding(8)
                .frame(maxHeight: .infinity, alignment: .bottom)
            }
        }

        /// The deprecated `Alert(title:message:dismissButton:)` and
        /// `Alert(title:message:primaryButton:secondaryButton:)`.
        struct Alert {
            struct Button {
                let label: Text
                let role: String
                let action: (() -> Void)?
                static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
                    Alert.Button(label: label, role: "", action: action)
                }
                static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
                    Alert.Button(label: label, role: "cancel", action: action)
                }
                static func cancel(_ action: (() -> Void)? = {}) -> Alert.Button {
                    Alert.Button(label: Text("Cancel"), role: "cancel", action: action)
                }
                static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
                    Alert.Button(label: label, role: "destructive", action: action)
                }
            }
            let title: Text
            let message: Text?
            let buttons: [Alert.Button]
            init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil) {
                self.title = title
                self.message = message
                buttons = dismissButton.map { [$0] } ?? []
            }
            init(title: Text, message: Text? = nil, primaryButton: Alert.Button, secondaryButton: Alert.Button) {
                self.title = title
                self.message = message
                buttons = [primaryButton, secondaryButton]
            }
            func _view() -> _AlertView {
                let shown = buttons.isEmpty ? [Alert.Button.default(Text("OK"))] : buttons
                return _AlertView(
                    title: AnyView(title), message: message.map { AnyView($0) }, fields: [],
                    actions: shown.map { button in
                        _AlertAction(label: AnyView(button.label), role: button.role, action: button.action ?? {})
                    })
            }
        }

        /// The heights a sheet may rest at: it rests at the smallest of those its content asks for.
        struct PresentationDetent: Hashable {
            /// 0 large, 1 medium, 2 a height in points, 3 a fraction of the large height.
            let _kind: Int
            let _value: CGFloat
            static let large = PresentationDetent(_kind: 0, _value: 1)
            static let medium = PresentationDetent(_kind: 1, _value: 0.5)
            static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(_kind: 2, _value: height) }
            static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(_kind: 3, _value: fraction) }
            /// The sheet's height at this detent, on a screen whose large sheet is `large` tall.
            func _height(large: CGFloat) -> CGFloat {
                switch _kind {
                case 1: return large / 2
                case 2: return min(_value, large)
                case 3: return min(max(_value, 0), 1) * large
                default: return large
                }
            }
        }

        struct PresentationBackgroundInteraction {
            let _enabled: Bool
            static let automatic = PresentationBackgroundInteraction(_enabled: false)
            static let disabled = PresentationBackgroundInteraction(_enabled: false)
            static let enabled = PresentationBackgroundInteraction(_enabled: true)
            static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
                PresentationBackgroundInteraction(_enabled: true)
            }
        }

        /// What a presented view asks of its sheet, passed up to the host.
        struct _SheetOptions: Equatable {
            var detents: [PresentationDetent] = []
            var selected: PresentationDetent? = nil
            var indicator: Visibility = .automatic
            var undimmed = false
            var cornerRadius: CGFloat? = nil
            var background: AnyShapeStyle? = nil
        }

        struct _SheetOptionsKey: PreferenceKey {
            static var defaultValue = _SheetOptions()
            static func reduce(value: inout _SheetOptions, nextValue: () -> _SheetOptions) {
                let next = nextValue()
                if !next.detents.isEmpty { value.detents = next.detents }
                if next.selected != nil { value.selected = next.selected }
                if next.indicator != .automatic { value.indicator = next.indicator }
                if next.undimmed { value.undimmed = true }
                if next.cornerRadius != nil { value.cornerRadius = next.cornerRadius }
                if next.background != nil { value.background = next.background }
            }
        }

        extension View {
            func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
                transformPreference(_SheetOptionsKey.self) { $0.detents = Array(detents) }
            }
            func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
                transformPreference(_SheetOptionsKey.self) { options in
                    options.detents = Array(detents)
                    options.selected = selection.wrappedValue
                }
            }
            func presentationDragIndicator(_ visibility: Visibility) -> some View {
                transformPreference(_SheetOptionsKey.self) { $0.indicator = visibility }
            }
            func presentationCornerRadius(_ radius: CGFloat?) -> some View {
                transformPreference(_SheetOptionsKey.self) { $0.cornerRadius = radius }
            }
            func presentationBackground(_ style: some ShapeStyle) -> some View {
                transformPreference(_SheetOptionsKey.self) { $0.background = AnyShapeStyle(style) }
            }
            func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View {
                transformPreference(_SheetOptionsKey.self) { $0.undimmed = interaction._enabled }
            }
        }

        /// Made by Flipbook around the preview's root; its stage keeps the sheet's options.
        struct _PresentationHost: View {
            let presenting: AnyView
            let presented: _Presented?
            let width: CGFloat
            let height: CGFloat
            var body: some View {
                _PresentationStage(presenting: presenting, request: presented, width: width, height: height)
            }
        }

        struct _PresentationStage: View {
            let presenting: AnyView
            let request: _Presented?
            /// The canvas's size: the presenting view shrinks by 16 points on each side.
            let width: CGFloat
            let height: CGFloat
            @State private var options = _SheetOptions()
            @State private var hasAppeared = false

            /// What is presented: UIKit presents once the screen has appeared, so a view presented
            /// from the start slides in as one presented later does.
            private var presented: _Presented? { hasAppeared ? request : nil }

            /// The sheet's height: at its selected detent, else its smallest (the large one, 20
            /// points below the top, when it asks for none).
            private var sheetHeight: CGFloat {
                let large = max(height - 20, 0)
                if let selected = options.selected, options.detents.contains(selected) { return selected._height(large: large) }
                return options.detents.map { $0._height(large: large) }.min() ?? large
            }
            private var isSheet: Bool { presented?.style == "sheet" }
            /// At its large height a sheet pushes the presenting view back; lower, it dims it.
            private var isPageSheet: Bool { isSheet && sheetHeight >= height - 20 }
            private var isDimmed: Bool { isSheet && !isPageSheet && !options.undimmed }
            private var showsIndicator: Bool {
                options.indicator == .visible || (options.indicator == .automatic && options.detents.count > 1)
            }

            var body: some View {
                ZStack(alignment: .top) {
                    // Behind a page sheet the screen is black, and the presenting view opaque:
                    // both at once, so that only what the shrinking view uncovers turns black.
                    Color.black.opacity(isPageSheet ? 1 : 0).animation(nil, value: isPageSheet)
                    presenting
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                        .background(Color(.systemBackground).opacity(isPageSheet ? 1 : 0).animation(nil, value: isPageSheet))
                        .animation(.smooth(duration: 0.5)) { view in
                            view
                                .clipShape(RoundedRectangle(cornerRadius: isPageSheet ? 10 : 0))
                                .scaleEffect(isPageSheet && width > 32 ? (width - 32) / width : 1, anchor: .top)
                                .offset(y: isPageSheet ? 10 : 0)
                        }
                    Color.black
                        .animation(.smooth(duration: 0.5)) { $0.opacity(isDimmed ? 0.2 : 0) }
                    // A sheet rests on the bottom edge, so that it slides in by its own height.
                    ZStack(alignment: .bottom) {
                        if let presented {
                            if presented.style == "alert" || presented.style == "dialog" {
                                Color.black.opacity(0.2).transition(.opacity)
                            }
                            _PresentedScreen(
                                presented: presented, height: sheetHeight, showsIndicator: showsIndicator,
                                cornerRadius: options.cornerRadius ?? 10,
                                background: options.background ?? AnyShapeStyle(Color(.systemBackground)))
                                .id(presented.key)
                                .transition(
                                    presented.style == "alert"
                                        ? AnyTransition.asymmetric(
                                            insertion: .opacity.combined(with: .scale(scale: 1.2)), removal: .opacity)
                                        : AnyTransition.move(edge: .bottom))
                        }
                    }
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)
                    .animation(.smooth(duration: 0.5), value: presented?.key)
                }
                .onPreferenceChange(_SheetOptionsKey.self) { options = $0 }
                .onAppear { hasAppeared = true }
            }
        }

        /// A sheet's card (at its large height 10 points below the top of the presenting view),
        /// its top corners rounded, or a cover's screen, in the system background.
        struct _PresentedScreen: View {
            let presented: _Presented
            let height: CGFloat
            let showsIndicator: Bool
            let cornerRadius: CGFloat
            let background: AnyShapeStyle

            var body: some View {
                if presented.style == "alert" || presented.style == "dialog" {
                    // An alert in the middle of the screen; a dialog places itself at the bottom.
                    presented.content.frame(maxWidth: .infinity, maxHeight: .infinity)
                } else if presented.style == "sheet" {
                    presented.content
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                        .background(background)
                        .overlay(alignment: .top) {
                            if showsIndicator {
                                Capsule().fill(Color(.tertiaryLabel)).frame(width: 36, height: 5).padding(.top, 5)
                            }
                        }
                        .clipShape(UnevenRoundedRectangle(topLeadingRadius: cornerRadius, topTrailingRadius: cornerRadius))
                        .frame(height: height)
                } else {
                    presented.content
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                        .background(Color(.systemBackground))
                }
            }
        }
        """#
}
