extension Prelude {
    /// `NavigationStack` and `NavigationView` at their root, as iOS 17 draws them in a preview:
    /// the navigation bar with the title the content names (`.navigationTitle`, passed up as
    /// a preference), large by default (34-point bold, 16 points from the leading edge, in a
    /// 96-point bar) or inline (`.navigationBarTitleDisplayMode(.inline)`: 17-point semibold,
    /// centred in a 44-point bar), then the content filling the rest. A `List` below gives the
    /// bar its grouped background, as its background runs under the bar on iOS. The stack's
    /// screens and links are `Prelude+NavigationStack`'s.
    static let navigationSource = #"""
        struct _NavigationTitleKey: PreferenceKey {
            static var defaultValue: String? = nil
            static func reduce(value: inout String?, nextValue: () -> String?) { value = value ?? nextValue() }
        }

        struct _NavigationTitleInlineKey: PreferenceKey {
            static var defaultValue: Bool? = nil
            static func reduce(value: inout Bool?, nextValue: () -> Bool?) { value = value ?? nextValue() }
        }

        // `.toolbar(.hidden, for: .navigationBar)`, `.navigationBarHidden(true)`: the bar is not drawn.
        struct _NavigationBarHiddenKey: PreferenceKey {
            static var defaultValue: Bool? = nil
            static func reduce(value: inout Bool?, nextValue: () -> Bool?) { value = value ?? nextValue() }
        }

        // `.toolbar(.hidden, for: .tabBar)` in a tab's content: the tab view draws no bar.
        struct _TabBarHiddenKey: PreferenceKey {
            static var defaultValue: Bool? = nil
            static func reduce(value: inout Bool?, nextValue: () -> Bool?) { value = value ?? nextValue() }
        }

        enum _ToolbarBar: Hashable { case automatic, navigationBar, bottomBar, tabBar, windowToolbar }
        typealias ToolbarPlacement = _ToolbarBar

        struct _NavigationBarBackgroundKey: PreferenceKey {
            static var defaultValue: Color? = nil
            static func reduce(value: inout Color?, nextValue: () -> Color?) { value = value ?? nextValue() }
        }

        // `.toolbarBackground(style, for: .navigationBar)` and `.toolbarBackground(.visible, for:)`:
        // a bar at rest (its content not scrolled under it) shows its background only when made
        // visible, as iOS 16 and later do.
        struct _NavigationBarStyleKey: PreferenceKey {
            static var defaultValue: AnyShapeStyle? = nil
            static func reduce(value: inout AnyShapeStyle?, nextValue: () -> AnyShapeStyle?) { value = value ?? nextValue() }
        }

        struct _NavigationBarVisibilityKey: PreferenceKey {
            static var defaultValue: Visibility? = nil
            static func reduce(value: inout Visibility?, nextValue: () -> Visibility?) { value = value ?? nextValue() }
        }

        // `.toolbarColorScheme(.dark, for: .navigationBar)`: the bar's content in that scheme
        // where its background shows.
        struct _NavigationBarColorSchemeKey: PreferenceKey {
            static var defaultValue: ColorScheme? = nil
            static func reduce(value: inout ColorScheme?, nextValue: () -> ColorScheme?) { value = value ?? nextValue() }
        }

        /// A bar's content in the scheme the screen asks for, else as it is.
        struct _BarColorScheme: ViewModifier {
            let scheme: ColorScheme?
            func body(content: Content) -> some View {
                if let scheme { content.environment(\.colorScheme, scheme) } else { content }
            }
        }

        /// What `.searchable` shows in the bar: the text, else the prompt.
        struct _SearchField: Equatable {
            let text: String
            let prompt: String
        }

        struct _SearchFieldKey: PreferenceKey {
            static var defaultValue: _SearchField? = nil
            static func reduce(value: inout _SearchField?, nextValue: () -> _SearchField?) { value = value ?? nextValue() }
        }

        enum SearchFieldPlacement {
            case automatic, toolbar, sidebar
            static func navigationBarDrawer(displayMode: _SearchDrawerMode) -> SearchFieldPlacement { .automatic }
            static let navigationBarDrawer = SearchFieldPlacement.automatic
        }
        enum _SearchDrawerMode { case automatic, always }

