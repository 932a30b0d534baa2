extension Prelude {
    /// iOS 26's Liquid Glass, approximated: `glassEffect(_:in:)` lays an ultra-thin material in
    /// the shape behind the view (a capsule by default), tinted when the glass is, with a
    /// hairline light edge. The refraction and the morphing of `GlassEffectContainer` are not
    /// drawn; the container lays its content out as is.
    static let glassSource = #"""
        struct Glass {
            var _tint: Color? = nil
            static let regular = Glass()
            static let clear = Glass()
            static let identity = Glass()
            func tint(_ color: Color?) -> Glass {
                var glass = self
                glass._tint = color
                return glass
            }
            func interactive(_ isEnabled: Bool = true) -> Glass { self }
        }

        extension View {
            func glassEffect(_ glass: Glass = .regular, in shape: some Shape = Capsule()) -> some View {
                background {
                    ZStack {
                        shape.fill(.ultraThinMaterial)
                        if let tint = glass._tint { shape.fill(tint.opacity(0.35)) }
                        shape.stroke(Color.white.opacity(0.6), lineWidth: 0.5)
                    }
                }
            }

            func glassEffectID<ID: Hashable>(_ id: ID, in namespace: Namespace.ID) -> some View { self }
            func glassEffectUnion<ID: Hashable>(id: ID, namespace: Namespace.ID) -> some View { self }
        }

        /// `.buttonStyle(.glass)`: the label on a capsule of glass.
        struct _GlassButtonChrome: View {
            let label: AnyView
            var body: some View {
                label
                    .padding(.horizontal, 16)
                    .padding(.vertical, 10)
                    .glassEffect()
            }
        }

        struct GlassEffectContainer<Content: View>: View {
            let content: Content
            init(spacing: Double? = nil, @ViewBuilder content: () -> Content) { self.content = content() }
            var body: some View { content }
        }
        """#
}
