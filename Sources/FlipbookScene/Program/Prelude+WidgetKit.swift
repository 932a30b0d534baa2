extension Prelude {
    /// WidgetKit as far as a widget's preview needs it: `#Preview(as: .systemSmall) { MyWidget() }
    /// timeline: { entries }` shows the view its configuration makes for each entry in turn, at
    /// the family's size on an iPhone of the canvas's class, in the system's content margins, on
    /// its container background. Timelines are not reloaded; providers are not asked.
    static let widgetKitSource = #"""
        protocol TimelineEntry {}
        protocol TimelineProvider {}
        protocol AppIntentTimelineProvider {}
        protocol IntentTimelineProvider {}
        protocol Widget {}
        protocol WidgetBundle {}
        protocol WidgetConfiguration {
            /// The view of an entry, which the preview shows.
            var _content: (Any) -> AnyView { get }
        }

        struct TimelineProviderContext {
            var family: WidgetFamily = .systemSmall
            var isPreview = true
            var displaySize: CGSize = CGSize(width: 158, height: 158)
        }

        struct TimelineReloadPolicy {
            static let atEnd = TimelineReloadPolicy()
            static let never = TimelineReloadPolicy()
            static func after(_ date: Date) -> TimelineReloadPolicy { TimelineReloadPolicy() }
        }

        struct Timeline<EntryType> {
            let entries: [EntryType]
            let policy: TimelineReloadPolicy
            init(entries: [EntryType], policy: TimelineReloadPolicy) {
                self.entries = entries
                self.policy = policy
            }
        }

        /// The sizes are those of an iPhone 15 Pro (393 points wide), Apple's table.
        enum WidgetFamily: Hashable {
            case systemSmall, systemMedium, systemLarge, systemExtraLarge
            case accessoryCircular, accessoryRectangular, accessoryInline, accessoryCorner
            var _size: CGSize {
                switch self {
                case .systemSmall: return CGSize(width: 158, height: 158)
                case .systemMedium: return CGSize(width: 338, height: 158)
                case .systemLarge: return CGSize(width: 338, height: 354)
                case .systemExtraLarge: return CGSize(width: 715, height: 354)
                case .accessoryCircular: return CGSize(width: 72, height: 72)
                case .accessoryRectangular: return CGSize(width: 160, height: 72)
                case .accessoryInline: return CGSize(width: 234, height: 26)
                case .accessoryCorner: return CGSize(width: 60, height: 60)
                }
            }
            /// The system's content margins: 16 points on the home screen, none on the lock screen.
            var _margin: CGFloat {
                switch self {
                case .systemSmall, .systemMedium, .systemLarge, .systemExtraLarge: return 16
                default: return 0
                }
            }
        }

        extension WidgetConfiguration {
            func configurationDisplayName(_ name: String) -> Self { self }
            func configurationDisplayName(_ name: Text) -> Self { self }
            func description(_ text: String) -> Self { self }
            func description(_ text: Text) -> Self { self }
            func supportedFamilies(_ families: [WidgetFamily]) -> Self { self }
            func contentMarginsDisabled() -> Self { self }
            func promptsForUserConfiguration() -> Self { self }
            func disfavoredLocations(_ locations: [Any], for families: [WidgetFamily]) -> Self { self }
            func pushHandler(_ handler: Any) -> Self { self }
        }

        struct StaticConfiguration: WidgetConfiguration {
            let _content: (Any) -> AnyView
            init<Provider, Content: View>(kind: String, provider: Provider, @ViewBuilder content: @escaping (Any) -> Content) {
                _content = { entry in AnyView(content(entry)) }
            }
        }

        struct AppIntentConfiguration: WidgetConfiguration {
            let _content: (Any) -> AnyView
            init<Intent, Provider, Content: View>(
                kind: String, intent: Intent, provider: Provider, @ViewBuilder content: @escaping (Any) -> Content
            ) {
                _content = { entry in AnyView(content(entry)) }
            }
        }

        struct IntentConfiguration: WidgetConfiguration {
            let _content: (Any) -> AnyView
            init<Intent, Provider, Content: View>(
                kind: String, intent: Intent, provider: Provider, @ViewBuilder content: @escaping (Any) -> Content
            ) {
                _content = { entry in AnyView(content(entry)) }
            }
        }

        struct ContainerBackgroundPlacement {
            static let widget = ContainerBackgroundPlacement()
            static let navigation = ContainerBackgroundPlacement()
            static let tabView = ContainerBackgroundPlacement()
        }

        struct WidgetCenter {
            static let shared = WidgetCenter()
            func reloadAllTimelines() {}
            func reloadTimelines(ofKind kind: String) {}
        }

        /// What a widget's content asks to be drawn behind it.
        struct _WidgetBackgroundKey: PreferenceKey {
            static var defaultValue: AnyView? = nil
            static func reduce(value: inout AnyView?, nextValue: () -> AnyView?) { value = value ?? nextValue() }
        }

        extension EnvironmentValues {
            @Entry var widgetFamily: WidgetFamily = .systemSmall
            @Entry var showsWidgetContainerBackground: Bool = true
        }

        extension View {
            func containerBackground(_ style: some ShapeStyle, for placement: ContainerBackgroundPlacement) -> some View {
                preference(key: _WidgetBackgroundKey.self, value: AnyView(Rectangle().fill(style)))
            }
            func containerBackground<V: View>(
                for placement: ContainerBackgroundPlacement, alignment: Alignment = .center, @ViewBuilder content: () -> V
            ) -> some View {
                preference(key: _WidgetBackgroundKey.self, value: AnyView(ZStack(alignment: alignment) { content() }))
            }
            func widgetURL(_ url: URL?) -> some View { self }
            func widgetAccentable(_ accentable: Bool = true) -> some View { self }
            func invalidatableContent(_ invalidatable: Bool = true) -> some View { self }
        }

        /// Made by Flipbook for a widget's preview; its timeline keeps which entry is shown.
        struct _WidgetPreview: View {
            let configuration: any WidgetConfiguration
            let family: WidgetFamily
            let entries: [Any]
            var body: some View {
                _WidgetTimeline(configuration: configuration, family: family, entries: entries)
            }
        }

        /// Each entry for a second, the next one coming in with the default animation; the
        /// widget on the canvas, its corners rounded by 22 (a circle on the lock screen).
        struct _WidgetTimeline: View {
            let configuration: any WidgetConfiguration
            let family: WidgetFamily
            let entries: [Any]
            @State private var index = 0

            var body: some View {
                let size = family._size
                configuration._content(entries[index])
                    .padding(family._margin)
                    .frame(width: size.width, height: size.height)
                    .backgroundPreferenceValue(_WidgetBackgroundKey.self) { background in
                        if let background { background } else { Color(.systemBackground) }
                    }
                    .clipShape(RoundedRectangle(cornerRadius: family == .accessoryCircular ? size.width / 2 : 22))
                    .environment(\.widgetFamily, family)
                    .task {
                        for next in 1..<max(entries.count, 1) {
                            try? await Task.sleep(for: .seconds(1))
                            withAnimation { index = next }
                        }
                    }
            }
        }
        """#
}