        enum _TitleDisplayMode { case automatic, inline, large, inlineLarge }
        typealias ToolbarTitleDisplayMode = _TitleDisplayMode

        enum ToolbarItemPlacement {
            case automatic, principal, navigation, primaryAction, secondaryAction, confirmationAction,
                cancellationAction, destructiveAction, topBarLeading, topBarTrailing, navigationBarLeading,
                navigationBarTrailing, bottomBar, status, keyboard
        }

        struct ToolbarItem<Content: View>: View {
            let placement: ToolbarItemPlacement
            let content: Content
            init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
                self.placement = placement
                self.content = content()
            }
            init(id: String, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool, @ViewBuilder content: () -> Content) {
                self.init(id: id, placement: placement, content: content)
            }
            init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
                self.placement = placement
                self.content = content()
            }
            var body: some View { content }
            var isLeading: Bool { _isLeadingPlacement(placement) }
            var isInBar: Bool { _isBarPlacement(placement) }
        }

        /// iOS 26's system items (`DefaultToolbarItem(kind: .search, placement: .bottomBar)`):
        /// the search field stays where `.searchable` draws it, so the item draws nothing.
        enum _DefaultToolbarItemKind { case search, sidebarToggle, title }
        struct DefaultToolbarItem: View {
            let placement: ToolbarItemPlacement
            init(kind: _DefaultToolbarItemKind, placement: ToolbarItemPlacement = .automatic) { self.placement = placement }
            var body: some View { EmptyView() }
            var isLeading: Bool { false }
            var isInBar: Bool { true }
        }

        struct ToolbarItemGroup<Content: View>: View {
            let placement: ToolbarItemPlacement
            let content: Content
            init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
                self.placement = placement
                self.content = content()
            }
            var body: some View { HStack(spacing: 16) { content } }
            var isLeading: Bool { _isLeadingPlacement(placement) }
            var isInBar: Bool { _isBarPlacement(placement) }
        }

        func _isLeadingPlacement(_ placement: ToolbarItemPlacement) -> Bool {
            switch placement {
            case .navigation, .cancellationAction, .topBarLeading, .navigationBarLeading: return true
            default: return false
            }
        }

        func _isBarPlacement(_ placement: ToolbarItemPlacement) -> Bool {
            switch placement {
            case .bottomBar, .status, .keyboard, .secondaryAction: return false
            default: return true
            }
        }

        @resultBuilder
        struct ToolbarContentBuilder {
            /// An app's `@ToolbarContentBuilder var items` gives its items, one by one.
            static func buildExpression(_ item: Any) -> [Any] {
                if let items = item as? [Any] { return items }
                return [item]
            }
            static func buildBlock(_ parts: [Any]...) -> [Any] { parts.flatMap { $0 } }
            static func buildOptional(_ part: [Any]?) -> [Any] { part ?? [] }
            static func buildEither(first part: [Any]) -> [Any] { part }
            static func buildEither(second part: [Any]) -> [Any] { part }
        }

        struct _ToolbarPresentKey: PreferenceKey {
            static var defaultValue = false
            static func reduce(value: inout Bool, nextValue: () -> Bool) { value = value || nextValue() }
        }

        struct _ToolbarKey: PreferenceKey {
            static var defaultValue: [Any] = []
            static func reduce(value: inout [Any], nextValue: () -> [Any]) { value += nextValue() }
        }

        /// The bar's items, passed up from the content that declares them.
        struct _ToolbarRow: View {
            let items: [Any]

            private func isLeading(_ item: Any) -> Bool {
                if let toolbarItem = item as? ToolbarItem { return toolbarItem.isLeading }
                if let group = item as? ToolbarItemGroup { return group.isLeading }
                return false
            }
            private func isInBar(_ item: Any) -> Bool {
                if let toolbarItem = item as? ToolbarItem { return toolbarItem.isInBar }
                if let group = item as? ToolbarItemGroup { return group.isInBar }
                return true
            }

            private func isPrincipal(_ item: Any) -> Bool { _toolbarPlacement(of: item) == .principal }

            var body: some View {
                ZStack {
                    HStack(spacing: 16) {
                        ForEach(items.indices, id: \.self) { index in
                            if isInBar(items[index]) && isLeading(items[index]) { AnyView(items[index] as! any View) }
                        }
                        Spacer(minLength: 0)
                        ForEach(items.indices, id: \.self) { index in
                            if isInBar(items[index]) && !isLeading(items[index]) && !isPrincipal(items[index]) {
                                AnyView(items[index] as! any View)
                            }
                        }
                    }
                    .foregroundStyle(.tint)
                    // `.principal` takes the title's place, in the middle of the bar, untinted.
                    HStack(spacing: 16) {
                        ForEach(items.indices, id: \.self) { index in
                            if isPrincipal(items[index]) { AnyView(items[index] as! any View) }
                        }
                    }
                }
                .padding(.horizontal, 16)
                .frame(height: 44)
                // A bar shows a label's icon alone (`Label("Add", systemImage: "plus")` is a "+").
                .labelStyle(.iconOnly)
            }
        }

        /// Where a toolbar item or group goes; nil for any other view in a toolbar.
        func _toolbarPlacement(of item: Any) -> ToolbarItemPlacement? {
            (item as? ToolbarItem)?.placement ?? (item as? ToolbarItemGroup)?.placement
        }

        func _isBottomBarItem(_ item: Any) -> Bool { _toolbarPlacement(of: item) == .bottomBar }

        /// UIToolbar at the bottom of the screen: the `.bottomBar` items side by side from the
        /// leading edge (a `Spacer` among them spreads them), 44 points high.
        struct _BottomToolbar: View {
            let items: [Any]

            var body: some View {
                HStack(spacing: 16) {
                    ForEach(items.indices, id: \.self) { index in
                        if _isBottomBarItem(items[index]) { AnyView(items[index] as! any View) }
                    }
                }
                .padding(.horizontal, 16)
                .frame(maxWidth: .infinity, alignment: .leading)
                .frame(height: 44)
                .labelStyle(.iconOnly)
            }
        }

        extension NavigationBarItem {
            typealias TitleDisplayMode = _TitleDisplayMode
        }

        // An iPhone shows every navigation view style as a stack.
        enum _NavigationViewStyle { case automatic, stack, columns }
        func StackNavigationViewStyle() -> _NavigationViewStyle { .stack }
        func DoubleColumnNavigationViewStyle() -> _NavigationViewStyle { .columns }
        func ColumnNavigationViewStyle() -> _NavigationViewStyle { .columns }
        func DefaultNavigationViewStyle() -> _NavigationViewStyle { .automatic }

        extension View {
            // A title is a `String` or a `Text`.
            func navigationTitle(_ title: Any) -> some View {
                preference(key: _NavigationTitleKey.self, value: _plainText(title))
            }
            func navigationViewStyle(_ style: _NavigationViewStyle) -> some View { self }
            func navigationBarTitleDisplayMode(_ mode: _TitleDisplayMode) -> some View {
                preference(key: _NavigationTitleInlineKey.self, value: mode == .inline)
            }
            /// iOS 17's name for it (`.inlineLarge` is drawn large).
            func toolbarTitleDisplayMode(_ mode: _TitleDisplayMode) -> some View {
                preference(key: _NavigationTitleInlineKey.self, value: mode == .inline)
            }
            func navigationBarTitle(_ title: Any) -> some View {
                preference(key: _NavigationTitleKey.self, value: _plainText(title))
            }
            // The forms iOS 14 deprecated, which older code still writes.
            func navigationBarTitle(_ title: Any, displayMode: _TitleDisplayMode) -> some View {
                navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
            }
            func navigationBarItems(leading: some View, trailing: some View) -> some View {
                toolbar {
                    ToolbarItem(placement: .navigationBarLeading) { leading }
                    ToolbarItem(placement: .navigationBarTrailing) { trailing }
                }
            }
            func navigationBarItems(leading: some View) -> some View {
                toolbar { ToolbarItem(placement: .navigationBarLeading) { leading } }
            }
            func navigationBarItems(trailing: some View) -> some View {
                toolbar { ToolbarItem(placement: .navigationBarTrailing) { trailing } }
            }
            func searchable(
                text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: String = "Search"
            ) -> some View {
                preference(key: _SearchFieldKey.self, value: _SearchField(text: text.wrappedValue, prompt: prompt))
            }
            func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text) -> some View {
                searchable(text: text, placement: placement, prompt: _plainText(prompt))
            }
            // Suggestions show while the field is being edited, which a render at rest never is.
            func searchable<S: View>(
                text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: String = "Search",
                @ViewBuilder suggestions: () -> S
            ) -> some View {
                searchable(text: text, placement: placement, prompt: prompt)
            }
            func searchable<S: View>(
                text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text,
                @ViewBuilder suggestions: () -> S
            ) -> some View {
                searchable(text: text, placement: placement, prompt: _plainText(prompt))
            }
            func searchable(
                text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                prompt: String = "Search"
            ) -> some View {
                preference(key: _SearchFieldKey.self, value: _SearchField(text: text.wrappedValue, prompt: prompt))
            }
            func navigationBarHidden(_ hidden: Bool) -> some View {
                preference(key: _NavigationBarHiddenKey.self, value: hidden)
            }
            func toolbar(@ToolbarContentBuilder content: () -> [Any]) -> some View {
                preference(key: _ToolbarPresentKey.self, value: true).preference(key: _ToolbarKey.self, value: content())
            }
            func toolbarBackground(_ style: some ShapeStyle, for bars: _ToolbarBar...) -> some View {
                let navigation = bars.contains(.navigationBar) || bars.contains(.automatic)
                return preference(key: _NavigationBarStyleKey.self, value: navigation ? AnyShapeStyle(style) : nil)
            }
            func toolbarBackground(_ visibility: Visibility, for bars: _ToolbarBar...) -> some View {
                let navigation = bars.contains(.navigationBar) || bars.contains(.automatic)
                return preference(key: _NavigationBarVisibilityKey.self, value: navigation ? visibility : nil)
            }
            /// iOS 18's name for `toolbarBackground(_:for:)` with a visibility.
            func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: _ToolbarBar...) -> some View {
                let navigation = bars.contains(.navigationBar) || bars.contains(.automatic)
                return preference(key: _NavigationBarVisibilityKey.self, value: navigation ? visibility : nil)
            }
            func toolbarColorScheme(_ scheme: ColorScheme?, for bars: _ToolbarBar...) -> some View {
                let navigation = bars.contains(.navigationBar) || bars.contains(.automatic)
                return preference(key: _NavigationBarColorSchemeKey.self, value: navigation ? scheme : nil)
            }
            // The bottom bar's items are not drawn, so hiding it changes nothing.
            func toolbar(_ visibility: Visibility, for bars: _ToolbarBar...) -> some View {
                let hidesNavigationBar: Bool? =
                    bars.contains(.navigationBar) || bars.contains(.automatic) ? visibility == .hidden : nil
                let hidesTabBar: Bool? = bars.contains(.tabBar) ? visibility == .hidden : nil
                return preference(key: _NavigationBarHiddenKey.self, value: hidesNavigationBar)
                    .preference(key: _TabBarHiddenKey.self, value: hidesTabBar)
            }
            // iOS 18's name for the same modifier.
            func toolbarVisibility(_ visibility: Visibility, for bars: _ToolbarBar...) -> some View {
                let hidesNavigationBar: Bool? =
                    bars.contains(.navigationBar) || bars.contains(.automatic) ? visibility == .hidden : nil
                let hidesTabBar: Bool? = bars.contains(.tabBar) ? visibility == .hidden : nil
                return preference(key: _NavigationBarHiddenKey.self, value: hidesNavigationBar)
                    .preference(key: _TabBarHiddenKey.self, value: hidesTabBar)
            }
        }

        /// The colour UIKit's title attributes give a navigation title, where the scene set one.
        struct _UIKitTitleColor: ViewModifier {
            let color: Color?
            func body(content: Content) -> some View {
                if let color { content.foregroundStyle(color) } else { content }
            }
        }

        /// `.badge(_:)`: in a list row, the badge's text after the row's content in the
        /// secondary colour; on a tab's content, a bubble on its tab bar icon (the tab bar reads
        /// it from the modifier); elsewhere nothing, as in SwiftUI.
        struct _Badge: ViewModifier {
            let label: Text?
            @Environment(\._inListRow) private var inListRow
            func body(content: Content) -> some View {
                if inListRow, let label {
                    HStack {
                        content
                        Spacer(minLength: 8)
                        label.foregroundStyle(.secondary)
                    }
                } else {
                    content
                }
            }
        }

        enum BadgeProminence { case standard, increased, decreased }

        extension View {
            func badge(_ count: Int) -> some View { modifier(_Badge(label: count == 0 ? nil : Text("\(count)"))) }
            func badge(_ title: String?) -> some View { modifier(_Badge(label: title == nil ? nil : Text(title!))) }
            func badge(_ label: Text?) -> some View { modifier(_Badge(label: label)) }
            func badgeProminence(_ prominence: BadgeProminence) -> some View { self }
        }

        enum _InsetEdge { case top, bottom, leading, trailing }

        extension View {
            /// A preview has no safe area of its own: the inset content sits at the edge and the
            /// view takes the rest, as SwiftUI lays them out.
            func safeAreaInset(
                edge: _InsetEdge, alignment: Alignment = .center, spacing: Double? = nil,
                @ViewBuilder content: () -> some View
            ) -> some View {
                _SafeAreaInset(main: self, inset: content(), edge: edge, alignment: alignment, spacing: spacing ?? 0)
            }
            /// iOS 26's custom bar: laid out as `safeAreaInset`; the scroll edge effect it
            /// extends under the bar is not drawn (docs/scene-language.md).
            func safeAreaBar(
                edge: _InsetEdge, alignment: Alignment = .center, spacing: Double? = nil,
                @ViewBuilder content: () -> some View
            ) -> some View {
                _SafeAreaInset(main: self, inset: content(), edge: edge, alignment: alignment, spacing: spacing ?? 0)
            }
        }

        struct _SafeAreaInset<Main: View, Inset: View>: View {
            let main: Main
            let inset: Inset
            let edge: _InsetEdge
            let alignment: Alignment
            let spacing: Double

            var body: some View {
                // A list under the inset fills the whole height in SwiftUI (the inset only moves its
                // safe area): its grouped background continues behind the inset.
                stack.backgroundPreferenceValue(_NavigationBarBackgroundKey.self) { color in
                    if let color { color }
                }
            }

            @ViewBuilder private var stack: some View {
                switch edge {
                case .top:
                    VStack(alignment: alignment.horizontal, spacing: spacing) { inset; main.frame(maxHeight: .infinity) }
                case .bottom:
                    VStack(alignment: alignment.horizontal, spacing: spacing) { main.frame(maxHeight: .infinity); inset }
                case .leading:
                    HStack(alignment: alignment.vertical, spacing: spacing) { inset; main.frame(maxWidth: .infinity) }
                case .trailing:
                    HStack(alignment: alignment.vertical, spacing: spacing) { main.frame(maxWidth: .infinity); inset }
                }
            }
        }

        /// iOS 18's tabs: the content with its tab item (a title and symbol or image, a label
        /// view, or none) and its tag.
        struct Tab<Value, Content: View>: View {
            let label: AnyView?
            let value: Value?
            let content: Content
            init(_ title: String, systemImage: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
                label = AnyView(Label(title, systemImage: systemImage))
                self.value = value
                self.content = content()
            }
            init(_ title: String, image: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
                label = AnyView(Label(title, image: image))
                self.value = value
                self.content = content()
            }
            init(value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
                label = role == .search ? AnyView(Label("Search", systemImage: "magnifyingglass")) : nil
                self.value = value
                self.content = content()
            }
            init(value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> some View) {
                self.label = AnyView(label())
                self.value = value
                self.content = content()
            }
            init(_ title: String, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
                label = AnyView(Label(title, systemImage: systemImage))
                value = nil
                self.content = content()
            }
            init(_ title: String, image: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
                label = AnyView(Label(title, image: image))
                value = nil
                self.content = content()
            }
            init(role: TabRole, @ViewBuilder content: () -> Content) {
                label = AnyView(Label("Search", systemImage: "magnifyingglass"))
                value = nil
                self.content = content()
            }
            init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> some View) {
                self.label = AnyView(label())
                value = nil
                self.content = content()
            }
            var body: some View {
                if let label {
                    content.tabItem { label }.tag(value)
                } else {
                    content.tag(value)
                }
            }
        }

        enum TabRole: Hashable { case search }

        /// iOS 18's group of tabs, a sidebar's section on iPad; an iPhone's tab bar shows its
        /// tabs among the others (its header is not drawn).
        struct TabSection<Content: View>: View {
            let content: Content
            init(_ title: String, @ViewBuilder content: () -> Content) { self.content = content() }
            init(@ViewBuilder content: () -> Content) { self.content = content() }
            init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> some View) { self.content = content() }
            var body: some View { Group { content } }
        }

        /// iOS 18's tab customization (which tabs a person moved or hid, on iPad's sidebar):
        /// a render is the app as it ships, uncustomized.
        struct TabViewCustomization: Hashable, Codable {
            init() {}
            func resetVisibility() {}
            func resetSectionOrder() {}
        }
        enum _TabCustomizationBehavior { case automatic, reorderable, disabled }
        extension View {
            func customizationID(_ id: String) -> some View { self }
            func customizationBehavior(_ behavior: _TabCustomizationBehavior, for placements: Any...) -> some View { self }
            func tabViewCustomization(_ customization: Binding<TabViewCustomization>?) -> some View { self }
            func defaultVisibility(_ visibility: Visibility, for placements: Any...) -> some View { self }
        }

        /// `.page` with `indexDisplayMode: .never` is `pageWithoutIndex`: the pages, no dots.
        enum _TabViewStyle { case automatic, page, pageWithoutIndex, tabBarOnly, sidebarAdaptable }
        enum _IndexDisplayMode { case automatic, always, never }

        extension _TabViewStyle {
            static func page(indexDisplayMode: _IndexDisplayMode) -> _TabViewStyle {
                indexDisplayMode == .never ? .pageWithoutIndex : .page
            }
        }
        /// The styles by their type names, as code before `.page` wrote them.
        func PageTabViewStyle(indexDisplayMode: _IndexDisplayMode = .automatic) -> _TabViewStyle {
            .page(indexDisplayMode: indexDisplayMode)
        }
        func DefaultTabViewStyle() -> _TabViewStyle { .automatic }
        func PageIndexViewStyle(backgroundDisplayMode: _IndexBackgroundDisplayMode = .automatic) -> _IndexViewStyle {
            .page(backgroundDisplayMode: backgroundDisplayMode)
        }

        enum _IndexViewStyle {
            case automatic, page, pageAlways
            static func page(backgroundDisplayMode: _IndexBackgroundDisplayMode) -> _IndexViewStyle {
                backgroundDisplayMode == .always ? .pageAlways : .page
            }
        }
        enum _IndexBackgroundDisplayMode { case automatic, always, interactive, never }

        extension EnvironmentValues {
            @Entry var _tabViewStyle: _TabViewStyle = .automatic
            @Entry var _indexViewStyle: _IndexViewStyle = .automatic
        }

        extension View {
            func tabViewStyle(_ style: _TabViewStyle) -> some View { environment(\._tabViewStyle, style) }
            func indexViewStyle(_ style: _IndexViewStyle) -> some View { environment(\._indexViewStyle, style) }
        }

        /// iOS's tab bar: the selected tab's content above a bar of the tabs' icons and titles
        /// (the selected one in the tint); with `.page`, the page and a row of dots.
        struct TabView<SelectionValue: Hashable>: View {
            @Binding var selection: SelectionValue
            let isBound: Bool
            let tabs: [(label: AnyView, tag: Any, tabItem: AnyView?, badge: Text?)]
            @Environment(\._tabViewStyle) private var style
            @Environment(\._indexViewStyle) private var indexStyle
            @State private var barHidden = false

            init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> some View) {
                _selection = selection
                isBound = true
                tabs = _pickerItems(content())
            }
            init(@ViewBuilder content: () -> some View) {
                _selection = Binding(get: { 0 }, set: { _ in })
                isBound = false
                tabs = _pickerItems(content())
            }

            private var selectedIndex: Int {
                guard isBound else { return 0 }
                return tabs.indices.first { tabs[$0].tag == selection } ?? 0
            }

            var body: some View {
                if tabs.isEmpty {
                    Color.clear
                } else if style == .page || style == .pageWithoutIndex {
                    // The pages side by side, scrolled to the selected one: a change of
                    // selection slides them, with the transaction's animation.
                    GeometryReader { proxy in
                        HStack(spacing: 0) {
                            ForEach(tabs.indices, id: \.self) { index in
                                tabs[index].label.frame(width: proxy.size.width, height: proxy.size.height)
                            }
                        }
                        .offset(x: -CGFloat(selectedIndex) * proxy.size.width)
                    }
                    .clipped()
                    .overlay(alignment: .bottom) {
                        if style == .page {
                            HStack(spacing: 8) {
                                ForEach(tabs.indices, id: \.self) { index in
                                    // UIPageControl's white dots, which vanish on a white page
                                    // unless the index view style gives them a background.
                                    Circle()
                                        .fill(Color.white.opacity(index == selectedIndex ? 1 : 0.35))
                                        .frame(width: 7, height: 7)
                                }
                            }
                            .padding(.horizontal, 8)
                            .padding(.vertical, 6)
                            .background(Capsule().fill(Color(.systemGray).opacity(indexStyle == .pageAlways ? 0.25 : 0)))
                            .padding(.bottom, 12)
                        }
                    }
                } else {
                    VStack(spacing: 0) {
                        // Each tab is a view of its own: switching tabs replaces the content at
                        // once (its `onAppear` runs), with no transition.
                        tabs[selectedIndex].label.frame(maxWidth: .infinity, maxHeight: .infinity)
                            .id(selectedIndex).transition(.identity)
                        // `UITabBar.appearance().isHidden = true` (a custom bar stands in for it),
                        // or `.toolbar(.hidden, for: .tabBar)` in the content: no bar.
                        if !_tabBarHidden() && !barHidden {
                            _TabBar(tabs: tabs, selectedIndex: selectedIndex, isBound: isBound, selection: $selection)
                        }
                    }
                    .onPreferenceChange(_TabBarHiddenKey.self) { barHidden = $0 ?? false }
                }
            }
        }

        /// iOS's tab bar: a hairline, then each tab's icon over its title, the selected one in the
        /// tint.
        struct _TabBar<SelectionValue: Hashable>: View {
            let tabs: [(label: AnyView, tag: Any, tabItem: AnyView?, badge: Text?)]
            let selectedIndex: Int
            let isBound: Bool
            @Binding var selection: SelectionValue
            @Environment(\.flipbookControlTint) private var controlTint

            var body: some View {
                VStack(spacing: 0) {
                    Rectangle().fill(Color(.separator)).frame(height: 0.5)
                    HStack(spacing: 0) {
                        ForEach(tabs.indices, id: \.self) { index in
                            if let item = tabs[index].tabItem {
                                VStack(spacing: 2) {
                                    // iOS 15's tab bars draw a symbol's filled variant.
                                    item.labelStyle(.iconOnly).font(.system(size: 22)).symbolVariant(.fill)
                                        .overlay(alignment: .topTrailing) {
                                            // UITabBar's badge: white on red, its leading edge
                                            // near the icon's trailing side.
                                            if let badge = tabs[index].badge {
                                                badge.font(.system(size: 13))
                                                    .foregroundStyle(.white)
                                                    .padding(.horizontal, 5)
                                                    .frame(minWidth: 18, minHeight: 18)
                                                    .background(Capsule().fill(Color.red))
                                                    .fixedSize()
                                                    .alignmentGuide(.trailing) { _ in 8 }
                                                    .alignmentGuide(.top) { _ in 4 }
                                            }
                                        }
                                        .frame(height: 26)
                                    // The title keeps its place under the icon's, as UITabBarItem
                                    // draws a title-only or an image-only item.
                                    item.labelStyle(.titleOnly).font(.system(size: 10, weight: .medium))
                                        .frame(height: 12)
                                }
                                .foregroundStyle(
                                    index == selectedIndex
                                        ? (controlTint ?? AnyShapeStyle(Color.accentColor)) : AnyShapeStyle(Color(.systemGray)))
                                .frame(maxWidth: .infinity)
                                .onTapGesture { if isBound { selection = tabs[index].tag as! SelectionValue } }
                            }
                        }
                    }
                    .frame(height: 49)
                    .background(Color(.systemBackground))
                }
            }
        }
        """#
}
