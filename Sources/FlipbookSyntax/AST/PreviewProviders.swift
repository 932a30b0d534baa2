import FlipbookModel

/// Previews written the way SwiftUI wrote them before `#Preview` (Xcode 14 and earlier):
///
///     struct Card_Previews: PreviewProvider {
///         static var previews: some View {
///             Card().previewLayout(.fixed(width: 300, height: 200)).previewDisplayName("Card")
///         }
///     }
///
/// Each such type is a preview, named by `.previewDisplayName` and sized by
/// `.previewLayout(.fixed(width:height:))` when those end its body's expression. A body of
/// several views, or a `Group` of them, is as many previews, as Xcode's canvas shows them.
extension SceneProgram {
    /// The previews of a provider type, and of the providers nested in a type (a view's own
    /// `struct Previews: PreviewProvider`), named from `owner`.
    static func previewProviderPreviews(_ decl: Decl, inside owner: String?) -> [PreviewDecl] {
        guard case .type(let type) = decl.kind else { return [] }
        let qualified = owner.map { "\($0).\(type.name)" } ?? type.name
        let nested = type.members.flatMap { previewProviderPreviews($0, inside: qualified) }
        guard var provider = previewProviderPreview(decl) else { return nested }
        provider.providerType = qualified
        guard let members = groupMembers(provider.body) else { return [provider] + nested }
        let split = members.map { member in
            var split = preview(member, span: provider.span)
            split.providerType = provider.providerType
            // The group's own preview modifiers, already taken off it, name and size each view.
            split.name = split.name ?? provider.name
            if split.traits.isEmpty { split.traits = provider.traits }
            return split
        }
        return split + nested
    }

    static func previewProviderPreview(_ decl: Decl) -> PreviewDecl? {
        guard case .type(let type) = decl.kind,
            type.inheritance.contains(where: { $0.description == "PreviewProvider" })
        else { return nil }
        for member in type.members {
            guard case .variable(let variable) = member.kind, member.modifiers.contains("static") else { continue }
            for binding in variable.bindings where binding.name == "previews" {
                var found: PreviewDecl?
                if let body = binding.accessors?.get { found = preview(body, span: decl.span) }
                if let initializer = binding.initializer {
                    found = preview([Stmt(.expression(initializer), span: initializer.span)], span: decl.span)
                }
                found?.providerType = type.name
                if let found { return found }
            }
        }
        return nil
    }

    /// The body with its trailing preview modifiers taken off and turned into a name and traits.
    private static func preview(_ body: [Stmt], span: SourceSpan) -> PreviewDecl {
        guard body.count == 1, let statement = body.first else {
            return PreviewDecl(name: nil, traits: [], body: body, span: span)
        }
        var expression: Expr
        var isReturn = false
        switch statement.kind {
        case .expression(let value): expression = value
        case .return(let value?):
            expression = value
            isReturn = true
        default: return PreviewDecl(name: nil, traits: [], body: body, span: span)
        }
        var name: String?
        var traits: [Expr] = []
        var device: (screen: (width: Double, height: Double), span: SourceSpan)?
        var isLandscape = false
        var hasLayout = false
        while case .call(let callee, let arguments) = expression.kind,
            case .member(let base?, let modifier, _, _) = callee.kind,
            PreviewModifier(rawValue: modifier) != nil
        {
            if modifier == PreviewModifier.device.rawValue, device == nil, let argument = arguments.first?.value,
                let screen = deviceName(argument).flatMap(PreviewDevices.screen(named:))
            {
                device = (screen, expression.span)
            }
            if modifier == PreviewModifier.layout.rawValue { hasLayout = true }
            if modifier == PreviewModifier.interfaceOrientation.rawValue,
                case .member(nil, let orientation, _, _)? = arguments.first?.value.kind
            {
                isLandscape = orientation.hasPrefix("landscape")
            }
            if modifier == PreviewModifier.displayName.rawValue, name == nil,
                case .string(let segments)? = arguments.first?.value.kind,
                case .text(let text)? = segments.first, segments.count == 1
            {
                name = text
            }
            if modifier == PreviewModifier.layout.rawValue, traits.isEmpty, let layout = arguments.first?.value,
                let trait = fixedLayoutTrait(layout)
            {
                traits.append(trait)
            }
            expression = base
        }
        // A device's screen, turned for a landscape orientation, unless a layout sizes it.
        if !hasLayout, let device {
            let (width, height) = isLandscape ? (device.screen.height, device.screen.width) : device.screen
            traits.append(fixedLayoutTrait(width: width, height: height, span: device.span))
        }
        let statementKind: StmtKind = isReturn ? .return(expression) : .expression(expression)
        return PreviewDecl(name: name, traits: traits, body: [Stmt(statementKind, span: statement.span)], span: span)
    }

