import FlipbookModel

/// `matchedGeometryEffect(id:in:properties:anchor:isSource:)`: marks the view with a key in a
/// namespace. The interpreter reads the id and the namespace (scene values); this type reads
/// the rest. What the key does is the animate stage's (see docs/semantics.md).
public struct MatchedGeometryEffect: TraitModifierKind {
    public var value: MatchedGeometry

    public init(value: MatchedGeometry) { self.value = value }

    /// Reads `properties:`, `anchor:` and `isSource:` for a key already read.
    public static func make(
        namespace: IdentityKey, id: IdentityKey, _ arguments: any ArgumentReader
    ) throws(ArgumentError) -> MatchedGeometryEffect {
        var properties = MatchedGeometry.Properties.frame
        switch try arguments.take("properties", as: .enumeration("MatchedGeometryProperties")) {
        case .enumCase(let name, _)?:
            guard let chosen = MatchedGeometry.Properties(rawValue: name) else {
                throw ArgumentError("properties must be .frame, .position or .size, not .\(name)", at: .some("properties"))
            }
            properties = chosen
        case nil, .none?: break
        default: throw ArgumentError("properties must be .frame, .position or .size", at: .some("properties"))
        }
        return MatchedGeometryEffect(
            value: MatchedGeometry(
                namespace: namespace, id: id, properties: properties,
                anchor: try arguments.unitPoint("anchor") ?? .center, isSource: try arguments.bool("isSource") ?? true))
    }

    public func apply(to traits: inout ViewTraits) { traits.matchedGeometry = value }

    public var description: String {
        "matchedGeometryEffect(id: \(value.id), in: \(value.namespace)\(value.isSource ? "" : ", isSource: false"))"
    }
}
