import SwiftSyntax

/// The wording of every "not supported" error, kept in one place so messages stay consistent
/// and can be reworded without touching the lowering code.
///
/// Each message says what is not supported and, where there is one, what to write instead.
enum UnsupportedSyntax {
    /// The message for a node whose whole kind is unsupported.
    static func message(for node: Syntax) -> String {
        switch node.kind {
        case .classDecl: "classes are not supported in scene files; use a struct"
        case .actorDecl: "actors are not supported in scene files; use a struct"
        case .protocolDecl: "protocols are not supported in scene files"
        case .extensionDecl:
            "extensions are not supported in scene files; declare the members in the type itself"
        case .typeAliasDecl: "typealiases are not supported in scene files; write the type out"
        case .associatedTypeDecl: "associated types are not supported in scene files"
        case .initializerDecl:
            "custom initializers are not supported; use the memberwise initializer and default values"
        case .deinitializerDecl: "deinitializers are not supported in scene files"
        case .subscriptDecl: "subscript declarations are not supported in scene files"
        case .operatorDecl, .precedenceGroupDecl: "custom operators are not supported in scene files"
        case .macroDecl: "macro declarations are not supported in scene files"
        case .ifConfigDecl: "conditional compilation (#if) is not supported in scene files"
        case .poundSourceLocation: "#sourceLocation is not supported in scene files"
        case .enumCaseDecl: "'case' declarations are only allowed inside an enum"
        case .guardStmt:
            "'guard' is not supported; use 'if' with the opposite condition"
        case .deferStmt: "'defer' is not supported in scene files"
        case .throwStmt: "'throw' is not supported in scene files"
        case .repeatStmt: "'repeat'-'while' loops are not supported; use 'while'"
        case .fallThroughStmt: "'fallthrough' is not supported; list several patterns in one 'case'"
        case .labeledStmt: "labelled statements are not supported in scene files"
        case .discardStmt, .yieldStmt: "this statement is not supported in scene files"
        case .optionalChainingExpr:
            "optional chaining ('?.') is not supported; compare with nil or use '??' with a default"
        case .forceUnwrapExpr: "force unwrapping ('!') is not supported; use '??' with a default"
        case .asExpr: "type casts ('as') are not supported in scene files"
        case .isExpr: "type checks ('is') are not supported in scene files"
        case .regexLiteralExpr: "regex literals are not supported in scene files"
        case .dictionaryExpr: "dictionary literals are not supported in scene files; use an array"
        case .inOutExpr: "inout arguments ('&') are not supported in scene files"
        case .genericSpecializationExpr:
            "explicit generic arguments are not supported in scene files; let the type be inferred"
        case .postfixOperatorExpr: "postfix operators (such as one-sided ranges 'a...') are not supported"
        case .superExpr: "'super' is not supported in scene files"
        case .editorPlaceholderExpr: "an editor placeholder must be replaced with code"
        case .typeExpr: "a type is not supported in this position"
        case .closureCaptureClause: "closure capture lists ('[weak self]') are not supported; remove the list"
        case .genericParameterClause: "generic parameters are not supported in scene files"
        case .genericWhereClause: "'where' clauses on declarations are not supported in scene files"
        case .optionalBindingCondition:
            "optional binding ('if let') is not supported; compare with nil or use '??' with a default"
        case .matchingPatternCondition: "'if case' conditions are not supported; use 'switch' or '=='"
        case .availabilityCondition: "availability conditions ('#available') are not supported"
        case .keyPathSubscriptComponent: "subscripts in key paths are not supported"
        case .keyPathOptionalComponent: "optional chaining in key paths is not supported"
        case .patternExpr: "binding values in a pattern ('let x') is not supported; match without binding"
        case .valueBindingPattern: "binding patterns ('let x') are not supported here"
        case .tuplePattern: "tuple patterns are not supported; bind a single name"
        case .whereClause: "'where' clauses are not supported here; use an 'if' inside the body"
        default: "'\(excerpt(of: node))' is not supported in scene files"
        }
    }

    /// A property wrapper or attribute that Flipbook does not implement.
    static func attribute(_ name: String, allowed: [String]) -> String {
        if allowed.isEmpty { return "attribute '@\(name)' is not supported here" }
        let list = allowed.map { "'@\($0)'" }.joined(separator: ", ")
        return "attribute '@\(name)' is not supported here (supported: \(list))"
    }

    /// A declaration modifier (`lazy`, `override`, …) that Flipbook does not implement.
    static func modifier(_ name: String) -> String {
        "modifier '\(name)' is not supported here"
    }

    /// A freestanding macro other than `#Preview`.
    static func macro(_ name: String) -> String {
        if name == "Preview" { return "'#Preview' is only allowed at the top level of the file" }
        return "macro '#\(name)' is not supported; the only macro a scene may use is '#Preview'"
    }

    static let topLevelStatement =
        "statements at the top level are not supported; put them in '.task { }' or '.onAppear { }'"
    static let localDeclaration =
        "local declarations of this kind are not supported; declare it at the top level"

    /// The first line of a node's text, shortened, to name it in a message.
    private static func excerpt(of node: Syntax) -> String {
        let firstLine = node.trimmedDescription.split(separator: "\n").first.map(String.init) ?? ""
        return firstLine.count > 40 ? firstLine.prefix(40) + "…" : firstLine
    }
}
