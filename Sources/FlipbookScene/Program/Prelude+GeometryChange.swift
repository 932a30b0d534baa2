extension Prelude {
    /// `onGeometryChange(for:of:action:)`, as the GeometryReader idiom it replaced: a clear
    /// reader behind the view runs the action with the transformed value when it first appears
    /// and whenever the value changes after layout. The two-value form gets the old and the new
    /// value; on appearing both are the first value (docs/semantics.md, "Geometry changes").
    static let geometryChangeSource = #"""
        extension View {
            func onGeometryChange<T: Equatable>(
                for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (T) -> Void
            ) -> some View {
                background {
                    GeometryReader { proxy in
                        Color.clear
                            .onAppear { action(transform(proxy)) }
                            .onChange(of: transform(proxy)) { _, newValue in action(newValue) }
                    }
                }
            }

            func onGeometryChange<T: Equatable>(
                for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                action: @escaping (_ oldValue: T, _ newValue: T) -> Void
            ) -> some View {
                background {
                    GeometryReader { proxy in
                        Color.clear
                            .onAppear {
                                let first = transform(proxy)
                                action(first, first)
                            }
                            .onChange(of: transform(proxy)) { oldValue, newValue in action(oldValue, newValue) }
                    }
                }
            }
        }
        """#
}
