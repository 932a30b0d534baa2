extension Prelude {
    /// An app's scenes, as a file without previews that declares `@main struct MyApp: App`
    /// shows them: its `WindowGroup`'s content, what the app shows at launch on an iPhone. The
    /// app is drawn as a view (its `@State` and `@StateObject` live as a view's do), and so are
    /// its scenes; what only a Mac or an iPad has (commands, window sizes, other windows) changes
    /// nothing.
    static let appSource = #"""
        protocol Scene {}

        struct WindowGroup<Content: View>: View, Scene {
            let content: Content
            init(@ViewBuilder content: () -> Content) { self.content = content() }
            init(_ title: String, @ViewBuilder content: () -> Content) { self.content = content() }
            init(_ title: String, id: String, @ViewBuilder content: () -> Content) { self.content = content() }
            init(id: String, @ViewBuilder content: () -> Content) { self.content = content() }
            var body: some View { content }
        }

        extension View {
            func commands(@ViewBuilder content: () -> some View) -> some View { self }
            func defaultSize(width: CGFloat, height: CGFloat) -> some View { self }
            func windowResizability(_ resizability: WindowResizability) -> some View { self }
            func windowStyle(_ style: Any) -> some View { self }
            func windowToolbarStyle(_ style: Any) -> some View { self }
            func handlesExternalEvents(matching conditions: Set<String>) -> some View { self }
            func backgroundTask(_ task: Any, action: @escaping (Any) async -> Void) -> some View { self }
        }

        enum WindowResizability { case automatic, contentSize, contentMinSize }

        /// Command menus, which a Mac's menu bar shows: nothing on an iPhone.
        struct CommandGroup: View {
            init(replacing placement: Any, @ViewBuilder addition: () -> some View) {}
            init(after placement: Any, @ViewBuilder addition: () -> some View) {}
            init(before placement: Any, @ViewBuilder addition: () -> some View) {}
            var body: some View { EmptyView() }
        }
        struct CommandMenu: View {
            init(_ name: String, @ViewBuilder content: () -> some View) {}
            var body: some View { EmptyView() }
        }
        """#
}
