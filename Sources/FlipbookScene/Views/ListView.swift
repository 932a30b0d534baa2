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
        let selection = try args.value("selection")
        let list: ViewValue
        if args.hasUnlabelledValue {
            guard case .view(let rows) = try forEach(interpreter, args) else {
                throw .error("List(_:) needs a collection", at: args.span)
            }
            list = .list(rows, span: args.span)
        } else {
            list = .list(try interpreter.content(args), span: args.span)
        }
        // A link by value in a split view's sidebar selects its row (the prelude's
        // `NavigationLink` reads the binding), which shows the detail column.
        guard case .binding? = selection, let selection else { return .view(list) }
        return .view(.modified(list, .customEnvironment(key: "_listSelection", value: selection), span: args.span))
    }

    /// `Section("Title") { rows }`, `Section { rows } header: { … } footer: { … }`,
    /// `Section(header: Text("…"), footer: Text("…")) { rows }`.
    static let section: NativeType.Call = { interpreter, args throws(Interrupt) in
        var header: ViewValue?
        if let title = args.takeUnlabelledValue() {
            let value = try interpreter.eval(title.value, .native("String"), args.env)
            guard case .string(let string) = value else {
                throw .error("Section(_:) needs a String title, not \(interpreter.typeName(of: value))", at: title.span)
            }
            header = .text([TextLeaf.RunSpec(interpreter.localizedTitle(string))], span: title.span)
        }
        let content = try interpreter.content(args)
        if let view = try interpreter.sectionLabel(args, "header") { header = view }
        let footer = try interpreter.sectionLabel(args, "footer")
        _ = try args.value("isExpanded")
        return .view(.section(header: header, content: content, footer: footer, span: args.span))
    }
}

extension Interpreter {
    /// A section's `header:` or `footer:`: a view, or a closure building one.
    func sectionLabel(_ args: Arguments, _ label: String) throws(Interrupt) -> ViewValue? {
        guard let argument = args.takeArgument(label) else { return nil }
        let value = try eval(argument.value, nil, args.env)
        if case .function(let function) = value {
            function.buildsViews = true
            return try asView(callFunction(function, [], at: argument.span), at: argument.span)
        }
        return try asView(value, at: argument.span)
    }
}

extension Interpreter {
    /// `.scrollContentBackground(.hidden)` above a list: its grouped background is not drawn.
    static let scrollContentBackgroundKey = "\u{0}scrollContentBackground"
    /// `.listSectionSpacing(_:)` above a list: the space above each section without a header
    /// (none: the style's own).
    static let listSectionSpacingKey = "\u{0}listSectionSpacing"
    /// `.headerProminence(.increased)` on a section or above the list.
    static let headerProminenceKey = "\u{0}headerProminence"

    /// A `Visibility` (`.automatic`, `.visible`, `.hidden`) by name.
    func visibilityName(_ value: Value, at span: SourceSpan) throws(Interrupt) -> String {
        guard let name = caseName(value), ["automatic", "visible", "hidden"].contains(name) else {
            throw .error("expected a Visibility (.automatic, .visible or .hidden)", at: span)
        }
        return name
    }

    /// The case an argument names (`.hidden`, `.switch`), for SwiftUI's enums and styles that
    /// Flipbook reads by name.
    func caseName(_ value: Value) -> String? {
        switch value {
        case .implicitMember(let member) where member.arguments == nil: member.name
        case .native(.enumCase(_, let name)): name
        default: nil
        }
    }