    /// The views of a body `a; b` or `Group { a; b }.modifiers…` as the bodies `a.modifiers…` and
    /// `b.modifiers…`: the group's other modifiers (an environment, a colour scheme) reach each.
    /// A `ForEach` over an array literal (Apple's tutorial previews each device of
    /// `ForEach(["iPhone SE", "iPhone 15"], id: \.self) { … }`) is a view per element, each a
    /// `ForEach` of that element alone. Nil unless that makes two or more views.
    private static func groupMembers(_ body: [Stmt]) -> [[Stmt]]? {
        // `previews` is a view builder: views written one after another are a preview each, as
        // the views of a `Group` are.
        if body.count >= 2 {
            var members: [[Stmt]] = []
            for statement in body {
                guard case .expression(let view) = statement.kind else { return nil }
                members += (previewMembers(view) ?? [view]).map { [Stmt(.expression($0), span: $0.span)] }
            }
            return members
        }
        guard body.count == 1, let statement = body.first else { return nil }
        switch statement.kind {
        case .expression(let value), .return(let value?):
            guard let members = previewMembers(value), members.count >= 2 else { return nil }
            return members.map { [Stmt(.expression($0), span: $0.span)] }
        default: return nil
        }
    }

    private static func previewMembers(_ expression: Expr) -> [Expr]? {
        var base = expression
        var modifiers: [(callee: Expr, arguments: [Argument], span: SourceSpan)] = []
        while case .call(let callee, let arguments) = base.kind, case .member(let inner?, _, _, _) = callee.kind {
            modifiers.append((callee, arguments, base.span))
            base = inner
        }
        var members: [Expr]
        if let elements = forEachElements(base) {
            members = elements
        } else if case .call(let callee, let arguments) = base.kind, case .identifier("Group") = callee.kind,
            arguments.count == 1, case .closure(let closure) = arguments[0].value.kind, closure.parameters == nil
        {
            members = []
            for member in closure.body {
                guard case .expression(let view) = member.kind else { return nil }
                members += forEachElements(view) ?? [view]
            }
        } else {
            return nil
        }
        return members.map { member in
            var view = member
            for modifier in modifiers.reversed() {
                guard case .member(_, let name, let nameSpan, let labels) = modifier.callee.kind else { continue }
                let callee = Expr(.member(base: view, name: name, nameSpan: nameSpan, argumentLabels: labels), span: modifier.callee.span)
                view = Expr(.call(callee: callee, arguments: modifier.arguments), span: modifier.span)
            }
            return view
        }
    }

    /// `ForEach([a, b], …) { … }` as `ForEach([a], …) { … }` and `ForEach([b], …) { … }`.
    private static func forEachElements(_ expression: Expr) -> [Expr]? {
        guard case .call(let callee, let arguments) = expression.kind, case .identifier("ForEach") = callee.kind,
            let data = arguments.first, data.label == nil, case .array(let elements) = data.value.kind, elements.count >= 2
        else { return nil }
        return elements.map { element in
            var single = arguments
            single[0].value = Expr(.array([element]), span: data.value.span)
            return Expr(.call(callee: callee, arguments: single), span: expression.span)
        }
    }

    /// The name in `PreviewDevice(rawValue: "iPhone 15")` or `"iPhone 15"`.
    private static func deviceName(_ argument: Expr) -> String? {
        var value = argument
        if case .call(let callee, let arguments) = argument.kind, case .identifier("PreviewDevice") = callee.kind,
            arguments.count == 1, arguments[0].label == "rawValue"
        {
            value = arguments[0].value
        }
        guard case .string(let segments) = value.kind, segments.count == 1, case .text(let text) = segments[0] else { return nil }
        return text
    }

    /// The `#Preview` trait `.fixedLayout(width: w, height: h)`.
    private static func fixedLayoutTrait(width: Double, height: Double, span: SourceSpan) -> Expr {
        let callee = Expr(.member(base: nil, name: "fixedLayout", nameSpan: span, argumentLabels: nil), span: span)
        let arguments = [
            Argument(label: "width", value: Expr(.float(width), span: span), span: span),
            Argument(label: "height", value: Expr(.float(height), span: span), span: span),
        ]
        return Expr(.call(callee: callee, arguments: arguments), span: span)
    }

    /// `.fixed(width: w, height: h)` as the `#Preview` trait `.fixedLayout(width: w, height: h)`.
    private static func fixedLayoutTrait(_ layout: Expr) -> Expr? {
        guard case .call(let callee, let arguments) = layout.kind,
            case .member(let base, "fixed", let nameSpan, _) = callee.kind
        else { return nil }
        let renamed = Expr(.member(base: base, name: "fixedLayout", nameSpan: nameSpan, argumentLabels: nil), span: callee.span)
        return Expr(.call(callee: renamed, arguments: arguments), span: layout.span)
    }
}

/// The modifiers that only configure Xcode's preview canvas.
public enum PreviewModifier: String, CaseIterable, Sendable {
    case layout = "previewLayout"
    case displayName = "previewDisplayName"
    case device = "previewDevice"
    case interfaceOrientation = "previewInterfaceOrientation"
    case context = "previewContext"
}
