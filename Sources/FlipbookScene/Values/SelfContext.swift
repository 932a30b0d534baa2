import FlipbookModel

/// The `self` that code runs in: a view instance (whose `@State` lives in the state store under
/// `stateIdentity`), a data instance, or an enum case.
struct SelfContext: Sendable {
    var typeName: String
    /// Stored properties that are not `@State`.
    var fields: [String: Value]
    /// Where the view's `@State` lives; nil outside views.
    var stateIdentity: Identity?
    /// The value of `self` when it is a data instance or an enum case.
    var value: Value?
}