    /// The list's rows in the constructs that draw them in `style`.
    func listView(
        _ content: ViewValue, style: ListStyleKind, hidesBackground: Bool = false, sectionSpacing: Double? = nil,
        prominentHeaders: Bool = false, isEditing: Bool = false, span: SourceSpan
    ) -> ViewValue {
        var metrics = ListMetrics.metrics(for: style)
        metrics.isEditing = isEditing
        if let sectionSpacing, sectionSpacing >= 0, metrics.sectionTop > 0 { metrics.sectionTop = sectionSpacing }
        let sections: ViewValue
        if Self.containsSection(content) {
            // Each `Section` becomes a section in place (keeping its identity); a row outside
            // any section is a section of its own.
            sections = Self.listSections(content, metrics: metrics, prominentHeaders: prominentHeaders, span: span)
        } else {
            sections = Self.listSection(header: nil, content, footer: nil, metrics: metrics, span: span)
        }
        var column = ViewValue.container(
            AnyContainerLayout(StackLayout.vertical(alignment: .leading, spacing: 0)),
            content: .block([sections]), span: span)
        if metrics.sectionBottom > 0 {
            column = .modified(
                column, .node(.effect(AnyViewModifier(Padding(insets: EdgeInsets(bottom: metrics.sectionBottom))))), span: span)
        }
        let list = ViewValue.container(AnyContainerLayout(ListLayout()), content: .block([column]), span: span)
        if hidesBackground { return list }
        let background = ViewValue.leaf(AnyLeafView(StyleLeaf(.color(.system(metrics.background)))), span: span)
        return .modified(list, .attachment(.background, background, alignment: .center), span: span)
    }

    /// Whether a list's content has `Section`s (at its top level, through blocks, branches,
    /// groups and `ForEach`).
    static func containsSection(_ view: ViewValue) -> Bool {
        switch view {
        case .section: true
        // `Section { … }.onChange(of:)`, `.listRowBackground(…)`, `.id(…)`: still a section.
        case .modified(let base, _, _): containsSection(base)
        case .block(let items): items.contains(where: containsSection)
        case .forEach(let elements, _): elements.contains { containsSection($0.view) }
        case .conditional(_, let content), .group(let content): containsSection(content)
        default: false
        }
    }

    /// The list's content with each section, and each row outside a section, drawn as a section.
    static func listSections(
        _ view: ViewValue, metrics: ListMetrics, prominentHeaders: Bool = false, span: SourceSpan
    ) -> ViewValue {
        switch view {
        case .section(let header, let content, let footer, let sectionSpan):
            return listSection(
                header: header, content, footer: footer, metrics: metrics, prominentHeader: prominentHeaders, span: sectionSpan)
        case .modified(let base, .customEnvironment(key: headerProminenceKey, let value), _) where containsSection(base):
            return listSections(base, metrics: metrics, prominentHeaders: value.asBool ?? false, span: span)
        case .modified(let base, .customEnvironment(key: listSectionSpacingKey, let value), _) where containsSection(base):
            // `.listSectionSpacing(.compact)` on a section: the space above it (chosen, see
            // docs/semantics.md "Lists"); `.default` keeps the list's.
            var spaced = metrics
            if let spacing = value.asDouble, spacing >= 0, metrics.sectionTop > 0 { spaced.sectionTop = spacing }
            return listSections(base, metrics: spaced, prominentHeaders: prominentHeaders, span: span)
        case .modified(let base, .listRow(let setting), let modifierSpan) where containsSection(base):
            // `.listRowBackground(…)` on a section: each of its rows'.
            return listSections(
                sectionRows(base) { .modified($0, .listRow(setting), span: modifierSpan) }, metrics: metrics,
                prominentHeaders: prominentHeaders, span: span)
        case .modified(let base, let modifier, let modifierSpan) where containsSection(base):
            // A modifier of a section applies to the section drawn: its header, rows and footer.
            return .modified(
                listSections(base, metrics: metrics, prominentHeaders: prominentHeaders, span: span), modifier,
                span: modifierSpan)
        case .block(let items):
            // Rows between sections share one section, as SwiftUI groups them: the run's
            // section takes its first slot, and the slots of the rest stay empty.
            var slots: [ViewValue] = []
            var index = 0
            while index < items.count {
                guard !containsSection(items[index]) else {
                    slots.append(listSections(items[index], metrics: metrics, prominentHeaders: prominentHeaders, span: span))
                    index += 1
                    continue
                }
                var end = index
                while end < items.count, !containsSection(items[end]) { end += 1 }
                let run = end - index == 1 ? items[index] : .block(Array(items[index..<end]))
                // A run that makes no row (an `if` not taken) is no section: it adds no gap.
                slots.append(listRowCount(run) == 0 ? run : listSection(header: nil, run, footer: nil, metrics: metrics, span: span))
                slots += Array(repeating: .empty, count: end - index - 1)
                index = end
            }
            return .block(slots)
        case .forEach(let elements, let forEachSpan):
            return .forEach(
                elements.map {
                    (key: $0.key, view: listSections($0.view, metrics: metrics, prominentHeaders: prominentHeaders, span: span))
                }, span: forEachSpan)
        case .conditional(let branch, let content):
            return .conditional(
                branch: branch, listSections(content, metrics: metrics, prominentHeaders: prominentHeaders, span: span))
        case .group(let content):
            return .group(listSections(content, metrics: metrics, prominentHeaders: prominentHeaders, span: span))
        case .empty:
            return .empty
        default:
            return listSection(header: nil, view, footer: nil, metrics: metrics, span: span)
        }
    }

