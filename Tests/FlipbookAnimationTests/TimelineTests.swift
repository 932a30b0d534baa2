import FlipbookAnimation
import FlipbookModel
import FlipbookVocabulary
import Testing

/// The animate and sample stages on hand-made trees and layouts.
@Suite struct TimelineTests {
    static let span = SourceSpan.unknown(file: "t")
    let canvas = Size(width: 400, height: 300)

    /// A 100×40 blue rectangle at (50, 80), SEMANTICS §6's transition example.
    func box(_ id: Identity, x: Double = 50, transition: TransitionValue? = nil, opacity: Double? = nil) -> (ViewNode, LayoutTree)
    {
        var node = ViewNode(identity: id, content: .rectangle(RGBA(hex: 0x007AFF)), span: Self.span)
        node.transition = transition
        var layers = [Rect(x: x, y: 80, width: 100, height: 40)]
        if let opacity {
            node.modifiers = [.effect(AnyViewModifier(Opacity(opacity)))]
            layers.append(layers[0])
        }
        return (node, LayoutTree(canvas: canvas, nodes: [id: NodeLayout(layers: layers)]))
    }

    func transaction(_ time: Double, _ animation: Animation?, _ nodes: [ViewNode]) -> SceneTransaction {
        SceneTransaction(time: time, animation: animation, tree: ViewTree(roots: nodes), diff: TreeDiff(), cause: nil)
    }

    /// The timeline of `transactions`, each diffed against the one before, as the run stage does.
    func timeline(_ transactions: [SceneTransaction], _ layouts: [LayoutTree]) -> Timeline {
        var previous = ViewTree(roots: [])
        let diffed = transactions.map { transaction in
            var t = transaction
            t.diff = Reconciler.diff(previous, t.tree)
            previous = t.tree
            return t
        }
        return Timeline(
            transactions: diffed, layouts: layouts, canvas: canvas,
            defaultTransition: .kind(AnyTransitionKind(OpacityTransition())), evaluator: nil)
    }

    let a = Identity([.slot(0), .branch(0)])
    let b = Identity([.slot(0), .branch(1)])

    @Test func opacityInsertionIsHalfWayAtHalfTheEaseInOut() throws {
        let (node, layout) = box(a)
        let timeline = timeline(
            [transaction(0, nil, []), transaction(0.5, .easeInOut(), [node])], [LayoutTree(canvas: canvas, nodes: [:]), layout])
        #expect(DrawnShapes(try timeline.displayList(at: 0.25)).shapes.isEmpty)
        let middle = DrawnShapes(try timeline.displayList(at: 0.5 + 0.175)).shapes
        #expect(middle.count == 1)
        #expect(abs(middle[0].opacity - 0.5) < 1e-6)
        #expect(DrawnShapes(try timeline.displayList(at: 0.5)).shapes.isEmpty)  // willAppear: opacity 0
        #expect(DrawnShapes(try timeline.displayList(at: 1)).shapes.first?.opacity == 1)
    }

    @Test func moveFromTheLeadingEdgeStartsOneWidthToTheLeft() throws {
        let (node, layout) = box(a, transition: .kind(AnyTransitionKind(MoveTransition(edge: .leading))))
        let timeline = timeline(
            [transaction(0, nil, []), transaction(1, .linear(duration: 1), [node])],
            [LayoutTree(canvas: canvas, nodes: [:]), layout])
        #expect(DrawnShapes(try timeline.displayList(at: 1)).shapes.first?.rect.minX == -50)
        #expect(DrawnShapes(try timeline.displayList(at: 1.5)).shapes.first?.rect.minX == 0)
        #expect(DrawnShapes(try timeline.displayList(at: 2)).shapes.first?.rect.minX == 50)
    }

    @Test func slideRemovalEndsOneWidthToTheTrailingSideThenTheViewIsGone() throws {
        let (node, layout) = box(a, transition: .kind(AnyTransitionKind(SlideTransition())))
        let timeline = timeline(
            [transaction(0, nil, [node]), transaction(1, .linear(duration: 1), [])],
            [layout, LayoutTree(canvas: canvas, nodes: [:])])
        #expect(DrawnShapes(try timeline.displayList(at: 0.5)).shapes.first?.rect.minX == 50)
        #expect(DrawnShapes(try timeline.displayList(at: 1.5)).shapes.first?.rect.minX == 100)
        #expect(DrawnShapes(try timeline.displayList(at: 1.999)).shapes.count == 1)
        #expect(DrawnShapes(try timeline.displayList(at: 2.001)).shapes.isEmpty)
        #expect(timeline.settleTime >= 2)
    }

    @Test func anIdentityThatComesBackKeepsItsEarlierLife() throws {
        let (node, layout) = box(a, transition: .kind(AnyTransitionKind(SlideTransition())))
        let empty = LayoutTree(canvas: canvas, nodes: [:])
        let timeline = timeline(
            [
                transaction(0, nil, [node]), transaction(1, .linear(duration: 0.5), []),
                transaction(2, .linear(duration: 0.5), [node]),
            ], [layout, empty, layout])
        #expect(DrawnShapes(try timeline.displayList(at: 0.5)).shapes.first?.rect.minX == 50)
        #expect(DrawnShapes(try timeline.displayList(at: 1.25)).shapes.first?.rect.minX == 100)
        #expect(DrawnShapes(try timeline.displayList(at: 1.75)).shapes.isEmpty)
        #expect(DrawnShapes(try timeline.displayList(at: 2)).shapes.first?.rect.minX == -50)
        #expect(DrawnShapes(try timeline.displayList(at: 2.25)).shapes.first?.rect.minX == 0)
        #expect(DrawnShapes(try timeline.displayList(at: 3)).shapes.first?.rect.minX == 50)
    }

