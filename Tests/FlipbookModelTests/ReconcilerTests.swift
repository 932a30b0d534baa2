import FlipbookModel
import Testing

@Suite struct ReconcilerTests {
    let span = SourceSpan.unknown(file: "t")

    /// A container for tests: the reconciler never asks it anything.
    struct Box: ContainerLayout {
        var spacerAxis: Axis? { nil }
        var clipsChildren: Bool { false }
        func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews) -> Size { .zero }
        func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) -> [SubviewPlacement] { [] }
        var description: String { "Box" }
    }

    func leaf(_ components: [IdentityComponent]) -> ViewNode {
        ViewNode(identity: Identity(components), content: .empty, span: span)
    }

    func stack(_ components: [IdentityComponent], _ children: [ViewNode]) -> ViewNode {
        ViewNode(identity: Identity(components), content: .container(AnyContainerLayout(Box()), children: children), span: span)
    }

    @Test func sameIdentityIsKeptNewIsInsertedGoneIsRemoved() {
        let old = ViewTree(roots: [stack([.slot(0)], [leaf([.slot(0), .slot(0)]), leaf([.slot(0), .slot(1), .branch(0)])])])
        let new = ViewTree(roots: [stack([.slot(0)], [leaf([.slot(0), .slot(0)]), leaf([.slot(0), .slot(1), .branch(1)])])])
        let diff = Reconciler.diff(old, new)
        #expect(diff.kept == [Identity([.slot(0)]), Identity([.slot(0), .slot(0)])])
        #expect(diff.inserted == [Identity([.slot(0), .slot(1), .branch(1)])])
        #expect(diff.removed == [Identity([.slot(0), .slot(1), .branch(0)])])
        #expect(diff.insertionRoots == diff.inserted)
        #expect(diff.removalRoots == diff.removed)
    }

    @Test func onlyTheTopOfARemovedSubtreeRunsTheTransition() {
        let key = IdentityKey("1")
        let old = ViewTree(roots: [stack([.explicit(key)], [leaf([.explicit(key), .slot(0)])])])
        let new = ViewTree(roots: [stack([.explicit(IdentityKey("2"))], [leaf([.explicit(IdentityKey("2")), .slot(0)])])])
        let diff = Reconciler.diff(old, new)
        #expect(diff.removed.count == 2)
        #expect(diff.removalRoots == [Identity([.explicit(key)])])
        #expect(diff.insertionRoots == [Identity([.explicit(IdentityKey("2"))])])
    }

    @Test func attachmentsAreIndexedUnderTheirView() {
        var node = leaf([.slot(0)])
        node.modifiers = [
            .animation(nil, value: IdentityKey("0")),
            .attachment(Attachment(kind: .background, alignment: .center, node: leaf([.slot(0), .attachment(1)]))),
        ]
        let index = TreeIndex(ViewTree(roots: [node]))
        #expect(index[Identity([.slot(0), .attachment(1)])]?.parent == Identity([.slot(0)]))
        #expect(index[Identity([.slot(0), .attachment(1)])]?.isAttachment == true)
        #expect(index.order.count == 2)
    }
}
