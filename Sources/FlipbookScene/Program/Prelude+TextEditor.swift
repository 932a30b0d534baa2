extension Prelude {
    /// `TextEditor`, at rest: it takes all the space offered and shows its text from the top
    /// leading corner, inset as UIKit's text view insets it (5 points across, 8 down), wrapped,
    /// in the environment's font. Nobody types offline; the binding's value is what is shown.
    static let textEditorSource = #"""
        struct TextEditor: View {
            @Binding var text: String
            init(text: Binding<String>) { _text = text }
            init(text: Binding<String>, selection: Binding<Any?>) { _text = text }
            var body: some View {
                Text(verbatim: text)
                    .padding(.horizontal, 5)
                    .padding(.vertical, 8)
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            }
        }
        """#

    /// `ShareLink`, at rest: a borderless button whose label is the title (default "Share") with
    /// the `square.and.arrow.up` symbol, in the accent colour; the share sheet never opens
    /// offline.
    static let shareLinkSource = #"""
        struct ShareLink: View {
            let label: AnyView
            init<Item>(item: Item, subject: Text? = nil, message: Text? = nil) {
                label = AnyView(Label("Share", systemImage: "square.and.arrow.up"))
            }
            init<Item, P>(item: Item, subject: Text? = nil, message: Text? = nil, preview: P) {
                label = AnyView(Label("Share", systemImage: "square.and.arrow.up"))
            }
            init<Item>(_ title: String, item: Item, subject: Text? = nil, message: Text? = nil) {
                label = AnyView(Label(title, systemImage: "square.and.arrow.up"))
            }
            init<Item, P>(_ title: String, item: Item, subject: Text? = nil, message: Text? = nil, preview: P) {
                label = AnyView(Label(title, systemImage: "square.and.arrow.up"))
            }
            init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> some View) {
                self.label = AnyView(label())
            }
            init<Item, P>(
                item: Item, subject: Text? = nil, message: Text? = nil, preview: P, @ViewBuilder label: () -> some View
            ) {
                self.label = AnyView(label())
            }
            var body: some View {
                Button(action: {}) { label }
            }
        }

        struct SharePreview {
            init<I>(_ title: String, image: I) {}
            init(_ title: String) {}
        }
        """#
}
