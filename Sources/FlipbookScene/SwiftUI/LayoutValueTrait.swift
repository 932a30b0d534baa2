import FlipbookModel

/// `.layoutValue(key:value:)` on a view: its value for that key, which the custom `Layout`
/// around it reads (`subview[Rank.self]`).
struct LayoutValueTrait: TraitModifierKind {
    let key: String
    let handle: LiveHandle

    func apply(to traits: inout ViewTraits) { traits.layoutValues[key] = handle }

    var description: String { "layoutValue(\(key): \(handle.fingerprint))" }
}
