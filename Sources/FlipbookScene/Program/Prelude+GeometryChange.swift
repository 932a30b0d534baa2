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

            /// iOS 18's `onScrollVisibilityChange(threshold:_:)`: the action runs with `true` when
            /// at least `threshold` of the view shows in its scroll view (on appearing, if it
            /// does), and again whenever that changes after layout.
            func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View {
                background {
                    GeometryReader { proxy in
                        Color.clear
                            .onAppear { if _scrollVisible(proxy, threshold) { action(true) } }
                            .onChange(of: _scrollVisible(proxy, threshold)) { _, visible in action(visible) }
                    }
                }
            }
        }

        /// Whether at least `threshold` of the reader's area lies in its scroll view's visible
        /// bounds (all of it outside any scroll view).
        func _scrollVisible(_ proxy: GeometryProxy, _ threshold: Double) -> Bool {
            guard let viewport = proxy.bounds(of: .scrollView) else { return true }
            let area = proxy.size.width * proxy.size.height
            guard area > 0 else { return false }
            let visible = CGRect(origin: .zero, size: proxy.size).intersection(viewport)
            guard !visible.isNull else { return false }
            return visible.width * visible.height / area >= threshold
        }
        """#
}
