@_spi(RawSyntax) import SwiftSyntax

/// Finds the top-level items whose syntax tree is too deep to walk recursively.
///
/// The parser bounds bracket nesting, but a flat chain (`.padding(0)` written ten thousand times,
/// `a.b.c…`, `x!!!…`) still yields a tree as deep as it is long, and swift-syntax's visitors and
/// span computations recurse over it. This scan walks every item's raw tree without recursion; an
/// item deeper than `maximumDepth` syntax levels is reported once, at its first token that deep,
/// and neither diagnosed further nor lowered. Below that depth, the lowering's own limit
/// (`SceneParser.maximumNestingDepth`) gives the finer error.
struct SyntaxDepthScan {
    /// Syntax levels; about four per level of the AST, so ten times the AST's limit leaves the
    /// finer error to the lowering in every case but a pathological one.
    static let maximumDepth = 4_000

    struct DeepRegion {
        /// The top-level item that holds it.
        let item: SyntaxIdentifier
        /// Where its first token deeper than the limit starts (after its leading trivia), and
        /// ends: where the error points.
        let start: AbsolutePosition
        let end: AbsolutePosition
    }

    private(set) var deepRegions: [DeepRegion] = []

    init(tree: SourceFileSyntax, maximumDepth: Int = Self.maximumDepth) {
        for item in tree.statements {
            if let (start, end) = Self.firstToken(deeperThan: maximumDepth, in: item.raw, at: item.position) {
                deepRegions.append(DeepRegion(item: item.id, start: start, end: end))
            }
        }
    }

    var isEmpty: Bool { deepRegions.isEmpty }

    /// The range of the first token, in source order, more than `limit` levels below `root`
    /// (which starts at `position`).
    private static func firstToken(
        deeperThan limit: Int, in root: RawSyntax,
        at position: AbsolutePosition
    ) -> (AbsolutePosition, AbsolutePosition)? {
        guard let layout = root.layoutView else { return nil }
        // The children and the next child's index, for each level from `root` to the current node.
        var path = [(children: layout.children, next: 0)]
        var offset = position
        while let (children, next) = path.last {
            guard next < children.count else {
                path.removeLast()
                continue
            }
            path[path.count - 1].next = next + 1
            guard let child = children[next] else { continue }
            if let token = child.tokenView {
                if path.count > limit {
                    let start = offset.advanced(by: token.leadingTriviaByteLength)
                    return (start, start.advanced(by: token.textByteLength))
                }
                offset = offset.advanced(by: child.byteLength)
            } else if let childLayout = child.layoutView {
                path.append((childLayout.children, 0))
            }
        }
        return nil
    }
}
