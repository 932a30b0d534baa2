import FlipbookModel
import FlipbookSyntax
import FlipbookVocabulary

/// `List { rows }`, `List(data) { element in row }`, `List(data, id: \.key) { … }`.
///
/// A list is expanded, in the list style of its environment, into existing constructs: a
/// `ListLayout` (greedy, clipped, content from the top) with the style's background, around a
/// `VStack(spacing: 0)` of the rows, inset and on a rounded section background in the grouped
/// styles. Each row keeps the identity it would have in a `VStack` (block slots, branches,
/// `ForEach` ids), wrapped in its insets, minimum height and separator, so insertions,
/// removals and `.id` changes inside a list animate and transition as in a stack.
extension ViewFactories {
    static let list: NativeType.Call = { interpreter, args throws(Interrupt) in
        _ = try args.value("selection")
        if args.hasUnlabelledValue {
            guard case .view(let rows) = try forEach(interpreter, args) else {
                throw .error("List(_:) needs a collection", at: args.span)
            }
            return .view(.list(rows, span: args.span))
        }
        return .view(.list(try interpreter.content(args), span: args.span))
    }
}

extension Interpreter {
    /// The list's rows in the constructs that draw them in `style`.
    func listView(_ content: ViewValue, style: ListStyleKind, span: SourceSpan) -> ViewValue {
        let metrics = ListMetrics.metrics(for: style)
        let count = Self.listRowCount(content)
        var index = 0
        let rows = Self.listRows(content, metrics: metrics, count: count, index: &index, span: span)
        var section = ViewValue.container(AnyContainerLayout(StackLayout.vertical(alignment: .leading, spacing: 0)),
                                          content: rows, span: span)
        if let background = metrics.sectionBackground, count > 0 {
            let shape: ShapeGeometry = metrics.cornerRadius > 0
                ? .roundedRectangle(cornerSize: Size(width: metrics.cornerRadius, height: metrics.cornerRadius), continuous: true)
                : .rectangle
            let fill = ViewValue.shape(ShapeLeaf(shape: shape, fill: Paintable(.color(.system(background)))), span: span)
            section = .modified(section, .attachment(.background, fill, alignment: .center), span: span)
        }
        let insets = EdgeInsets(top: metrics.sectionTop, leading: metrics.sectionInset,
                                bottom: metrics.sectionBottom, trailing: metrics.sectionInset)
        if insets != EdgeInsets() {
            section = .modified(section, .node(.effect(AnyViewModifier(Padding(insets: insets)))), span: span)
        }
        let list = ViewValue.container(AnyContainerLayout(ListLayout()), content: .block([section]), span: span)
        let background = ViewValue.leaf(AnyLeafView(StyleLeaf(.color(.system(metrics.background)))), span: span)
        return .modified(list, .attachment(.background, background, alignment: .center), span: span)
    }

    /// How many rows a list's content makes: each view of its builder, `ForEach` element,
    /// taken branch, group member is one row.
    static func listRowCount(_ view: ViewValue) -> Int {
        switch view {
        case .block(let items): items.reduce(0) { $0 + listRowCount($1) }
        case .forEach(let elements, _): elements.reduce(0) { $0 + listRowCount($1.view) }
        case .conditional(_, let content), .group(let content): listRowCount(content)
        case .modified(let base, _, _) where base.isListRowCollection: listRowCount(base)
        case .empty: 0
        default: 1
        }
    }

    /// The content with each row wrapped as `metrics` draw it; modifiers on a `ForEach` apply
    /// to each of its rows (as SwiftUI applies them to each element).
    static func listRows(_ view: ViewValue, metrics: ListMetrics, count: Int, index: inout Int,
                         span: SourceSpan) -> ViewValue {
        switch view {
        case .block(let items):
            return .block(items.map { listRows($0, metrics: metrics, count: count, index: &index, span: span) })
        case .forEach(let elements, let forEachSpan):
            return .forEach(elements.map { element in
                (key: element.key, view: listRows(element.view, metrics: metrics, count: count, index: &index, span: span))
            }, span: forEachSpan)
        case .conditional(let branch, let content):
            return .conditional(branch: branch, listRows(content, metrics: metrics, count: count, index: &index, span: span))
        case .group(let content):
            return .group(listRows(content, metrics: metrics, count: count, index: &index, span: span))
        case .modified(.forEach(let elements, let forEachSpan), let modifier, let modifierSpan):
            let modifiedElements = elements.map { (key: $0.key, view: ViewValue.modified($0.view, modifier, span: modifierSpan)) }
            return listRows(.forEach(modifiedElements, span: forEachSpan), metrics: metrics, count: count, index: &index, span: span)
        case .empty:
            return .empty
        default:
            index += 1
            return listRow(view, metrics: metrics, isLast: index == count, span: span)
        }
    }

    /// One row: its content leading-aligned across the row, padded, at least `rowMinHeight`
    /// tall and centred vertically, with a separator along its bottom unless it is the last.
    static func listRow(_ row: ViewValue, metrics: ListMetrics, isLast: Bool, span: SourceSpan) -> ViewValue {
        func modifier(_ m: some ViewModifierKind) -> ModifierValue { .node(.effect(AnyViewModifier(m))) }
        var view = ViewValue.modified(row, modifier(Frame(.flexible(FlexibleFrame(maxWidth: .infinity)), alignment: .leading)), span: span)
        view = .modified(view, modifier(Padding(insets: EdgeInsets(top: metrics.rowVerticalPadding, leading: metrics.rowHorizontalPadding,
                                                                   bottom: metrics.rowVerticalPadding, trailing: metrics.rowHorizontalPadding))),
                         span: span)
        view = .modified(view, modifier(Frame(.flexible(FlexibleFrame(minHeight: metrics.rowMinHeight)), alignment: .center)), span: span)
        if !isLast {
            let separator = ViewValue.modified(.leaf(AnyLeafView(DividerLeaf()), span: span),
                                               modifier(Padding(insets: EdgeInsets(leading: metrics.separatorLeadingInset))), span: span)
            view = .modified(view, .attachment(.overlay, separator, alignment: .bottom), span: span)
        }
        return view
    }
}

extension ViewValue {
    /// Whether modifiers on this view apply to each of several rows (a `ForEach`).
    fileprivate var isListRowCollection: Bool {
        if case .forEach = self { return true }
        return false
    }
}