    /// The sections in `view` with `change` made to each of their rows.
    static func sectionRows(_ view: ViewValue, _ change: (ViewValue) -> ViewValue) -> ViewValue {
        eachItem(of: view) { item in
            switch item {
            case .section(let header, let content, let footer, let span):
                .section(header: header, content: eachItem(of: content, change), footer: footer, span: span)
            case .modified(let base, let modifier, let span): .modified(sectionRows(base, change), modifier, span: span)
            default: item
            }
        }
    }

    /// `view` with `transform` made to each item its blocks, `ForEach`es, branches and groups
    /// hold (rows of a section, sections of a list).
    private static func eachItem(of view: ViewValue, _ transform: (ViewValue) -> ViewValue) -> ViewValue {
        switch view {
        case .block(let items): .block(items.map { eachItem(of: $0, transform) })
        case .forEach(let elements, let span):
            .forEach(elements.map { (key: $0.key, view: eachItem(of: $0.view, transform)) }, span: span)
        case .conditional(let branch, let content): .conditional(branch: branch, eachItem(of: content, transform))
        case .group(let content): .group(eachItem(of: content, transform))
        case .empty: .empty
        default: transform(view)
        }
    }

    /// One section: the space or header above it, its rows (on the rounded background in the
    /// grouped styles), and its footer.
    static func listSection(
        header: ViewValue?, _ content: ViewValue, footer: ViewValue?, metrics: ListMetrics,
        prominentHeader: Bool = false, span: SourceSpan
    ) -> ViewValue {
        func modifier(_ m: some ViewModifierKind) -> ModifierValue { .node(.effect(AnyViewModifier(m))) }
        func vstack(_ content: ViewValue) -> ViewValue {
            .container(AnyContainerLayout(StackLayout.vertical(alignment: .leading, spacing: 0)), content: content, span: span)
        }
        let count = listRowCount(content)
        var index = 0
        // Each row draws its own part of the section's background (as iOS's cells do), so a
        // row that fades in brings its background with it.
        var rows = vstack(listRows(content, metrics: metrics, count: count, index: &index, span: span))
        if metrics.sectionInset > 0 {
            rows = .modified(
                rows, modifier(Padding(insets: EdgeInsets(leading: metrics.sectionInset, trailing: metrics.sectionInset))),
                span: span)
        }
        let labelInset = metrics.sectionInset + metrics.rowHorizontalPadding
        func label(_ view: ViewValue, isHeader: Bool, insets: EdgeInsets) -> ViewValue {
            var label = ViewValue.modified(
                view, .environment(ListSectionLabelStyle(isHeader: isHeader, isProminent: prominentHeader)), span: span)
            label = .modified(
                label, modifier(Frame(.flexible(FlexibleFrame(maxWidth: .infinity)), alignment: .leading)), span: span)
            return .modified(label, modifier(Padding(insets: insets)), span: span)
        }
        let top: ViewValue
        if let header {
            top = label(
                header, isHeader: true,
                insets: EdgeInsets(
                    top: metrics.headerTop, leading: labelInset,
                    bottom: metrics.headerBottom, trailing: labelInset))
        } else if metrics.sectionTop > 0 {
            top = .modified(
                .leaf(AnyLeafView(StyleLeaf(.color(.fixed(.clear)))), span: span),
                modifier(Frame(.fixed(width: nil, height: metrics.sectionTop))), span: span)
        } else {
            top = .empty
        }
        let bottom =
            footer.map {
                label($0, isHeader: false, insets: EdgeInsets(top: metrics.footerTop, leading: labelInset, trailing: labelInset))
            } ?? .empty
        return vstack(.block([top, rows, bottom]))
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
    static func listRows(
        _ view: ViewValue, metrics: ListMetrics, count: Int, index: inout Int,
        span: SourceSpan
    ) -> ViewValue {
        switch view {
        case .block(let items):
            return .block(items.map { listRows($0, metrics: metrics, count: count, index: &index, span: span) })
        case .forEach(let elements, let forEachSpan):
            return .forEach(
                elements.map { element in
                    (key: element.key, view: listRows(element.view, metrics: metrics, count: count, index: &index, span: span))
                }, span: forEachSpan)
        case .conditional(let branch, let content):
            return .conditional(branch: branch, listRows(content, metrics: metrics, count: count, index: &index, span: span))
        case .group(let content):
            return .group(listRows(content, metrics: metrics, count: count, index: &index, span: span))
        case .modified where view.isListRowCollection:
            guard let distributed = view.modifiersDistributedOverForEach else { return view }
            return listRows(distributed, metrics: metrics, count: count, index: &index, span: span)
        case .empty:
            return .empty
        case .user(let instance, _) where isMultiRowBody(instance.type):
            // A view whose body is several views is several rows, as SwiftUI lists them: its body
            // is made rows when it is expanded (`expandUserView`), first and last as it is here.
            index += 1
            let place = Value.tuple([.bool(index == 1), .bool(index == count)], labels: [nil, nil])
            return .modified(view, .customEnvironment(key: Interpreter.listRowGroupKey, value: place), span: span)
        default:
            index += 1
            var options: [ListRowOption] = []
            let row = takingRowOptions(view, into: &options)
            return listRow(row, options: options, metrics: metrics, isFirst: index == 1, isLast: index == count, span: span)
        }
    }

    /// Set on a list's row that is a view of the scene whose body is several views: whether it
    /// is its section's first and last row.
    static let listRowGroupKey = "\u{0}listRowGroup"

    /// Whether a view type's body is written as several views (`Text(a); Text(b)`, two `if`s),
    /// which a list shows as rows of their own.
    static func isMultiRowBody(_ type: TypeInfo) -> Bool {
        guard let body = type.computedProperty(named: "body"), !Stmt.containReturn(body.getter) else { return false }
        let views = body.getter.filter { statement in
            switch statement.kind {
            case .expression, .if, .switch, .forIn: true
            default: false
            }
        }
        return views.count > 1
    }

    /// The rows a multi-row view's body makes in a list, the first and the last of them taking
    /// the place the view had in its section.
    static func listRowGroup(_ body: ViewValue, metrics: ListMetrics, isFirst: Bool, isLast: Bool, span: SourceSpan) -> ViewValue {
        let rows = listRowCount(body)
        var index = isFirst ? 0 : 1
        return listRows(body, metrics: metrics, count: rows + index + (isLast ? 0 : 1), index: &index, span: span)
    }

    /// The row without its `.listRow…` modifiers, which are collected (outermost last), wherever
    /// they are in its modifier chain: they configure the row, not the view.
    static func takingRowOptions(_ view: ViewValue, into options: inout [ListRowOption]) -> ViewValue {
        guard case .modified(let base, let modifier, let span) = view else { return view }
        let inner = takingRowOptions(base, into: &options)
        if case .listRow(let option) = modifier {
            options.append(option)
            return inner
        }
        return .modified(inner, modifier, span: span)
    }

    /// One row: its content leading-aligned across the row, padded, at least `rowMinHeight`
    /// tall and centred vertically, with a separator along its bottom unless it is the last.
    static func listRow(
        _ row: ViewValue, options: [ListRowOption] = [], metrics: ListMetrics, isFirst: Bool, isLast: Bool, span: SourceSpan
    ) -> ViewValue {
        func modifier(_ m: some ViewModifierKind) -> ModifierValue { .node(.effect(AnyViewModifier(m))) }
        // The outermost of each kind of option wins, as an outer trait does in SwiftUI.
        var customBackground: ViewValue??
        var showsSeparator = true
        var separatorTint: StyleValue?
        var deletes = false
        var moves = false
        var insets = EdgeInsets(
            top: metrics.rowVerticalPadding, leading: metrics.rowHorizontalPadding,
            bottom: metrics.rowVerticalPadding, trailing: metrics.rowHorizontalPadding)
        for option in options {
            switch option {
            // nil: the list's own row background again.
            case .background(let view?): customBackground = .some(view)
            case .background(nil): customBackground = nil
            case .separator(let visible): showsSeparator = visible
            case .insets(let written?): insets = written
            case .insets(nil): break
            case .separatorTint(let tint): separatorTint = tint
            case .editing(let canDelete, let canMove):
                deletes = deletes || canDelete
                moves = moves || canMove
            }
        }
        // A navigation link draws as a row (its label, a chevron) only in a list.
        let rowContent = ViewValue.modified(row, .customEnvironment(key: "_inListRow", value: .bool(true)), span: span)
        var view = ViewValue.modified(
            rowContent, modifier(Frame(.flexible(FlexibleFrame(maxWidth: .infinity)), alignment: .leading)), span: span)
        var separatorInset = metrics.separatorLeadingInset
        // A row that can be deleted or moved keeps one structure in and out of edit mode, so
        // entering it inserts the controls and moves the content, animated as iOS slides them.
        if deletes || moves {
            view = editableRow(view, deletes: deletes && metrics.isEditing, moves: moves && metrics.isEditing, span: span)
            if deletes && metrics.isEditing {
                separatorInset += ListMetrics.deleteControlDiameter + ListMetrics.deleteControlSpacing
            }
        }
        view = .modified(view, modifier(Padding(insets: insets)), span: span)
        view = .modified(
            view, modifier(Frame(.flexible(FlexibleFrame(minHeight: metrics.rowMinHeight)), alignment: .center)), span: span)
        if case .some(let custom) = customBackground {
            // The row's own background fills the row (in a grouped section, within its rounded
            // corners, which clip it).
            if let custom {
                var fill = custom
                if metrics.sectionBackground != nil, isFirst || isLast {
                    let top = isFirst ? metrics.cornerRadius : 0
                    let bottom = isLast ? metrics.cornerRadius : 0
                    fill = .modified(
                        custom,
                        modifier(
                            ClipShape(
                                shape: .unevenRoundedRectangle(
                                    topLeading: top, bottomLeading: bottom, bottomTrailing: bottom, topTrailing: top))),
                        span: span)
                }
                view = .modified(view, .attachment(.background, fill, alignment: .center), span: span)
            }
        } else if let background = metrics.sectionBackground {
            // The section's rounded corners belong to its first and last rows.
            let top = isFirst ? metrics.cornerRadius : 0
            let bottom = isLast ? metrics.cornerRadius : 0
            let shape: ShapeGeometry =
                top == 0 && bottom == 0
                ? .rectangle
                : .unevenRoundedRectangle(topLeading: top, bottomLeading: bottom, bottomTrailing: bottom, topTrailing: top)
            let fill = ViewValue.shape(ShapeLeaf(shape: shape, fill: Paintable(.color(.system(background)))), span: span)
            view = .modified(view, .attachment(.background, fill, alignment: .center), span: span)
        }
        // The separator comes last, so a row that stops being the last keeps the places (and
        // identities) of its other attachments and only gains this one.
        if !isLast, showsSeparator {
            var line = DividerLeaf()
            if let separatorTint { line.color = Paintable(separatorTint) }
            let separator = ViewValue.modified(
                .leaf(AnyLeafView(line), span: span),
                modifier(Padding(insets: EdgeInsets(leading: separatorInset))), span: span)
            view = .modified(view, .attachment(.overlay, separator, alignment: .bottom), span: span)
        }
        return view
    }

}

extension ViewValue {
    /// A `ForEach`, also under modifiers (`.onDelete { … }.onMove { … }`), whose modifiers
    /// apply to each of its rows.
    fileprivate var isListRowCollection: Bool {
        switch self {
        case .forEach: true
        case .modified(let base, _, _): base.isListRowCollection
        default: false
        }
    }

    /// A `ForEach` under modifiers as the `ForEach` of its elements with those modifiers.
    fileprivate var modifiersDistributedOverForEach: ViewValue? {
        switch self {
        case .forEach: return self
        case .modified(let base, let modifier, let span):
            guard case .forEach(let elements, let forEachSpan)? = base.modifiersDistributedOverForEach else { return nil }
            return .forEach(elements.map { (key: $0.key, view: .modified($0.view, modifier, span: span)) }, span: forEachSpan)
        default: return nil
        }
    }
}
