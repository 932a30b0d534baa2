import FlipbookModel

extension NativeTypes {
    /// What `ScrollViewReader` gives its content. Scroll views are drawn at rest, so scrolling
    /// to a view would be a silently wrong picture: `scrollTo` is an error at its call.
    static let scrollViewProxy = NativeType("ScrollViewProxy") { t in
        t.methods.define("scrollTo") { _, _, a throws(Interrupt) in
            throw .error(
                "ScrollViewProxy.scrollTo is not supported by Flipbook yet: scroll views are drawn at rest, at offset zero",
                at: a.span)
        }
    }
}
