import FlipbookModel
import FlipbookVocabulary

/// A list in edit mode (`\.editMode` active): the rows of a `ForEach` with `onDelete` show
/// iOS's delete control, those with `onMove` its reorder grip (docs/semantics.md, "Lists").
extension Interpreter {
    /// Whether the environment's `\.editMode` binding holds `.active` or `.transient`.
    func isInEditMode(_ environment: SceneEnvironment, at span: SourceSpan) throws(Interrupt) -> Bool {
        guard case .binding(let binding)? = environment.custom["editMode"],
            case .enumCase(let mode) = try read(binding, at: span)
        else { return false }
        return mode.name != "inactive"
    }

    /// A row in edit mode: iOS's delete control (a red circle with a white bar) before its
    /// content, and the reorder grip (three grey lines) after it.
    static func editableRow(_ content: ViewValue, deletes: Bool, moves: Bool, span: SourceSpan) -> ViewValue {
        func modifier(_ m: some ViewModifierKind) -> ModifierValue { .node(.effect(AnyViewModifier(m))) }
        func bar(_ width: Double, _ height: Double, _ color: ColorValue) -> ViewValue {
            .modified(
                .shape(ShapeLeaf(shape: .capsule, fill: Paintable(.color(color))), span: span),
                modifier(Frame(.fixed(width: width, height: height))), span: span)
        }
        var items: [ViewValue] = [.empty, content, .empty]
        if deletes {
            let diameter = ListMetrics.deleteControlDiameter
            let circle = ViewValue.modified(
                .shape(ShapeLeaf(shape: .circle, fill: Paintable(.color(.system(.systemRed)))), span: span),
                modifier(Frame(.fixed(width: diameter, height: diameter))), span: span)
            let control = ViewValue.modified(
                circle, .attachment(.overlay, bar(diameter / 2, 2.5, .fixed(.white)), alignment: .center), span: span)
            items[0] = .modified(control, modifier(Padding(insets: EdgeInsets(trailing: ListMetrics.deleteControlSpacing))), span: span)
        }
        if moves {
            let grip = ViewValue.container(
                AnyContainerLayout(StackLayout.vertical(alignment: .center, spacing: 4)),
                content: .block((0..<3).map { _ in bar(ListMetrics.gripLineLength, 2, .system(.systemGray3)) }), span: span)
            items[2] = .modified(grip, modifier(Padding(insets: EdgeInsets(leading: ListMetrics.gripSpacing))), span: span)
        }
        return .container(
            AnyContainerLayout(StackLayout.horizontal(alignment: .center, spacing: 0)), content: .block(items), span: span)
    }
}
