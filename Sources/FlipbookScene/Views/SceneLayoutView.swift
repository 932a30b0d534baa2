import FlipbookModel
import FlipbookVocabulary

/// `MyLayout { content }` and `layout(content)`: a container laid out by the scene's `Layout`
/// type (the prelude's `callAsFunction` calls `_sceneLayout`). The layout value is frozen for
/// the layout stage, which calls its `sizeThatFits` and `placeSubviews` (`SceneLayout`).
extension NativeGlobals {
    static let sceneLayoutCalls: [String: NativeType.Call] = [
        "_sceneLayout": { i, a throws(Interrupt) in
            let layout = try a.required(nil)
            let content = try a.required(nil)
            try a.finish()
            guard case .instance(let instance) = layout, instance.type.conforms(to: "Layout") else {
                throw .error("expected a Layout, found \(i.typeName(of: layout))", at: a.span)
            }
            let handle = i.registerLive(layout)
            // One slot holding the content, as the built-in layouts' `HStack { content() }`
            // has: switching between them inside an `AnyLayout` keeps every subview's identity.
            let view = ViewValue.block([try i.asView(content, at: a.span)])
            return .view(.container(AnyContainerLayout(SceneLayout(handle: handle)), content: view, span: a.span))
        }
    ]
}
