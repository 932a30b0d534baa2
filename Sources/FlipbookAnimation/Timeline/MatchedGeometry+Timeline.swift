import FlipbookModel

/// `matchedGeometryEffect` across an insertion and a removal (SEMANTICS §4): when a view with a
/// (namespace, id) is removed and another with the same key is inserted in one transaction,
/// the inserted view's frame animates from the removed view's frame, and the removed view's
/// frame animates to the inserted view's, with the transaction's animation; both still run
/// their own transitions (the default `.opacity` cross-fades them).
///
/// [U] Flipbook moves frames rather than laying the views out again at every frame: the
/// matched view's own frames are mapped whole (position and size, per `properties`), and the
/// views inside it keep their size and move with it (their centres are mapped).
extension TimelineBuilder {
    mutating func matchGeometry(
        _ transaction: SceneTransaction, index: TreeIndex, layout: LayoutTree, previous: TimelineState,
        animationOf: (Identity) -> Animation?
    ) {
        let removed = Self.matched(transaction.diff.removed, in: previous.index)
        guard !removed.isEmpty else { return }
        let inserted = Self.matched(transaction.diff.inserted, in: index)
        for (key, newNode) in inserted {
            guard let oldNode = removed[key], let matched = newNode.traits.matchedGeometry,
                let animation = animationOf(newNode.identity),
                let newFrames = layout[newNode.identity]?.layers, !newFrames.isEmpty,
                let oldRect = displayedFrame(oldNode, at: transaction.time, layout: previous.layout)
            else { continue }
            let newRect = newFrames[Self.matchedLayer(newNode, frameCount: newFrames.count)]
            let time = transaction.time
            // The new view starts on the old one's frame…
            let fromOld = FrameMapping(from: newRect, to: oldRect, properties: matched.properties, anchor: matched.anchor)
            for (member, isRoot) in Self.members(newNode) {
                guard let frames = layout[member.identity]?.layers else { continue }
                for (j, frame) in frames.enumerated() where !isRoot || j <= Self.matchedLayer(member, frameCount: frames.count) {
                    let key = TrackKey(identity: member.identity, property: .layer(j))
                    let target = AnimatableVectors.frame(frame)
                    tracks[key]?.reset(to: AnimatableVectors.frame(fromOld.map(frame, whole: isRoot)), at: time)
                    tracks[key]?.set(target, at: time, animation: animation)
                }
            }
            // …and the old one, leaving, moves onto the new one's.
            let toNew = FrameMapping(from: oldRect, to: newRect, properties: matched.properties, anchor: matched.anchor)
            for (member, isRoot) in Self.members(oldNode) {
                guard let frames = previous.layout[member.identity]?.layers else { continue }
                for j in frames.indices where !isRoot || j <= Self.matchedLayer(member, frameCount: frames.count) {
                    let key = TrackKey(identity: member.identity, property: .layer(j))
                    guard let shown = tracks[key].map({ AnimatableVectors.rect($0.value(at: time)) }) else { continue }
                    tracks[key]?.set(AnimatableVectors.frame(toNew.map(shown, whole: isRoot)), at: time, animation: animation)
                }
            }
        }
    }

    /// Views with `isSource: false` take the geometry of the source with their key (SEMANTICS
    /// §4): their frames at the effect are mapped onto the source's, and move with the
    /// animation in effect for them when either changes.
    mutating func followSources(
        time: Double, index: TreeIndex, layout: LayoutTree, inserted: Set<Identity>,
        animationOf: (Identity) -> Animation?
    ) {
        var sources: [MatchedKey: Rect] = [:]
        var followers: [(ViewNode, MatchedGeometry)] = []
        for identity in index.order {
            guard let node = index[identity]?.node, let matched = node.traits.matchedGeometry,
                let frames = layout[identity]?.layers, !frames.isEmpty
            else { continue }
            if matched.isSource {
                sources[MatchedKey(namespace: matched.namespace, id: matched.id)] =
                    frames[Self.matchedLayer(node, frameCount: frames.count)]
            } else {
                followers.append((node, matched))
            }
        }
        for (node, matched) in followers {
            guard let source = sources[MatchedKey(namespace: matched.namespace, id: matched.id)],
                let frames = layout[node.identity]?.layers
            else { continue }
            let own = frames[Self.matchedLayer(node, frameCount: frames.count)]
            let mapping = FrameMapping(from: own, to: source, properties: matched.properties, anchor: matched.anchor)
            let animation = animationOf(node.identity)
            for (member, isRoot) in Self.members(node) {
                guard let memberFrames = layout[member.identity]?.layers else { continue }
                for (j, frame) in memberFrames.enumerated()
                where !isRoot || j <= Self.matchedLayer(member, frameCount: memberFrames.count) {
                    let key = TrackKey(identity: member.identity, property: .layer(j))
                    let target = AnimatableVectors.frame(mapping.map(frame, whole: isRoot))
                    guard tracks[key] != nil, tracks[key]?.target != target else { continue }
                    // A view that appears starts on its source (its insertion is the transition's).
                    if inserted.contains(member.identity) {
                        tracks[key]?.reset(to: target, at: time)
                    } else {
                        tracks[key]?.set(target, at: time, animation: animation)
                    }
                }
            }
        }
    }

