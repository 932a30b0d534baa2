extension Prelude {
    /// Hierarchical lists and control groups, in Swift. `List(data, children: \.children)` and
    /// `OutlineGroup` show their top-level rows collapsed, as iOS first shows them, each row that
    /// has children (even none) with a disclosure chevron in the tint; nobody expands a row
    /// offline. `ControlGroup` is iOS's row of controls sharing one rounded background,
    /// separated by hairlines (its numbers are chosen, as docs/scene-language.md says).
    static let outlineSource = #"""
        extension List {
            init<Data: RandomAccessCollection, RowContent: View>(
                _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Any? = nil,
                @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
            ) {
                self = List(data) { element in
                    _OutlineRow(hasChildren: element[keyPath: children] != nil, content: rowContent(element))
                }
            }
            init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
                _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>, selection: Any? = nil,
                @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
            ) {
                self = List(data, id: id) { element in
                    _OutlineRow(hasChildren: element[keyPath: children] != nil, content: rowContent(element))
                }
            }
        }

        struct OutlineGroup<Data: RandomAccessCollection, Leaf: View>: View {
            let rows: [AnyView]
            init(_ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder content: @escaping (Data.Element) -> Leaf) {
                rows = data.map { element in
                    AnyView(_OutlineRow(hasChildren: element[keyPath: children] != nil, content: content(element)))
                }
            }
            init<ID: Hashable>(
                _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
                @ViewBuilder content: @escaping (Data.Element) -> Leaf
            ) {
                self.init(data, children: children, content: content)
            }
            var body: some View {
                ForEach(rows.indices, id: \.self) { index in rows[index] }
            }
        }

        /// A row of a hierarchical list: its content, and a collapsed row's chevron.
        struct _OutlineRow<Content: View>: View {
            let hasChildren: Bool
            let content: Content
            var body: some View {
                HStack {
                    content
                    if hasChildren {
                        Spacer(minLength: 8)
                        Image(systemName: "chevron.right")
                            .font(.system(size: 14, weight: .semibold))
                            .foregroundStyle(.tint)
                    }
                }
            }
        }

        struct ControlGroup<Content: View>: View {
            let items: [(label: AnyView, tag: Any)]
            init(@ViewBuilder content: () -> Content) { items = _pickerItems(content()) }
            init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> some View) { self.init(content: content) }
            init(_ title: String, @ViewBuilder content: () -> Content) { self.init(content: content) }
            init(_ title: String, systemImage: String, @ViewBuilder content: () -> Content) { self.init(content: content) }
            var body: some View {
                HStack(spacing: 0) {
                    ForEach(items.indices, id: \.self) { index in
                        if index > 0 {
                            Rectangle().fill(Color(.separator)).frame(width: 0.5, height: 20)
                        }
                        items[index].label
                            .buttonStyle(.borderless)
                            .frame(maxWidth: .infinity, minHeight: 44)
                    }
                }
                .background(RoundedRectangle(cornerRadius: 10).fill(Color(.tertiarySystemFill)))
            }
        }

        struct _ControlGroupStyle {
            static let automatic = _ControlGroupStyle()
            static let navigation = _ControlGroupStyle()
            static let palette = _ControlGroupStyle()
            static let compactMenu = _ControlGroupStyle()
            static let menu = _ControlGroupStyle()
        }
        extension View {
            func controlGroupStyle(_ style: _ControlGroupStyle) -> some View { self }
        }
        """#
}