    @Test func withoutAnimationInsertionAndRemovalAreImmediate() throws {
        let (first, firstLayout) = box(a)
        let (second, secondLayout) = box(b, x: 200)
        let timeline = timeline([transaction(0, nil, [first]), transaction(1, nil, [second])], [firstLayout, secondLayout])
        let shapes = DrawnShapes(try timeline.displayList(at: 1)).shapes
        #expect(shapes.count == 1)
        #expect(shapes.first?.identity == b)
        #expect(shapes.first?.opacity == 1)
    }

    @Test func frameUpdateFollowsTheCurve() throws {
        let (start, startLayout) = box(a, x: 0)
        let (end, endLayout) = box(a, x: 200)
        let timeline = timeline([transaction(0, nil, [start]), transaction(0, .easeInOut(), [end])], [startLayout, endLayout])
        // SEMANTICS §6: .easeInOut (0.35 s) from x = 0 to 200 at t = 0.0875 gives 25.8324.
        let x = DrawnShapes(try timeline.displayList(at: 0.0875)).shapes.first?.rect.minX ?? .nan
        #expect(abs(x - 25.8324) < 1e-3)
    }

    @Test func animationModifierOverridesTheTransactionWhenItsValueChanges() throws {
        func node(opacity: Double, value: String) -> ViewNode {
            var n = ViewNode(identity: a, content: .rectangle(.black), span: Self.span)
            n.modifiers = [
                .effect(AnyViewModifier(Opacity(opacity))), .animation(.linear(duration: 1), value: IdentityKey(value)),
            ]
            return n
        }
        let frame = Rect(x: 0, y: 0, width: 10, height: 10)
        let layout = LayoutTree(canvas: canvas, nodes: [a: NodeLayout(layers: [frame, frame, frame])])
        let changed = timeline(
            [
                transaction(0, nil, [node(opacity: 0, value: "false")]),
                transaction(0, nil, [node(opacity: 1, value: "true")]),
            ], [layout, layout])
        #expect(abs((DrawnShapes(try changed.displayList(at: 0.25)).shapes.first?.opacity ?? 0) - 0.25) < 1e-9)
        let unchanged = timeline(
            [
                transaction(0, nil, [node(opacity: 0, value: "same")]),
                transaction(0, nil, [node(opacity: 1, value: "same")]),
            ], [layout, layout])
        #expect(DrawnShapes(try unchanged.displayList(at: 0.25)).shapes.first?.opacity == 1)
    }

    @Test func aRemovedViewKeepsItsPlaceAmongItsSiblings() throws {
        let parent = Identity([.slot(0)])
        func child(_ i: Int, x: Double) -> (ViewNode, Identity, Rect) {
            let id = parent.appending(.element(IdentityKey("\(i)")))
            return (
                ViewNode(identity: id, content: .rectangle(.black), span: Self.span), id, Rect(x: x, y: 0, width: 10, height: 10)
            )
        }
        let (c0, i0, r0) = child(0, x: 0), (c1, i1, r1) = child(1, x: 20), (c2, i2, r2) = child(2, x: 40)
        func stack(_ children: [ViewNode]) -> ViewNode {
            ViewNode(
                identity: parent, content: .container(AnyContainerLayout(ZStackLayout()), children: children), span: Self.span)
        }
        let whole = Rect(x: 0, y: 0, width: 50, height: 10)
        let before = LayoutTree(
            canvas: canvas,
            nodes: [
                parent: NodeLayout(layers: [whole]), i0: NodeLayout(layers: [r0]),
                i1: NodeLayout(layers: [r1]), i2: NodeLayout(layers: [r2]),
            ])
        let after = LayoutTree(
            canvas: canvas,
            nodes: [
                parent: NodeLayout(layers: [whole]), i0: NodeLayout(layers: [r0]),
                i2: NodeLayout(layers: [r2]),
            ])
        let timeline = timeline(
            [transaction(0, nil, [stack([c0, c1, c2])]), transaction(1, .linear(duration: 1), [stack([c0, c2])])],
            [before, after])
        #expect(DrawnShapes(try timeline.displayList(at: 1.5)).shapes.map(\.identity) == [i0, i1, i2])
    }
}

/// The shapes a display list draws, with translations/scales and group opacity applied.
struct DrawnShapes {
    struct Shape {
        var identity: Identity
        var rect: Rect
        var opacity: Double
    }

    var shapes: [Shape] = []

    init(_ list: DisplayList) {
        collect(list.items, transform: .identity, opacity: 1)
    }

    private mutating func collect(_ items: [DisplayItem], transform: AffineTransform, opacity: Double) {
        for item in items {
            switch item {
            case .shape(let shape):
                let rect = shape.path.boundingRect
                let p0 = transform.apply(rect.origin)
                let p1 = transform.apply(Point(x: rect.maxX, y: rect.maxY))
                shapes.append(
                    Shape(
                        identity: shape.identity,
                        rect: Rect(x: p0.x, y: p0.y, width: p1.x - p0.x, height: p1.y - p0.y),
                        opacity: opacity * (shape.paint.alpha ?? 1)))
            case .group(let group):
                collect(group.items, transform: transform.concatenating(group.transform), opacity: opacity * group.opacity)
            case .text, .backdrop, .image:
                continue
            }
        }
    }
}

extension ViewContent {
    /// A filled rectangle, resolved.
    static func rectangle(_ color: RGBA) -> ViewContent {
        .leaf(AnyLeafView(ShapeLeaf(shape: .rectangle, fill: Paintable(.color(.fixed(color)))).resolved(in: EnvironmentValues())))
    }
}

extension Paint {
    var alpha: Double? {
        if case .color(let c) = self { return c.alpha }
        return nil
    }
}
