import FlipbookModel
import FlipbookSyntax

/// Names of SwiftUI and Foundation types a scene may mention as values (`Color.blue`).
let builtinTypeNames: Set<String> = [
    "Color", "Animation", "AnyTransition", "Font", "Edge", "Alignment", "HorizontalAlignment",
    "VerticalAlignment", "UnitPoint", "Angle", "Double", "CGFloat", "Float", "Int", "String", "Bool",
    "Task", "DispatchQueue", "DispatchTime", "Duration", "UUID", "CGSize", "CGPoint", "EdgeInsets",
]

extension Interpreter {
    /// The value of a bare name: a local, a property of `self`, a top-level constant, a type.
    func lookup(_ name: String, at span: SourceSpan, _ hint: TypeHint, _ env: inout Env) throws(RuntimeError) -> Value {
        if let binding = env.scope.lookup(name) { return binding.value }
        if name == "self" {
            if let value = env.owner?.value { return value }
            throw RuntimeError("'self' of a view can only be used to reach its properties (self.name)", at: span)
        }
        if let owner = env.owner, let value = try ownMember(name, of: owner, at: span) { return value }
        if let value = try globalValue(name, at: span) { return value }
        if let type = index.resolveType(name, from: env.owner?.typeName) { return .type(type) }
        if builtinTypeNames.contains(name) { return .type(name) }
        if index.functions[name] != nil || env.owner.flatMap({ method(named: name, in: $0.typeName) }) != nil {
            throw RuntimeError("function '\(name)' must be called: \(name)(…)", at: span)
        }
        throw RuntimeError("cannot find '\(name)' in scope", at: span)
    }

    /// A stored, `@State` or computed property of `owner`, or nil when it has none of that name.
    func ownMember(_ name: String, of owner: SelfContext, at span: SourceSpan) throws(RuntimeError) -> Value? {
        if let field = owner.fields[name] { return field }
        if let identity = owner.stateIdentity, isStateProperty(name, of: owner.typeName) {
            guard let value = state.value(name, of: identity) else {
                throw RuntimeError("the view owning '@State \(name)' is no longer on screen", at: span)
            }
            return value
        }
        if let computed = computedProperty(named: name, in: owner.typeName) {
            var env = Env(owner: owner)
            let hint = hint(for: computed.type, context: owner.typeName)
            return try runBody(computed.body, hint: hint, isViewBuilder: computed.isViewBuilder, at: computed.span, &env)
        }
        return nil
    }

    func isStateProperty(_ name: String, of typeName: String) -> Bool {
        index.structs[typeName]?.storedProperties.contains { $0.name == name && $0.isState } ?? false
    }

    func computedProperty(named name: String, in typeName: String) -> ComputedPropertyDecl? {
        members(of: typeName).lazy.compactMap { member -> ComputedPropertyDecl? in
            if case .computed(let p) = member, p.name == name, !p.isStatic { return p }
            return nil
        }.first
    }

    func method(named name: String, in typeName: String) -> FunctionDecl? {
        members(of: typeName).lazy.compactMap { member -> FunctionDecl? in
            if case .method(let f) = member, f.name == name, !f.isStatic { return f }
            return nil
        }.first
    }

    func members(of typeName: String) -> [MemberDecl] {
        index.structs[typeName]?.members ?? index.enums[typeName]?.members ?? []
    }

    /// `base.name`, or `.name` resolved by the expected type.
    func member(base: Expr?, name: String, _ hint: TypeHint, at span: SourceSpan, _ env: inout Env) throws(RuntimeError) -> Value {
        guard let base else {
            return try staticMember(of: typeName(for: hint, member: name, at: span), name, hint, at: span)
        }
        if case .identifier("self") = base.kind, let owner = env.owner, owner.value == nil {
            if let value = try ownMember(name, of: owner, at: span) { return value }
            throw RuntimeError("'\(owner.typeName)' has no member '\(name)'", at: span)
        }
        let baseValue = try eval(base, base.isImplicitMemberChain ? hint : .any, &env)
        if case .type(let type) = baseValue {
            return try staticMember(of: type, name, hint, at: span)
        }
        return try instanceMember(of: baseValue, name, at: span)
    }

    /// The type an implicit member expression (`.blue`) refers to.
    func typeName(for hint: TypeHint, member name: String, at span: SourceSpan) throws(RuntimeError) -> String {
        switch hint {
        case .color, .styleOrView: return "Color"
        case .animation: return "Animation"
        case .transition: return "AnyTransition"
        case .edge: return "Edge"
        case .edgeSet: return "Edge.Set"
        case .alignment: return "Alignment"
        case .horizontalAlignment: return "HorizontalAlignment"
        case .verticalAlignment: return "VerticalAlignment"
        case .unitPoint: return "UnitPoint"
        case .font: return "Font"
        case .fontWeight: return "Font.Weight"
        case .fontDesign: return "Font.Design"
        case .angle: return "Angle"
        case .duration: return "Duration"
        case .dispatchTime: return "DispatchTime"
        case .previewTrait: return "PreviewTrait"
        case .builtinEnum(let name): return name
        case .double: return "Double"
        case .int: return "Int"
        case .named(let type): return type
        default:
            let owners = index.enums.filter { $0.value.cases.contains { $0.name == name } }.map(\.key)
            if owners.count == 1, let owner = owners.first { return owner }
            throw RuntimeError(
                "cannot tell which type '.\(name)' belongs to here; write the type out (for example Color.\(name))",
                at: span)
        }
    }
}

extension Expr {
    /// Whether the expression is a chain rooted in an implicit member (`.blue`, `.easeIn(…)`).
    var isImplicitMemberChain: Bool {
        switch kind {
        case .member(nil, _): true
        case .member(.some(let base), _): base.isImplicitMemberChain
        case .call(let callee, _): callee.isImplicitMemberChain
        default: false
        }
    }
}
