/// Local variables of one block, and the block around it. A class: closures capture scopes by
/// reference, so a closure sees (and makes) later changes to the variables it captured, as in
/// Swift.
final class Scope: @unchecked Sendable {
    let parent: Scope?
    private(set) var variables: [String: Variable] = [:]
    /// The names the block's own `let`/`var`/`func` declarations introduced (not parameters
    /// or bindings), which Swift does not allow twice in one block.
    private var declaredNames: Set<String> = []

    init(parent: Scope?) { self.parent = parent }

    func declare(_ name: String, _ value: Value, isLet: Bool, type: TypeValue? = nil) {
        guard name != "_" else { return }
        let variable = Variable(value, isLet: isLet)
        variable.declaredType = type
        variables[name] = variable
    }

    func declare(_ name: String, variable: Variable) {
        guard name != "_" else { return }
        variables[name] = variable
    }

    /// Records a declaration of the block; false when the block already declares `name`.
    func recordDeclaration(_ name: String) -> Bool {
        name == "_" || declaredNames.insert(name).inserted
    }

    /// The variable `name`, looking outwards.
    func lookup(_ name: String) -> Variable? {
        var scope: Scope? = self
        while let current = scope {
            if let variable = current.variables[name] { return variable }
            scope = current.parent
        }
        return nil
    }

    /// A new scope inside this one.
    func child() -> Scope { Scope(parent: self) }
}

/// A variable: its value and whether it may change.
final class Variable: @unchecked Sendable {
    var value: Value
    let isLet: Bool
    /// A `let` declared without a value gets one assignment.
    var isInitialized: Bool
    /// A local computed variable (`var total: Int { … }` in a function): its getter, run at
    /// each read.
    var getter: Function?
    /// A closure's `$item` parameter makes `item` this: read and written through the binding.
    var binding: Binding?
    /// The type written for it (`var items: [Item] = []`, a parameter's), which the value alone
    /// may not tell: an empty array's elements take it (`items.append(.init(…))`).
    var declaredType: TypeValue?

    init(_ value: Value, isLet: Bool, isInitialized: Bool = true) {
        self.value = value
        self.isLet = isLet
        self.isInitialized = isInitialized
    }
}
