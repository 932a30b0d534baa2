import SwiftSyntax

/// Swift's `private` and `fileprivate` top-level declarations belong to their file: two files
/// of an app may each declare their own `private struct Row`. Flipbook runs the files of a
/// scene in one namespace, so an included file's private declaration whose name another file
/// already declares is renamed in that file (its declaration and the file's plain references
/// to it), and each file keeps its own.
public enum FilePrivateNames {
    /// The name a file's private declaration takes when renamed: one no Swift code can write.
    public static func renamed(_ name: String, inFile fileName: String) -> String {
        let file = fileName.split(separator: "/").last.map { String($0.prefix { $0 != "." }) } ?? fileName
        return "\(name)‹\(file)›"
    }

    /// Of `names`, those the file can rename safely: every type, and a variable or function the
    /// file declares nowhere else (a local, a parameter or a member of the same name would be
    /// renamed with it).
    static func renamable(_ names: Set<String>, typeNames: Set<String>, in tree: SourceFileSyntax) -> Set<String> {
        let counter = DeclaredNameCounter(viewMode: .sourceAccurate)
        counter.walk(tree)
        return names.filter { typeNames.contains($0) || counter.counts[$0, default: 0] <= 1 }
    }
}

extension SceneProgram {
    /// The names the file declares at its top level, and which of them are `private` or
    /// `fileprivate`.
    public var topLevelNames: (all: Set<String>, filePrivate: Set<String>, types: Set<String>) {
        var all: Set<String> = []
        var filePrivate: Set<String> = []
        var types: Set<String> = []
        for declaration in declarations {
            let names: [String]
            switch declaration.kind {
            case .type(let type):
                names = [type.name]
                types.insert(type.name)
            case .typeAlias(let alias):
                names = [alias.name]
                types.insert(alias.name)
            case .function(let function): names = [function.name]
            case .variable(let variable): names = variable.bindings.compactMap(\.name)
            default: names = []
            }
            all.formUnion(names)
            if declaration.modifiers.contains("private") || declaration.modifiers.contains("fileprivate") {
                filePrivate.formUnion(names)
            }
        }
        return (all, filePrivate, types)
    }
}

/// How many times each name is declared in a file as a variable, parameter, function or case.
private final class DeclaredNameCounter: SyntaxVisitor {
    var counts: [String: Int] = [:]

    private func count(_ token: TokenSyntax?) {
        guard let token, case .identifier(let name) = token.tokenKind else { return }
        counts[name, default: 0] += 1
    }

    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        count(node.identifier)
        return .visitChildren
    }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        count(node.secondName ?? node.firstName)
        return .visitChildren
    }

    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
        count(node.secondName ?? node.firstName)
        return .visitChildren
    }

    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
        count(node.name)
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        count(node.name)
        return .visitChildren
    }

    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
        count(node.name)
        return .visitChildren
    }
}
