extension Prelude {
    /// A navigation stack's screens: the root, and over it the screens pushed by links (with a
    /// destination view, or a value a `navigationDestination(for:)` turns into one), by a bound
    /// path (`NavigationStack(path:)`, a `NavigationPath` or an array), and by bindings
    /// (`navigationDestination(isPresented:)` and `(item:)`, a link's `isActive:` or
    /// `tag:selection:`). Each screen is drawn over the one below it, sliding in from the
    /// trailing edge, with its bar and a back button that pops it.
    static let navigationStackSource = #"""
        extension EnvironmentValues {
            /// How a `NavigationLink` pushes its destination, or its value, onto the stack it is in.
            @Entry var _navigationPush: ((AnyView) -> Void)? = nil
            @Entry var _navigationPushValue: ((Any) -> Void)? = nil
        }

        /// Where a value pushed onto a stack leads: a view when the value is of the type a
        /// `navigationDestination(for:)` takes.
        struct _NavigationDestination {
            let view: (Any) -> AnyView?
        }

        /// A screen a binding pushes while it is set, and how its back button clears it.
        struct _BoundDestination {
            let view: AnyView
            let dismiss: () -> Void
        }

        /// What a screen's content says about the screens over it: the destinations its values
        /// lead to, and the screens its bindings push.
        struct _NavigationLevelInfo {
            var destinations: [_NavigationDestination] = []
            var bound: [_BoundDestination] = []
        }

        struct _NavigationLevelKey: PreferenceKey {
            static var defaultValue = _NavigationLevelInfo()
            static func reduce(value: inout _NavigationLevelInfo, nextValue: () -> _NavigationLevelInfo) {
                let next = nextValue()
                value.destinations += next.destinations
                value.bound += next.bound
            }
        }

        /// Whether a binding of a screen's content pushes a screen over it, which then takes its taps.
        struct _NavigationBoundKey: PreferenceKey {
            static var defaultValue = false
            static func reduce(value: inout Bool, nextValue: () -> Bool) { value = value || nextValue() }
        }

        extension View {
            /// A screen pushed while `isSet`: what makes it, and how its back button clears it.
            func _boundDestination(_ view: AnyView?, dismiss: @escaping () -> Void) -> some View {
                transformPreference(_NavigationLevelKey.self) { info in
                    if let view { info.bound.append(_BoundDestination(view: view, dismiss: dismiss)) }
                }
                .preference(key: _NavigationBoundKey.self, value: view != nil)
            }
        }

        /// `.navigationBarBackButtonHidden(true)` in a pushed screen: its bar has no back button
        /// (the screen usually puts its own in the toolbar).
        struct _NavigationBackHiddenKey: PreferenceKey {
            static var defaultValue = false
            static func reduce(value: inout Bool, nextValue: () -> Bool) { value = value || nextValue() }
        }

