extension Prelude {
    /// The screen a scene that presents sheets is drawn in: the preview's views, and over them
    /// the sheet or full-screen cover one of them presents (`Presentations.swift` finds it).
    /// The geometry is UIKit's page sheet on an iPhone in portrait, and the timing a smooth
    /// spring of 0.5 s; both are Flipbook's rules (docs/semantics.md), UIKit does not say.
    static let presentationsSource = #"""
        /// The view a sheet presents, with what the presenting modifier gives it.
        struct _Presented {
            /// "sheet" or "fullScreenCover".
            let style: String
            let content: AnyView
            /// Which modifier presents it, and for which item: another key is another sheet.
            let key: String
        }

        struct _PresentationHost: View {
            let presenting: AnyView
            let presented: _Presented?
            /// The canvas's width: the presenting view shrinks by 16 points on each side.
            let width: CGFloat

            private var isPageSheet: Bool { presented?.style == "sheet" }

            var body: some View {
                ZStack(alignment: .top) {
                    // Behind a page sheet the screen is black, and the presenting view opaque:
                    // both at once, so that only what the shrinking view uncovers turns black.
                    Color.black.opacity(isPageSheet ? 1 : 0).animation(nil, value: isPageSheet)
                    presenting
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                        .background(Color(.systemBackground).opacity(isPageSheet ? 1 : 0).animation(nil, value: isPageSheet))
                        .animation(.smooth(duration: 0.5)) { view in
                            view
                                .clipShape(RoundedRectangle(cornerRadius: isPageSheet ? 10 : 0))
                                .scaleEffect(isPageSheet && width > 32 ? (width - 32) / width : 1, anchor: .top)
                                .offset(y: isPageSheet ? 10 : 0)
                        }
                    ZStack(alignment: .top) {
                        if let presented {
                            _PresentedScreen(presented: presented)
                                .id(presented.key)
                                .transition(.move(edge: .bottom))
                        }
                    }
                    .animation(.smooth(duration: 0.5), value: presented?.key)
                }
            }
        }

        /// A sheet's card (10 points below the top of the presenting view, its top corners
        /// rounded) or a cover's screen, in the system background.
        struct _PresentedScreen: View {
            let presented: _Presented

            var body: some View {
                if presented.style == "sheet" {
                    presented.content
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                        .background(Color(.systemBackground))
                        .clipShape(UnevenRoundedRectangle(topLeadingRadius: 10, topTrailingRadius: 10))
                        .padding(.top, 20)
                } else {
                    presented.content
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                        .background(Color(.systemBackground))
                }
            }
        }
        """#
}
