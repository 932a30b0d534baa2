extension Prelude {
    /// iOS 18's `TextRenderer` and `Text.Layout`: the lines, runs and glyph slices of a laid-out
    /// text, each a collection of the next, with their typographic bounds (in the text's own
    /// coordinates, y down from its top) and a run's custom attributes. The layout values are
    /// made natively (`Interpreter.renderText`); drawing one with a `GraphicsContext` draws
    /// that part of the text.
    static let textRendererSource = #"""
        protocol TextRenderer: Animatable {
            func draw(layout: Text.Layout, in context: inout GraphicsContext)
        }

        /// A value marking runs of text for a renderer (`Text("…").customAttribute(Emphasis())`).
        protocol TextAttribute: Hashable {}

        extension Text {
            struct Layout: RandomAccessCollection {
                var _elements: [Line]
                var isTruncated: Bool { false }

                struct TypographicBounds: Equatable {
                    var origin: CGPoint
                    var width: CGFloat
                    var ascent: CGFloat
                    var descent: CGFloat
                    var leading: CGFloat
                    var rect: CGRect { CGRect(x: origin.x, y: origin.y - ascent, width: width, height: ascent + descent) }
                }

                struct Line: RandomAccessCollection {
                    var _elements: [Run]
                    var typographicBounds: TypographicBounds
                    var _line: Int
                    var origin: CGPoint { typographicBounds.origin }
                }

                struct Run: RandomAccessCollection {
                    var _elements: [RunSlice]
                    var typographicBounds: TypographicBounds
                    var _attributes: [Any]
                    var _line: Int
                    var _run: Int
                    var _start: Int
                    var _end: Int
                    var layoutDirection: LayoutDirection { .leftToRight }
                    subscript<T: TextAttribute>(_ key: T.Type) -> T? {
                        for attribute in _attributes {
                            if let found = attribute as? T { return found }
                        }
                        return nil
                    }
                }

                /// One glyph of a run.
                struct RunSlice {
                    var typographicBounds: TypographicBounds
                    var _line: Int
                    var _run: Int
                    var _start: Int
                    var _end: Int
                }
            }
        }

        extension View {
            func textRenderer<R: TextRenderer>(_ renderer: R) -> some View { _textRenderer(renderer) }
        }
        """#
}
