extension Prelude {
    /// `Table` as an iPhone shows it, in a compact width: a plain list of the rows, each showing
    /// its first column, with the column headers hidden (Apple's documentation of `Table`). The
    /// other columns, widths, selection and sort order are taken and not shown.
    static let tableSource = #"""
        /// A table's column: its title and the view it shows for a row.
        struct TableColumn<RowValue> {
            let _title: String
            let _content: (RowValue) -> AnyView
            init(_ title: String, value: KeyPath<RowValue, String>) {
                _title = title
                _content = { row in AnyView(Text(row[keyPath: value])) }
            }
            init<Value>(_ title: String, value: KeyPath<RowValue, Value>, comparator: Any) {
                _title = title
                _content = { row in AnyView(Text(String(describing: row[keyPath: value]))) }
            }
            init<Content: View>(_ title: String, @ViewBuilder content: @escaping (RowValue) -> Content) {
                _title = title
                _content = { row in AnyView(content(row)) }
            }
            init<Value, Content: View>(_ title: String, value: KeyPath<RowValue, Value>, @ViewBuilder content: @escaping (RowValue) -> Content) {
                _title = title
                _content = { row in AnyView(content(row)) }
            }
            init<Value, Content: View>(_ title: String, value: KeyPath<RowValue, Value>, comparator: Any, @ViewBuilder content: @escaping (RowValue) -> Content) {
                _title = title
                _content = { row in AnyView(content(row)) }
            }
            func width(_ width: CGFloat? = nil) -> TableColumn<RowValue> { self }
            func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn<RowValue> { self }
            func alignment(_ alignment: Any) -> TableColumn<RowValue> { self }
            func customizationID(_ id: String) -> TableColumn<RowValue> { self }
            func defaultVisibility(_ visibility: Visibility) -> TableColumn<RowValue> { self }
        }

        @resultBuilder
        struct TableColumnBuilder<RowValue> {
            static func buildExpression(_ column: Any) -> [Any] { [column] }
            static func buildBlock(_ parts: [Any]...) -> [Any] { parts.flatMap { $0 } }
            static func buildOptional(_ part: [Any]?) -> [Any] { part ?? [] }
            static func buildEither(first part: [Any]) -> [Any] { part }
            static func buildEither(second part: [Any]) -> [Any] { part }
        }

        struct Table<Value: Identifiable>: View {
            let _rows: [Value]
            let _columns: [Any]
            init<Data: RandomAccessCollection>(_ data: Data, @TableColumnBuilder<Value> columns: () -> [Any]) {
                _rows = Array(data)
                _columns = columns()
            }
            init<Data: RandomAccessCollection, Selection>(_ data: Data, selection: Binding<Selection>, @TableColumnBuilder<Value> columns: () -> [Any]) {
                _rows = Array(data)
                _columns = columns()
            }
            init<Data: RandomAccessCollection, Sort>(_ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value> columns: () -> [Any]) {
                _rows = Array(data)
                _columns = columns()
            }
            init<Data: RandomAccessCollection, Selection, Sort>(_ data: Data, selection: Binding<Selection>, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value> columns: () -> [Any]) {
                _rows = Array(data)
                _columns = columns()
            }
            var body: some View {
                List(_rows) { row in
                    if let column = _columns.first as? TableColumn<Value> { column._content(row) }
                }
                .listStyle(.plain)
            }
        }
        """#
}