    /// Views among `identities` that carry a matched-geometry key, by key.
    private static func matched(_ identities: [Identity], in index: TreeIndex) -> [MatchedKey: ViewNode] {
        var out: [MatchedKey: ViewNode] = [:]
        for identity in identities {
            guard let node = index[identity]?.node, let matched = node.traits.matchedGeometry else { continue }
            out[MatchedKey(namespace: matched.namespace, id: matched.id)] = node
        }
        return out
    }

    /// A view and every view inside the effect (its content, and the attachments of modifiers
    /// inside the effect; a `.background` applied after it stays put); true for the view itself.
    private static func members(_ node: ViewNode) -> [(ViewNode, Bool)] {
        var out: [(ViewNode, Bool)] = [(node, true)]
        let layer = node.traits.matchedGeometry?.layer ?? node.modifiers.count
        for (i, modifier) in node.modifiers.enumerated() where i < layer {
            if case .attachment(let attachment) = modifier { out += subtree(attachment.node).map { ($0, false) } }
        }
        for child in node.contentChildren { out += subtree(child).map { ($0, false) } }
        return out
    }

    /// The index of the frame the effect is attached at.
    private static func matchedLayer(_ node: ViewNode, frameCount: Int) -> Int {
        min(max(0, node.traits.matchedGeometry?.layer ?? frameCount - 1), frameCount - 1)
    }

    /// Where a view's matched frame is drawn at `time` (mid-animation if it is moving).
    private func displayedFrame(_ node: ViewNode, at time: Double, layout: LayoutTree) -> Rect? {
        guard let frames = layout[node.identity]?.layers, !frames.isEmpty else { return nil }
        let j = Self.matchedLayer(node, frameCount: frames.count)
        let key = TrackKey(identity: node.identity, property: .layer(j))
        return tracks[key].map { AnimatableVectors.rect($0.value(at: time)) } ?? frames[j]
    }
}

struct MatchedKey: Hashable {
    var namespace: IdentityKey
    var id: IdentityKey
}

/// The map that takes one view's frame onto another's: frames of the matched view map whole;
/// frames inside it keep their size and have their centre mapped.
struct FrameMapping {
    var from: Rect
    var to: Rect
    var scaleX: Double
    var scaleY: Double

    init(from: Rect, to: Rect, properties: MatchedGeometry.Properties, anchor: UnitPoint) {
        let scalesSize = properties != .position
        let sx = scalesSize && from.width > 0 ? to.width / from.width : 1
        let sy = scalesSize && from.height > 0 ? to.height / from.height : 1
        // The anchor of `from` lands on the anchor of `to` (or stays put when only the size
        // is matched).
        let a = from.point(at: anchor)
        let b = properties == .size ? a : to.point(at: anchor)
        self.from = from
        self.to = Rect(
            x: b.x - (a.x - from.minX) * sx, y: b.y - (a.y - from.minY) * sy, width: from.width * sx, height: from.height * sy)
        scaleX = sx
        scaleY = sy
    }

    func map(_ rect: Rect, whole: Bool) -> Rect {
        let cx = to.minX + (rect.midX - from.minX) * scaleX
        let cy = to.minY + (rect.midY - from.minY) * scaleY
        let w = whole ? rect.width * scaleX : rect.width
        let h = whole ? rect.height * scaleY : rect.height
        return Rect(x: cx - w / 2, y: cy - h / 2, width: w, height: h)
    }
}
