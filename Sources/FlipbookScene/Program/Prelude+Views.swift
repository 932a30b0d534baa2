extension Prelude {
    /// Small views and types written in Swift: `EmptyView`; `Link` and a closed `Menu`, which
    /// iOS draws as a borderless button (the label in the tint); `URL` as far as a link needs
    /// it; `UIScreen.main`, whose bounds are the preview's canvas (the screen a preview
    /// shows); and UIKit's haptic feedback generators, which do nothing.
    static let viewsSource = #"""
        // One of the views a container's content resolves to (`Group(subviews:)`).
        struct Subview: View, Identifiable {
            let id: String
            let _content: AnyView
            var body: some View { _content }
        }
        typealias SubviewsCollection = [Subview]

        /// "Edit", or "Done" in the bold weight while editing; a tap toggles the edit mode the
        /// environment binds (iOS animates the change).
        struct EditButton: View {
            @Environment(\.editMode) private var editMode
            var body: some View {
                let isEditing = editMode?.wrappedValue.isEditing ?? false
                Button {
                    guard let editMode else { return }
                    withAnimation { editMode.wrappedValue = isEditing ? .inactive : .active }
                } label: {
                    Text(isEditing ? "Done" : "Edit").fontWeight(isEditing ? .semibold : nil)
                }
            }
        }

        // What `.modifier(_:)` returns, written out: `ModifiedContent(content: self, modifier: M())`.
        struct ModifiedContent<Content: View, Modifier: ViewModifier>: View {
            var content: Content
            var modifier: Modifier
            init(content: Content, modifier: Modifier) {
                self.content = content
                self.modifier = modifier
            }
            var body: some View { content.modifier(modifier) }
        }

        struct EmptyView: View {
            init() {}
            var body: some View { Group {} }
        }

        /// Foundation's class, bridged: `url as NSURL`.
        typealias NSURL = URL

        struct URL: Hashable, CustomStringConvertible {
            let absoluteString: String
            init?(string: String) {
                if string.isEmpty { return nil }
                absoluteString = string
            }
            init?(string: String, relativeTo base: URL?) {
                if string.isEmpty { return nil }
                absoluteString = base.map { $0.appendingPathComponent(string).absoluteString } ?? string
            }
            init(fileURLWithPath path: String) { absoluteString = "file://" + path }
            init(fileURLWithPath path: String, isDirectory: Bool) { absoluteString = "file://" + path }
            init(filePath path: String) { absoluteString = "file://" + path }
            init(filePath path: String, directoryHint: Any) { absoluteString = "file://" + path }
            var description: String { absoluteString }
            var absoluteURL: URL { self }
            var isFileURL: Bool { absoluteString.hasPrefix("file://") }
            /// "scheme://authority", the path, and what follows it ("?query#fragment").
            private var _parts: (origin: String, path: String, rest: String) {
                let pieces = absoluteString.components(separatedBy: "://")
                guard pieces.count > 1 else { return ("", absoluteString, "") }
                let after = pieces.dropFirst().joined(separator: "://")
                let authority = String(after.prefix(while: { $0 != "/" && $0 != "?" && $0 != "#" }))
                let remainder = String(after.dropFirst(authority.count))
                let path = String(remainder.prefix(while: { $0 != "?" && $0 != "#" }))
                return (pieces[0] + "://" + authority, path, String(remainder.dropFirst(path.count)))
            }
            private func _with(path: String) -> URL {
                let parts = _parts
                return URL(_absolute: parts.origin + path + parts.rest)
            }
            var scheme: String? {
                let pieces = absoluteString.components(separatedBy: ":")
                return pieces.count > 1 ? pieces[0] : nil
            }
            var host: String? {
                let origin = _parts.origin
                guard !origin.isEmpty else { return nil }
                let authority = origin.components(separatedBy: "://")[1]
                let host = String(authority.prefix(while: { $0 != ":" }))
                return host.isEmpty ? nil : host
            }
            func host(percentEncoded: Bool = true) -> String? { host }
            /// Foundation's `path` has no trailing slash (but for the root).
            var path: String {
                let path = _parts.path
                return path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
            }
            func path(percentEncoded: Bool = true) -> String { path }
            var lastPathComponent: String {
                guard let last = path.split(separator: "/").last else { return path.hasPrefix("/") ? "/" : "" }
                return String(last)
            }
            var pathComponents: [String] {
                let parts = path.split(separator: "/").map(String.init)
                return path.hasPrefix("/") ? ["/"] + parts : parts
            }
            var pathExtension: String {
                let name = lastPathComponent
                let parts = name.split(separator: ".")
                guard parts.count > 1, !name.hasPrefix("."), !name.hasSuffix(".") else { return "" }
                return String(parts[parts.count - 1])
            }
            func appendingPathComponent(_ component: String) -> URL {
                _with(path: _parts.path + (_parts.path.hasSuffix("/") ? "" : "/") + component)
            }
            func appendingPathComponent(_ component: String, isDirectory: Bool) -> URL { appendingPathComponent(component) }
            func appending(path: String) -> URL { appendingPathComponent(path) }
            func appending(path: String, directoryHint: Any) -> URL { appendingPathComponent(path) }
            func appending(component: String) -> URL { appendingPathComponent(component) }
            func appendingPathExtension(_ pathExtension: String) -> URL { _with(path: path + "." + pathExtension) }
            func deletingLastPathComponent() -> URL {
                let components = path.split(separator: "/").map(String.init)
                guard components.count > 1 else { return _with(path: path.hasPrefix("/") ? "/" : "./") }
                return _with(path: (path.hasPrefix("/") ? "/" : "") + components.dropLast().joined(separator: "/") + "/")
            }
            func deletingPathExtension() -> URL {
                let ext = pathExtension
                return ext.isEmpty ? self : _with(path: String(path.dropLast(ext.count + 1)))
            }
            private init(_absolute: String) { absoluteString = _absolute }
            /// The app's folders, in its container as a device names it (the id fixed, so that
            /// every run prints the same paths).
            static let _container = "/var/mobile/Containers/Data/Application/00000000-0000-4000-8000-000000000000"
            static var documentsDirectory: URL { URL(filePath: _container + "/Documents/") }
            static var temporaryDirectory: URL { URL(filePath: _container + "/tmp/") }
            static var libraryDirectory: URL { URL(filePath: _container + "/Library/") }
            static var cachesDirectory: URL { URL(filePath: _container + "/Library/Caches/") }
            static var applicationSupportDirectory: URL { URL(filePath: _container + "/Library/Application Support/") }
            static var homeDirectory: URL { URL(filePath: _container + "/") }
        }

        /// What an `AsyncImage` has loaded: offline, nothing.
        enum AsyncImagePhase {
            case empty
            case success(Image)
            case failure(Error)
            var image: Image? {
                if case .success(let image) = self { return image }
                return nil
            }
            var error: Error? { nil }
        }

        /// An image loaded from the network: offline nothing loads, so it draws its placeholder
        /// (the phase `.empty`), with a warning (given last, so that it is shown at this call).
        struct AsyncImage: View {
            let _content: AnyView
            init(url: URL?, scale: CGFloat = 1) {
                _content = AnyView(Color(.secondarySystemFill))
                _warnAtCall("AsyncImage loads nothing offline: Flipbook draws its placeholder")
            }
            init<I: View, P: View>(
                url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                @ViewBuilder placeholder: () -> P
            ) {
                _content = AnyView(placeholder())
                _warnAtCall("AsyncImage loads nothing offline: Flipbook draws its placeholder")
            }
            init<C: View>(
                url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> C
            ) {
                _content = AnyView(content(AsyncImagePhase.empty))
                _warnAtCall("AsyncImage loads nothing offline: Flipbook draws its placeholder")
            }
            var body: some View { _content }
        }

        struct Link<Label: View>: View {
            let destination: URL
            let label: Label

            init(_ title: String, destination: URL) where Label == Text {
                self.destination = destination
                self.label = Text(title)
            }

            init(destination: URL, @ViewBuilder label: () -> Label) {
                self.destination = destination
                self.label = label()
            }

            // Opening a URL has no effect on a preview.
            var body: some View {
                Button(action: {}) { label }
            }
        }

        struct Menu<Label: View, Content: View>: View {
            let label: Label

            init(_ title: String, @ViewBuilder content: () -> Content) where Label == Text {
                self.label = Text(title)
            }

            init(_ title: String, systemImage: String, @ViewBuilder content: () -> Content) where Label == SwiftUI.Label<Text, Image> {
                self.label = SwiftUI.Label(title, systemImage: systemImage)
            }

            init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
                self.label = label()
            }

            // The menu is closed in a still frame: only its label shows.
            var body: some View {
                Button(action: {}) { label }
            }
        }

        // Haptics have nothing to draw: the generators accept their calls and do nothing.
        final class UIImpactFeedbackGenerator {
            enum FeedbackStyle { case light, medium, heavy, soft, rigid }
            init(style: FeedbackStyle = .medium) {}
            func prepare() {}
            func impactOccurred() {}
            func impactOccurred(intensity: CGFloat) {}
        }

        final class UINotificationFeedbackGenerator {
            enum FeedbackType { case success, warning, error }
            init() {}
            func prepare() {}
            func notificationOccurred(_ type: FeedbackType) {}
        }

        final class UISelectionFeedbackGenerator {
            init() {}
            func prepare() {}
            func selectionChanged() {}
        }

        /// `scrollTo(_:anchor:)` keeps its request in the reader's state; the scroll views below
        /// the reader scroll to the view of that id (`ScrollTarget`), animated by the
        /// transaction the request was made in.
        struct _ScrollRequest: Equatable {
            let key: String
            let anchor: UnitPoint?
        }

        struct ScrollViewProxy {
            @Binding var request: _ScrollRequest?
            func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
                request = _ScrollRequest(key: _flipbookIdentityKey(id), anchor: anchor)
            }
        }

        extension View {
            /// iOS 17: the scroll views below show the view of the bound id where their content
            /// starts (with an anchor, at that anchor), animated by the transaction that set it. A
            /// render has no finger to scroll, so only the scene changes the binding.
            func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
                let key: String? = id.wrappedValue == nil ? nil : _flipbookIdentityKey(id.wrappedValue!)
                return _flipbookScrollTarget(key, anchor: anchor, alignsWithContentStart: anchor == nil)
            }
        }

        struct ScrollViewReader<Content: View>: View {
            let content: (ScrollViewProxy) -> Content
            @State private var request: _ScrollRequest? = nil

            init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
                self.content = content
            }

            var body: some View {
                content(ScrollViewProxy(request: $request))
                    ._flipbookScrollTarget(request?.key, anchor: request?.anchor)
            }
        }

        /// Its label with a chevron in the tint at the trailing edge, turned down while expanded,
        /// and its content below while expanded; a tap on the label (its text names it for
        /// `--tap`) expands or collapses it with the default animation.
        struct DisclosureGroup<Label: View, Content: View>: View {
            let label: Label
            let content: Content
            let binding: Binding<Bool>?
            @State private var ownExpansion = false

            init(_ title: String, @ViewBuilder content: () -> Content) where Label == Text {
                label = Text(title)
                self.content = content()
                binding = nil
            }

            init(_ title: String, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) where Label == Text {
                label = Text(title)
                self.content = content()
                binding = isExpanded
            }

            init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
                self.label = label()
                self.content = content()
                binding = nil
            }

            init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
                self.label = label()
                self.content = content()
                binding = isExpanded
            }

            private var isExpanded: Bool { binding?.wrappedValue ?? ownExpansion }

            var body: some View {
                VStack(alignment: .leading) {
                    HStack {
                        label
                        Spacer()
                        Image(systemName: "chevron.right")
                            .font(.footnote.weight(.semibold))
                            .foregroundStyle(.tint)
                            .rotationEffect(.degrees(isExpanded ? 90 : 0))
                    }
                    .onTapGesture {
                        withAnimation {
                            if let binding { binding.wrappedValue.toggle() } else { ownExpansion.toggle() }
                        }
                    }
                    if isExpanded {
                        content
                    }
                }
            }
        }

        /// iOS 17's empty state, approximated (Apple publishes no metrics): the symbol large and
        /// in the secondary colour over a bold `title2` title, the description in `callout`
        /// secondary and centred, then the actions, all centred in the space offered.
        struct ContentUnavailableView: View {
            let label: AnyView
            let description: AnyView
            let actions: AnyView

            init(_ title: String, systemImage: String, description: Text? = nil) {
                label = AnyView(
                    VStack(spacing: 12) {
                        Image(systemName: systemImage)
                            .font(.system(size: 48))
                            .foregroundStyle(.secondary)
                        Text(title).font(.title2.bold())
                    })
                self.description = AnyView(description)
                actions = AnyView(EmptyView())
            }

            init(
                @ViewBuilder label: () -> some View, @ViewBuilder description: () -> some View = { EmptyView() },
                @ViewBuilder actions: () -> some View = { EmptyView() }
            ) {
                self.label = AnyView(label().font(.title2.bold()))
                self.description = AnyView(description())
                self.actions = AnyView(actions())
            }

            static var search: ContentUnavailableView {
                ContentUnavailableView(
                    "No Results", systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search."))
            }

            static func search(text: String) -> ContentUnavailableView {
                ContentUnavailableView(
                    "No Results for \u{201C}\(text)\u{201D}", systemImage: "magnifyingglass",
                    description: Text("Check the spelling or try a new search."))
            }

            var body: some View {
                VStack(spacing: 8) {
                    label
                    description
                        .font(.callout)
                        .foregroundStyle(.secondary)
                        .multilineTextAlignment(.center)
                    actions.padding(.top, 8)
                }
                .padding()
                .frame(maxWidth: .infinity, maxHeight: .infinity)
            }
        }

        enum ScrollTransitionPhase: Hashable {
            case topLeading, identity, bottomTrailing
            var isIdentity: Bool { self == .identity }
            var value: Double {
                switch self {
                case .topLeading: -1
                case .identity: 0
                case .bottomTrailing: 1
                }
            }
        }

        final class UIScreen {
            static let main = UIScreen()
            var bounds: CGRect { CGRect(origin: .zero, size: _flipbookScreenSize()) }
            var nativeBounds: CGRect { bounds }
            var scale: CGFloat { 1 }
        }
        """#
}