        extension View {
            func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
                preference(key: _NavigationBackHiddenKey.self, value: hidesBackButton)
            }
        }

        /// A view a link pushed, as opposed to a value, which a destination turns into a view.
        struct _PushedView {
            let view: AnyView
        }

        extension View {
            func navigationDestination<D: Hashable, C: View>(
                for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
            ) -> some View {
                transformPreference(_NavigationLevelKey.self) { info in
                    info.destinations.append(
                        _NavigationDestination { value in
                            guard let value = value as? D else { return nil }
                            return AnyView(destination(value))
                        })
                }
            }
            // The pushed view is made only while the binding is set, as SwiftUI evaluates it.
            func navigationDestination<C: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> C) -> some View {
                let view: AnyView? = isPresented.wrappedValue ? AnyView(destination()) : nil
                return _boundDestination(view, dismiss: { isPresented.wrappedValue = false })
            }
            func navigationDestination<D, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> some View {
                let view: AnyView? = item.wrappedValue.map { AnyView(destination($0)) }
                return _boundDestination(view, dismiss: { item.wrappedValue = nil })
            }
        }

        /// A stack: its screens, from the path it is bound to and those its links pushed.
        struct _NavigationRoot<Content: View>: View {
            let content: Content
            /// `NavigationStack(path:)`'s binding: a `NavigationPath` or an array of values.
            var path: Binding<Any>? = nil
            /// What links pushed: views, and values when no path is bound.
            @State private var pushed: [Any] = []
            /// The edit mode an `EditButton` in the bar toggles for the list below, unless a
            /// view above binds one.
            @State private var editMode: EditMode = .inactive
            @Environment(\.editMode) private var outerEditMode

            private var pathElements: [Any] {
                guard let path else { return [] }
                if let navigationPath = path.wrappedValue as? NavigationPath { return navigationPath._elements }
                return path.wrappedValue as? [Any] ?? []
            }

            private func push(_ entry: Any) {
                guard let path, !(entry is _PushedView) else {
                    pushed.append(entry)
                    return
                }
                if var navigationPath = path.wrappedValue as? NavigationPath {
                    navigationPath._elements.append(entry)
                    path.wrappedValue = navigationPath
                } else if let elements = path.wrappedValue as? [Any] {
                    path.wrappedValue = elements + [entry]
                }
            }

            /// Back to the screen over which `count` screens were pushed.
            private func pop(to count: Int) {
                let fromPath = pathElements.count
                if count < fromPath + pushed.count { pushed = Array(pushed.prefix(max(0, count - fromPath))) }
                guard count < fromPath, let path else { return }
                if var navigationPath = path.wrappedValue as? NavigationPath {
                    navigationPath._elements = Array(navigationPath._elements.prefix(count))
                    path.wrappedValue = navigationPath
                } else if let elements = path.wrappedValue as? [Any] {
                    path.wrappedValue = Array(elements.prefix(count))
                }
            }

            var body: some View {
                _NavigationLevel(content: content, entries: pathElements + pushed, entryIndex: 0, destinations: [], popTo: { pop(to: $0) })
                    .environment(\._navigationPush, { view in push(_PushedView(view: view)) })
                    .environment(\._navigationPushValue, { value in push(value) })
                    .environment(\.editMode, outerEditMode ?? $editMode)
            }
        }

        /// The screen over another: its content, what pushed it, and how to go back.
        struct _NextScreen {
            let view: AnyView
            let entryIndex: Int
            let back: () -> Void
        }

        /// One screen of a stack: its bar and its content, and over it the next screen, sliding
        /// in from the trailing edge. The next screen is the one a binding of this screen's
        /// content pushes, else the stack's next entry, made by the destinations of the screens
        /// below.
        struct _NavigationLevel<Content: View>: View {
            let content: Content
            let entries: [Any]
            /// The first entry not shown yet: the next screen's, unless a binding pushes one.
            let entryIndex: Int
            let destinations: [_NavigationDestination]
            let popTo: (Int) -> Void
            /// Set on a pushed screen: the bar's back button pops it.
            var back: (() -> Void)? = nil
            /// The title of the screen below, which the back button shows when it is short.
            var backTitle: String? = nil
            @State private var title: String? = nil
            @State private var inline = false
            @State private var barBackground: Color? = nil
            @State private var hasToolbar = false
            @State private var search: _SearchField? = nil
            @State private var barHidden = false
            @State private var barStyle: AnyShapeStyle? = nil
            @State private var barVisibility: Visibility? = nil
            @State private var barScheme: ColorScheme? = nil
            @State private var pushesBoundScreen = false
            @State private var backHidden = false

            /// The bar's background: the style made visible (the bar material by default), else
            /// what runs under the bar at rest (a list's grouped background).
            private var barFill: AnyShapeStyle {
                if barVisibility == .visible { return barStyle ?? AnyShapeStyle(.bar) }
                // UIKit's bar drawn in the colour the scene gave it covers what runs under it.
                if let uiKit = _navigationBarAppearance().background { return AnyShapeStyle(uiKit) }
                return AnyShapeStyle(barBackground ?? Color.clear)
            }

            private var hasBar: Bool { !barHidden && (title != nil || hasToolbar || search != nil || back != nil) }

            /// UIKit's back button shows the title of the screen below when it fits (here: up
            /// to 12 characters), else "Back".
            private var backLabel: String {
                if let backTitle, !backTitle.isEmpty, backTitle.count <= 12 { return backTitle }
                return "Back"
            }

            private func next(_ info: _NavigationLevelInfo) -> _NextScreen? {
                if let bound = info.bound.first {
                    return _NextScreen(view: bound.view, entryIndex: entryIndex, back: bound.dismiss)
                }
                guard entryIndex < entries.count else { return nil }
                let index = entryIndex
                return _NextScreen(
                    view: _resolveNavigationEntry(entries[index], destinations + info.destinations), entryIndex: index + 1,
                    back: { popTo(index) })
            }

            private var isCovered: Bool { entryIndex < entries.count || pushesBoundScreen }

            var body: some View {
                // A screen under another takes no taps, and moves a third of its width towards
                // the leading edge as the other slides over it, as UIKit's push does.
                GeometryReader { proxy in
                    // A screen wider or taller than the stack (a background image filling its
                    // aspect) is centred in it, its overflow split between both edges.
                    screen
                        .frame(width: proxy.size.width, height: proxy.size.height)
                        .allowsHitTesting(!isCovered)
                        .offset(x: isCovered ? -proxy.size.width * 0.3 : 0)
                        .animation(.smooth(duration: 0.5), value: isCovered)
                }
                    .onPreferenceChange(_NavigationBoundKey.self) { pushesBoundScreen = $0 }
                    .overlayPreferenceValue(_NavigationLevelKey.self) { info in
                    ZStack {
                        if let next = next(info) {
                            _NavigationLevel<AnyView>(
                                content: next.view, entries: entries, entryIndex: next.entryIndex,
                                destinations: destinations + info.destinations, popTo: popTo, back: next.back,
                                backTitle: title
                            )
                            .background(Color(.systemBackground))
                            // `dismiss()` in a pushed screen goes back, as its back button does.
                            ._dismissAction(next.back)
                            .transition(.move(edge: .trailing))
                        }
                    }
                    .animation(.smooth(duration: 0.5), value: next(info) != nil)
                }
            }

            private var screen: some View {
                VStack(spacing: 0) {
                    if hasBar {
                        VStack(spacing: 0) {
                            ZStack {
                                Color.clear
                                if let back, !backHidden {
                                    // UIKit's back button: a chevron and "Back", in the tint.
                                    HStack {
                                        Button(action: back) {
                                            HStack(spacing: 3) {
                                                Image(systemName: "chevron.left").font(.body.weight(.semibold))
                                                Text(backLabel)
                                            }
                                        }
                                        Spacer()
                                    }
                                    .padding(.horizontal, 8)
                                }
                                if inline, let title {
                                    Text(title).font(_navigationBarAppearance().titleFont ?? .headline).lineLimit(1)
                                        .modifier(_UIKitTitleColor(color: _navigationBarAppearance().title))
                                        .padding(.horizontal, 80)
                                }
                            }
                            .frame(height: 44)
                            if !inline, let title {
                                Text(title)
                                    .font(_navigationBarAppearance().largeTitleFont ?? .largeTitle.bold())
                                    .lineLimit(1)
                                    .modifier(_UIKitTitleColor(color: _navigationBarAppearance().largeTitle))
                                    .frame(maxWidth: .infinity, alignment: .leading)
                                    .padding(.horizontal, 16)
                                    .frame(height: 52, alignment: .bottom)
                            }
                            if let search {
                                // UIKit's search field: 36 points high, radius 10, below the title.
                                HStack(spacing: 6) {
                                    Image(systemName: "magnifyingglass").foregroundStyle(Color(.secondaryLabel))
                                    Text(search.text.isEmpty ? search.prompt : search.text)
                                        .foregroundStyle(search.text.isEmpty ? Color(.secondaryLabel) : Color(.label))
                                        .lineLimit(1)
                                    Spacer(minLength: 0)
                                }
                                .padding(.horizontal, 8)
                                .frame(height: 36)
                                .background(Color(.tertiarySystemFill), in: RoundedRectangle(cornerRadius: 10))
                                .padding(.horizontal, 16)
                                .padding(.top, inline ? 0 : 8)
                                .padding(.bottom, 8)
                            }
                        }
                        .background(barFill)
                        .modifier(_BarColorScheme(scheme: barVisibility == .visible ? barScheme : nil))
                    }
                    content.frame(maxWidth: .infinity, maxHeight: .infinity)
                }
                .overlayPreferenceValue(_ToolbarKey.self, alignment: .top) { items in
                    if !items.isEmpty {
                        _ToolbarRow(items: items).modifier(_BarColorScheme(scheme: barVisibility == .visible ? barScheme : nil))
                    }
                }
                .overlayPreferenceValue(_ToolbarKey.self, alignment: .bottom) { items in
                    if items.contains(where: _isBottomBarItem) { _BottomToolbar(items: items) }
                }
                .onPreferenceChange(_ToolbarPresentKey.self) { hasToolbar = $0 }
                .onPreferenceChange(_NavigationTitleKey.self) { title = $0 }
                .onPreferenceChange(_NavigationTitleInlineKey.self) { inline = $0 ?? false }
                .onPreferenceChange(_NavigationBarBackgroundKey.self) { barBackground = $0 }
                .onPreferenceChange(_SearchFieldKey.self) { search = $0 }
                .onPreferenceChange(_NavigationBarHiddenKey.self) { barHidden = $0 ?? false }
                .onPreferenceChange(_NavigationBackHiddenKey.self) { backHidden = $0 }
                .onPreferenceChange(_NavigationBarStyleKey.self) { barStyle = $0 }
                .onPreferenceChange(_NavigationBarVisibilityKey.self) { barVisibility = $0 }
                .onPreferenceChange(_NavigationBarColorSchemeKey.self) { barScheme = $0 }
            }
        }



        /// The view a pushed entry shows: a link's view, or what the first destination taking
        /// the value's type makes of it; for a value no destination takes, SwiftUI's yellow
        /// warning sign.
        func _resolveNavigationEntry(_ entry: Any, _ destinations: [_NavigationDestination]) -> AnyView {
            if let pushed = entry as? _PushedView { return pushed.view }
            for destination in destinations {
                if let view = destination.view(entry) { return view }
            }
            return AnyView(
                Image(systemName: "exclamationmark.triangle.fill").font(.system(size: 48)).foregroundStyle(.yellow))
        }

        /// A link's destination: a view, or a function that makes one (`NavigationLink(destination:
        /// content)` with `content: () -> Content`, SwiftUI's `destination: () -> Destination`).
        func _destinationView(_ destination: Any) -> AnyView {
            if let make = destination as? () -> AnyView { return AnyView(make()) }
            return AnyView(destination as! any View)
        }

        struct NavigationStack<Content: View>: View {
            let content: Content
            var path: Binding<Any>? = nil
            init(@ViewBuilder root: () -> Content) { content = root() }
            init<_Path>(path: Binding<_Path>, @ViewBuilder root: () -> Content) {
                content = root()
                self.path = Binding(get: { path.wrappedValue }, set: { path.wrappedValue = $0 as! _Path })
            }
            var body: some View { _NavigationRoot(content: content, path: path) }
        }

        extension EnvironmentValues {
            /// The selection of the list a row is in (`List(selection:)`).
            @Entry var _listSelection: Binding<Any>? = nil
            /// In a split view's sidebar: shows the next column for a list's selection.
            @Entry var _splitShowColumn: ((Binding<Any>) -> Void)? = nil
        }

        /// On an iPhone (a preview's compact width) a split view collapses into a stack showing
        /// its sidebar; a link by value in a sidebar list selects its row, which pushes the
        /// next column (the content column, else the detail), and going back clears the
        /// selection. A link with a destination pushes it, as in a stack.
        /// Which columns a split view shows, and which one a compact width shows: an iPhone
        /// shows one column at a time whatever they say.
        struct NavigationSplitViewVisibility: Hashable {
            let _name: String
            static let automatic = NavigationSplitViewVisibility(_name: "automatic")
            static let all = NavigationSplitViewVisibility(_name: "all")
            static let doubleColumn = NavigationSplitViewVisibility(_name: "doubleColumn")
            static let detailOnly = NavigationSplitViewVisibility(_name: "detailOnly")
        }
        struct NavigationSplitViewColumn: Hashable {
            let _name: String
            static let sidebar = NavigationSplitViewColumn(_name: "sidebar")
            static let content = NavigationSplitViewColumn(_name: "content")
            static let detail = NavigationSplitViewColumn(_name: "detail")
        }

        struct NavigationSplitView<Sidebar: View>: View {
            let sidebar: Sidebar
            let next: AnyView
            @State private var shownSelection: Binding<Any>? = nil
            init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> some View) {
                self.sidebar = sidebar()
                next = AnyView(detail())
            }
            init(
                @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> some View, @ViewBuilder detail: () -> some View
            ) {
                self.sidebar = sidebar()
                next = AnyView(content())
            }
            init(columnVisibility: Any, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> some View) {
                self.init(sidebar: sidebar, detail: detail)
            }
            init(
                columnVisibility: Any, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> some View,
                @ViewBuilder detail: () -> some View
            ) { self.init(sidebar: sidebar, content: content, detail: detail) }
            init(preferredCompactColumn: Any, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> some View) {
                self.init(sidebar: sidebar, detail: detail)
            }
            init(
                columnVisibility: Any, preferredCompactColumn: Any, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> some View
            ) { self.init(sidebar: sidebar, detail: detail) }

            var body: some View {
                _NavigationRoot(
                    content: sidebar._boundDestination(
                        shownSelection == nil ? nil : next,
                        dismiss: {
                            if let shownSelection { shownSelection.wrappedValue = nil }
                            shownSelection = nil
                        })
                )
                .environment(\._splitShowColumn, { selection in shownSelection = selection })
            }
        }

        struct NavigationView<Content: View>: View {
            let content: Content
            init(@ViewBuilder content: () -> Content) { self.content = content() }
            var body: some View { _NavigationRoot(content: content) }
        }

        /// A link: in a list row, its label with a chevron; elsewhere a button of its label. A tap
        /// pushes its destination, or its value onto the stack's path; a link with a binding
        /// (`isActive:`, `tag:selection:`) sets it, and pushes its destination while it is set.
        struct NavigationLink<Label: View>: View {
            let label: Label
            var destination: AnyView? = nil
            var value: Any? = nil
            var isActive: Binding<Bool>? = nil
            @Environment(\._inListRow) private var inListRow
            @Environment(\._navigationPush) private var push
            @Environment(\._navigationPushValue) private var pushValue
            @Environment(\._listSelection) private var listSelection
            @Environment(\._splitShowColumn) private var showColumn
            init(_ title: String, destination: some View) where Label == Text {
                label = Text(title)
                self.destination = _destinationView(destination)
            }
            init(_ title: String, @ViewBuilder destination: () -> some View) where Label == Text {
                label = Text(title)
                self.destination = AnyView(destination())
            }
            init(_ title: String, value: Any?) where Label == Text {
                label = Text(title)
                self.value = value
            }
            init(destination: some View, @ViewBuilder label: () -> Label) {
                self.label = label()
                self.destination = _destinationView(destination)
            }
            init(value: Any?, @ViewBuilder label: () -> Label) {
                self.label = label()
                self.value = value
            }
            init(@ViewBuilder destination: () -> some View, @ViewBuilder label: () -> Label) {
                self.label = label()
                self.destination = AnyView(destination())
            }
            // The forms iOS 16 deprecated, which older code still writes.
            init(destination: some View, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
                self.label = label()
                self.destination = _destinationView(destination)
                self.isActive = isActive
            }
            init(_ title: String, destination: some View, isActive: Binding<Bool>) where Label == Text {
                label = Text(title)
                self.destination = _destinationView(destination)
                self.isActive = isActive
            }
            init(_ title: String, isActive: Binding<Bool>, @ViewBuilder destination: () -> some View) where Label == Text {
                label = Text(title)
                self.destination = AnyView(destination())
                self.isActive = isActive
            }
            init<V: Hashable>(
                _ title: String, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> some View
            ) where Label == Text {
                self.init(destination: destination(), tag: tag, selection: selection) { Text(title) }
            }
            init<V: Hashable>(
                tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> some View, @ViewBuilder label: () -> Label
            ) {
                self.init(destination: destination(), tag: tag, selection: selection, label: label)
            }
            init(isActive: Binding<Bool>, @ViewBuilder destination: () -> some View, @ViewBuilder label: () -> Label) {
                self.label = label()
                self.destination = AnyView(destination())
                self.isActive = isActive
            }
            init<V: Hashable>(destination: some View, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) {
                self.label = label()
                self.destination = _destinationView(destination)
                isActive = Binding(get: { selection.wrappedValue == tag }, set: { selection.wrappedValue = $0 ? tag : nil })
            }
            init<V: Hashable>(_ title: String, destination: some View, tag: V, selection: Binding<V?>) where Label == Text {
                self.init(destination: destination, tag: tag, selection: selection) { Text(title) }
            }

            private func open() {
                if let isActive {
                    isActive.wrappedValue = true
                } else if let destination, let push {
                    push(destination)
                } else if let value, let showColumn, let listSelection {
                    listSelection.wrappedValue = value
                    showColumn(listSelection)
                } else if let value, let pushValue {
                    pushValue(value)
                }
            }

            var body: some View {
                row._boundDestination(
                    isActive?.wrappedValue == true ? destination : nil, dismiss: { if let isActive { isActive.wrappedValue = false } })
            }

            @ViewBuilder private var row: some View {
                if inListRow {
                    HStack {
                        label
                        Spacer()
                        Image(systemName: "chevron.right")
                            .font(.footnote.weight(.semibold))
                            .foregroundStyle(Color(.tertiaryLabel))
                    }
                    .contentShape(Rectangle())
                    .onTapGesture { open() }
                } else {
                    // Elsewhere it is a button that pushes its destination, drawn as one.
                    Button(action: { open() }) { label }
                }
            }
        }
        """#
}
