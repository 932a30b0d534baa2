/// One step of a view's identity path (DESIGN §3).
public enum IdentityComponent: Hashable, Sendable, CustomStringConvertible {
    /// The position of a child in its view builder block.
    case slot(Int)
    /// The branch taken by an `if`/`else` or `switch` (0 = first).
    case branch(Int)
    /// An explicit `.id(value)`.
    case explicit(IdentityKey)
    /// The id of a `ForEach` element.
    case element(IdentityKey)
    /// The view given to the modifier at this index of the chain (`background`, `overlay`).
    case attachment(Int)
    /// A `ViewModifier` of the scene applied to the view, by the source offset of the call
    /// that applies it: what owns the modifier's `@State`.
    case modifier(Int)
    /// An effect (`.task`, `.onAppear`, `.onChange`…) of the view, by kind and source offset:
    /// what starts and stops with the view.
    case effect(String, Int)
    /// The type a view erased by `AnyView` has: a different type is a different view.
    case erased(String)
    /// The scene's style (`ButtonStyle`, `ToggleStyle`…) a control draws with, by its type:
    /// what owns the style's `@State`.
    case style(String)

    public var description: String {
        switch self {
        case .slot(let i): "\(i)"
        case .branch(let b): b == 0 ? "T" : (b == 1 ? "F" : "B\(b)")
        case .explicit(let key): "id(\(key))"
        case .element(let key): "[\(key)]"
        case .attachment(let i): "@\(i)"
        case .modifier(let offset): "mod\(offset)"
        case .effect(let kind, let offset): "\(kind)\(offset)"
        case .erased(let type): "<\(type)>"
        case .style(let type): "style(\(type))"
        }
    }
}

/// A hashable rendering of a scene value used as an id: its type tag and canonical text,
/// so that `.id(1)` and `.id("1")` are different identities.
public struct IdentityKey: Hashable, Sendable, CustomStringConvertible {
    public let text: String

    public init(_ text: String) { self.text = text }

    public var description: String { text }
}

/// A view's identity: its path from the root of the preview.
public struct Identity: Hashable, Sendable, CustomStringConvertible {
    public var components: [IdentityComponent]

    public init(_ components: [IdentityComponent] = []) { self.components = components }

    public static let root = Identity()

    public func appending(_ component: IdentityComponent) -> Identity {
        Identity(components + [component])
    }

    public var parent: Identity? {
        components.isEmpty ? nil : Identity(Array(components.dropLast()))
    }

    public func hasPrefix(_ other: Identity) -> Bool {
        components.starts(with: other.components)
    }

    public var description: String { "/" + components.map(\.description).joined(separator: "/") }
}

extension IdentityKey {
    /// The value of the deprecated `animation(_:)` and of `.transaction { }`: every
    /// transaction counts as a change of it.
    public static let anyChange = IdentityKey("\u{0}any")
    /// A marker that hands the levels inside it the animation from outside the modifiers above
    /// it (the inner edge of an `animation(_:body:)`).
    public static let inheritedAnimation = IdentityKey("\u{0}inherited")
}
