import FlipbookModel
import FlipbookSyntax
import FlipbookVocabulary

/// The modifiers the interpreter implements itself, because they shape identity, lifetime,
/// attachments, the environment or preferences rather than drawing: each makes a
/// `ModifierValue` (nil: the modifier changes nothing here).
enum SceneModifiers {
    typealias Make = @Sendable (Interpreter, Arguments, ViewValue) throws(Interrupt) -> ModifierValue?

    static let table: [String: Make] = core.merging(presentations) { first, _ in first }

    /// `.layoutValue(key: Rank.self, value: 2)`: a value the custom `Layout` around reads with
    /// `subview[Rank.self]`.
    static let layoutValue: Make = { i, a, _ throws(Interrupt) in
        guard case .type(let key) = try a.required("key") else {
            throw .error("layoutValue(key:value:) needs the key's type (Rank.self)", at: a.span)
        }
        let value = try a.required("value")
        return .trait(LayoutValueTrait(key: key.description, handle: i.registerLive(value)))
    }

    /// `gesture(_:including:)` and its kin: a `DragGesture` is what a scripted drag drives, a
    /// `TapGesture`'s `onEnded` what a scripted tap runs; the other gestures change nothing.
    private static let gesture: Make = { i, a, _ throws(Interrupt) in
        let value = try a.required(nil)
        _ = a.takeArgument("including")
        // `isEnabled: false` (iOS 18): the gesture is not attached.
        if let enabled = try a.value("isEnabled", .native("Bool")), enabled.asBool == false { return nil }
        guard case .instance(let instance) = value else { return nil }
        switch instance.type.name {
        case "DragGesture":
            return .effect(EffectSpec(kind: .drag(instance), action: nil, span: a.span))
        case "TapGesture":
            guard case .array(let actions)? = instance.fields["_ended"], case .function(let action)? = actions.first else {
                return nil
            }
            return .effect(EffectSpec(kind: .tap(label: nil), action: action, span: a.span))
        default:
            return nil
        }
    }

    /// A style modifier whose view the prelude draws: a built-in style by its case name (or the
    /// name a type-named style's function returns), or the scene's own style, put in the
    /// environment under `_<name>`.
    private static func namedOrSceneStyle(_ name: String, _ protocolName: String, _ styles: Set<String>) -> Make {
        { i, a, _ throws(Interrupt) in
            let key = "_" + name
            let style = try i.sceneStyle(try a.required(nil), conformingTo: [protocolName], builtIn: styles)
            if case .instance(let instance) = style, instance.type.conforms(to: protocolName) {
                return .customEnvironment(key: key, value: style)
            }
            if case .string(let named) = style, styles.contains(named) { return .customEnvironment(key: key, value: style) }
            guard let named = i.caseName(style), styles.contains(named) else {
                let list = styles.sorted().map { "." + $0 }.joined(separator: ", ")
                throw .error("\(name): expected \(list) or a \(protocolName) of the scene", at: a.span)
            }
            return .customEnvironment(key: key, value: .string(named))
        }
    }

    private static let core: [String: Make] = [
        "layoutValue": layoutValue,
        "background": { i, a, _ throws(Interrupt) in try i.attachment(.background, a) },
        "overlay": { i, a, _ throws(Interrupt) in try i.attachment(.overlay, a) },
        "mask": { i, a, _ throws(Interrupt) in try i.attachment(.mask, a) },
        "border": { i, a, _ throws(Interrupt) in
            let style = try a.required(nil, .native("AnyShapeStyle"))
            let width = try a.double("width") ?? 1
            guard let paint = i.shapeStyle(style) else { throw .error("border(_:width:) needs a ShapeStyle", at: a.span) }
            let border = ShapeLeaf(
                shape: .rectangle,
                strokes: [ShapeLeaf.Stroke(paint: Paintable(paint), style: StrokeStyle(lineWidth: width), isBorder: true)])
            return .attachment(.overlay, .shape(border, span: a.span), alignment: .center)
        },
        "id": { i, a, _ throws(Interrupt) in .id(try i.hashKey(a.required(nil), at: a.span)) },
        // The prelude's: what `dismiss()` (and `presentationMode`) does below, for a pushed
        // screen (its back button's action).
        "_dismissAction": { _, a, _ throws(Interrupt) in
            let action = try a.required(nil)
            guard case .function = action else { throw .error("_dismissAction(_:) needs a function", at: a.span) }
            return .customEnvironment(key: Interpreter.dismissKey, value: action)
        },
        "alignmentGuide": { i, a, _ throws(Interrupt) in try i.alignmentGuideModifier(a) },
        "containerRelativeFrame": { i, a, _ throws(Interrupt) in try i.containerRelativeFrameModifier(a) },
        "visualEffect": { _, a, _ throws(Interrupt) in .visualEffect(try a.requiredFunction("effect")) },
        "scrollTransition": { i, a, _ throws(Interrupt) in
            // The configuration (`.interactive`, `.animated`, `topLeading:`/`bottomTrailing:`) only
            // changes how the phase follows scrolling; at rest each view has one phase.
            let transition = try a.requiredFunction("transition")
            var axis: Axis?
            if case .native(.axis(let written))? = try a.value("axis", .native("Axis")) { axis = written }
            a.ignoreRemaining()
            return .scrollTransition(transition, axis: axis)
        },
        // A `ForEach`'s rows can be deleted / moved: edit mode shows their controls.
        "onDelete": { _, a, _ throws(Interrupt) in
            _ = try a.function("perform")
            return .listRow(.editing(deletes: true, moves: false))
        },
        "onMove": { _, a, _ throws(Interrupt) in
            _ = try a.function("perform")
            return .listRow(.editing(deletes: false, moves: true))
        },
        "listRowBackground": { i, a, _ throws(Interrupt) in
            let value = try a.required(nil)
            if value.isNone { return .listRow(.background(nil)) }
            return .listRow(.background(try i.asView(value, at: a.span)))
        },
        "listRowSeparator": { i, a, _ throws(Interrupt) in
            let visibility = try i.visibilityName(try a.required(nil), at: a.span)
            _ = try a.value("edges")
            return .listRow(.separator(visible: visibility != "hidden"))
        },
        "listRowSeparatorTint": { i, a, _ throws(Interrupt) in
            let value = try a.required(nil, .native("Color"))
            _ = try a.value("edges")
            if value.isNone { return .listRow(.separatorTint(nil)) }
            guard let style = i.shapeStyle(value) else {
                throw .error("listRowSeparatorTint(_:) needs a Color, not \(i.typeName(of: value))", at: a.span)
            }
            return .listRow(.separatorTint(style))
        },
        "listRowInsets": { i, a, _ throws(Interrupt) in
            let value = try a.required(nil)
            // `.listRowInsets(.none)`: Optional's `none`, nil (EdgeInsets has no `none`).
            if value.isNone { return .listRow(.insets(nil)) }
            if case .implicitMember(let member) = value, member.name == "none", member.arguments == nil {
                return .listRow(.insets(nil))
            }
            return .listRow(.insets(try i.edgeInsets(value, at: a.span)))
        },
        // The list's grouped background; rows keep theirs.
        "scrollContentBackground": { i, a, _ throws(Interrupt) in
            let visibility = try i.visibilityName(try a.required(nil), at: a.span)
            return .customEnvironment(key: Interpreter.scrollContentBackgroundKey, value: .bool(visibility == "hidden"))
        },
        // A section header in the headline style (on a section, or on the list for all).
        "headerProminence": { i, a, _ throws(Interrupt) in
            let value = try a.required(nil)
            guard let name = i.caseName(value), name == "standard" || name == "increased" else {
                throw .error("headerProminence(_:) needs .standard or .increased", at: a.span)
            }
            return .customEnvironment(key: Interpreter.headerProminenceKey, value: .bool(name == "increased"))
        },
        // iOS 17's spacing between a list's sections (docs/semantics.md, "Lists").
        "listSectionSpacing": { i, a, _ throws(Interrupt) in
            let value = try a.required(nil)
            let spacing: Double
            if let number = value.asDouble {
                spacing = number
            } else if case .implicitMember(let member) = value, member.name == "custom", let argument = member.arguments?.first {
                let number = try i.eval(
                    argument.value, .native("Double"), Env(scope: member.scope, typeContext: member.typeContext))
                guard let number = number.asDouble else {
                    throw .error("listSectionSpacing(.custom(_:)) needs a number", at: a.span)
                }
                spacing = number
            } else if i.caseName(value) == "default" {
                // The list style's own spacing.
                return .customEnvironment(key: Interpreter.listSectionSpacingKey, value: .none)
            } else if i.caseName(value) == "compact" {
                spacing = ListMetrics.compactSectionSpacing
            } else {
                throw .error("listSectionSpacing(_:) needs .default, .compact, .custom(_:) or a number", at: a.span)
            }
            guard spacing.isFinite else { throw .error("listSectionSpacing(_:) needs a finite spacing", at: a.span) }
            return .customEnvironment(key: Interpreter.listSectionSpacingKey, value: .double(spacing))
        },
        "transformEffect": { i, a, _ throws(Interrupt) in
            guard case .native(.affineTransform(let transform)) = try a.required(nil, .native("CGAffineTransform")) else {
                throw .error("transformEffect(_:) needs a CGAffineTransform", at: a.span)
            }
            return .node(.effect(AnyViewModifier(TransformEffect(ProjectionTransform(transform), name: "transformEffect"))))
        },
        "projectionEffect": { i, a, _ throws(Interrupt) in
            let value = try a.required(nil, .native("ProjectionTransform"))
            guard case .native(.projection(let projection)) = value else {
                throw .error("projectionEffect(_:) needs a ProjectionTransform", at: a.span)
            }
            return .node(.effect(AnyViewModifier(TransformEffect(projection, name: "projectionEffect"))))
        },
        // The prelude's `Toggle` reads the style: nil draws iOS's switch; `.button` and the
        // scene's own `ToggleStyle` make the body. `.checkbox` is macOS's.
        "toggleStyle": { i, a, _ throws(Interrupt) in
            let style = try i.sceneStyle(
                try a.required(nil), conformingTo: ["ToggleStyle"], builtIn: ["switch", "automatic", "button", "checkbox"])
            let styleValue: Value
            switch style {
            case .instance(let instance) where ["SwitchToggleStyle", "DefaultToggleStyle"].contains(instance.type.name):
                styleValue = .none
            case .instance(let instance) where instance.type.conforms(to: "ToggleStyle"):
                styleValue = style
            default:
                switch i.caseName(style) {
                case "switch", "automatic": styleValue = .none
                case "button": styleValue = i.prelude("ButtonToggleStyle", [:])
                default:
                    throw .error(
                        "toggleStyle: expected .switch, .button, .automatic or a ToggleStyle of the scene", at: a.span)
                }
            }
            return .customEnvironment(key: "_toggleStyle", value: styleValue)
        },
        // The prelude's `ProgressView` draws the style it finds by name, or the scene's own;
        // `CircularProgressViewStyle(tint:)` also colours the spinner.
        "progressViewStyle": { i, a, _ throws(Interrupt) in
            let styles: Set<String> = ["automatic", "linear", "circular"]
            let style = try i.sceneStyle(try a.required(nil), conformingTo: ["ProgressViewStyle"], builtIn: styles)
            if case .instance(let instance) = style, instance.type.conforms(to: "ProgressViewStyle") {
                return .customEnvironment(key: "_progressViewStyle", value: style)
            }
            if case .instance(let instance) = style, instance.type.name == "_NamedProgressViewStyle" {
                return .customEnvironment(key: "_progressViewStyle", value: style)
            }
            guard let name = i.caseName(style), styles.contains(name) else {
                throw .error(
                    "progressViewStyle: expected .automatic, .linear, .circular or a ProgressViewStyle of the scene",
                    at: a.span)
            }
            return .customEnvironment(key: "_progressViewStyle", value: .string(name))
        },
        // The prelude's `TextField` and `GroupBox` draw the style they find by name, or the
        // scene's own.
        "textFieldStyle": namedOrSceneStyle("textFieldStyle", "TextFieldStyle", ["automatic", "plain", "roundedBorder"]),
        "groupBoxStyle": namedOrSceneStyle("groupBoxStyle", "GroupBoxStyle", ["automatic"]),
        // The prelude's `Gauge` draws the style it finds by name, or the scene's own.
        "gaugeStyle": { i, a, _ throws(Interrupt) in
            let styles: Set<String> = [
                "automatic", "linearCapacity", "accessoryLinear", "accessoryLinearCapacity", "accessoryCircular",
                "accessoryCircularCapacity",
            ]
            let style = try i.sceneStyle(try a.required(nil), conformingTo: ["GaugeStyle"], builtIn: styles)
            if case .instance(let instance) = style, instance.type.conforms(to: "GaugeStyle") {
                return .customEnvironment(key: "_gaugeStyle", value: style)
            }
            guard let name = i.caseName(style), styles.contains(name) else {
                throw .error(
                    "gaugeStyle: expected one of \(styles.sorted().map { "." + $0 }.joined(separator: ", ")) or a GaugeStyle of the scene",
                    at: a.span)
            }
            return .customEnvironment(key: "_gaugeStyle", value: .string(name))
        },
        // The prelude's `DatePicker` is drawn compact, iOS's default, as a wheel or as a calendar.
        "datePickerStyle": { i, a, _ throws(Interrupt) in
            let style = try a.required(nil)
            switch i.caseName(style) {
            case "compact", "automatic": return .customEnvironment(key: "_datePickerStyle", value: .string("compact"))
            case "wheel", "graphical": return .customEnvironment(key: "_datePickerStyle", value: .string(i.caseName(style)!))
            case let name?:
                throw .error(
                    "datePickerStyle(.\(name)) is not supported by Flipbook yet: date pickers are drawn .compact, .wheel or .graphical",
                    at: a.span)
            case nil:
                throw .error("datePickerStyle: expected .compact, .wheel, .graphical or .automatic", at: a.span)
            }
        },
        // SwiftUI's label styles by name, or the scene's own `LabelStyle`, whose `makeBody`
        // makes the labels below (`Interpreter.labelView`).
        "labelStyle": { i, a, _ throws(Interrupt) in
            let style = try i.sceneStyle(
                try a.required(nil), conformingTo: ["LabelStyle"], builtIn: Set(LabelStyleKind.allCases.map(\.rawValue)))
            if case .instance(let instance) = style, instance.type.conforms(to: "LabelStyle") {
                return .customEnvironment(key: Interpreter.labelStyleKey, value: style)
            }
            var name = i.caseName(style) ?? ""
            if case .instance(let instance) = style { name = instance.type.name }
            guard let kind = LabelStyleKind(styleName: name) else {
                let names = LabelStyleKind.allCases.map { ".\($0.rawValue)" }.joined(separator: ", ")
                throw .error("labelStyle: expected one of \(names), or a LabelStyle of the scene", at: a.span)
            }
            return .customEnvironment(key: Interpreter.labelStyleKey, value: .string(kind.rawValue))
        },
        "tabItem": { i, a, _ throws(Interrupt) in .tabItem(try i.content(a, label: "label")) },
        // On a scroll view, the safe area it adds insets the content, which scrolls through it
        // (the next card of a carousel shows in the padding); elsewhere it pads the view.
        "safeAreaPadding": { _, a, view throws(Interrupt) in
            if case .container(let layout, _, _) = view, layout.base is ScrollViewLayout {
                return .environment(try a.construct { arguments throws(ArgumentError) in try ContentMargins.make(arguments) })
            }
            let padding = try a.construct { arguments throws(ArgumentError) in try Padding.make(arguments) }
            return .node(.effect(AnyViewModifier(padding)))
        },
        "tag": { i, a, _ throws(Interrupt) in
            let value = try a.required(nil)
            _ = try a.value("includeOptional")
            return .tag(value)
        },
        // The buttons below read it when they are expanded (`Interpreter.buttonView`).
        "buttonStyle": { i, a, _ throws(Interrupt) in
            .customEnvironment(
                key: Interpreter.buttonStyleKey,
                value: try i.sceneStyle(
                    try a.required(nil), conformingTo: ["ButtonStyle", "PrimitiveButtonStyle"],
                    builtIn: Interpreter.builtinButtonStyleNames))
        },
        "buttonBorderShape": { i, a, _ throws(Interrupt) in
            .customEnvironment(key: Interpreter.buttonBorderShapeKey, value: try a.required(nil))
        },
        "controlSize": { i, a, _ throws(Interrupt) in
            let size = try a.required(nil)
            guard let name = Interpreter.caseName(size), Interpreter.controlSizes[name] != nil else {
                throw .error("controlSize: expected .mini, .small, .regular, .large or .extraLarge", at: a.span)
            }
            return .customEnvironment(key: Interpreter.controlSizeKey, value: .native(.enumCase(type: "ControlSize", name: name)))
        },
        // The prelude's `ScrollViewReader`: the view its proxy was asked to scroll to; and
        // `.scrollPosition(id:)`'s view.
        "_flipbookScrollTarget": { i, a, _ throws(Interrupt) in
            let value = try a.required(nil)
            let key = value.isNone ? nil : value.asString
            let aligns = try a.bool("alignsWithContentStart") ?? false
            let anchor = try a.construct { arguments throws(ArgumentError) in try arguments.unitPoint("anchor") }
            return .environment(
                ScrollTargetModifier(
                    key.map { ScrollTarget(id: IdentityKey($0), anchor: anchor, alignsWithContentStart: aligns) }))
        },
        "matchedGeometryEffect": { i, a, _ throws(Interrupt) in
            let id = IdentityKey(try i.hashKey(a.required("id"), at: a.span).description)
            guard case .native(.namespaceID(let namespace)) = try a.required("in") else {
                throw .error("matchedGeometryEffect(id:in:) needs a @Namespace property's value for 'in:'", at: a.span(of: "in"))
            }
            return .trait(
                try a.construct { arguments throws(ArgumentError) in
                    try MatchedGeometryEffect.make(namespace: IdentityKey("namespace \(namespace)"), id: id, arguments)
                })
        },
        // The prelude's `textRenderer(_:)`: the texts below draw through the renderer.
        "_textRenderer": { i, a, _ throws(Interrupt) in
            .node(.effect(AnyViewModifier(try i.textRendererModifier(try a.required(nil), at: a.span))))
        },
        "transition": { i, a, _ throws(Interrupt) in
            .transition(try i.transitionSpec(a.required(nil, .native("AnyTransition")), at: a.span))
        },
        "animation": { i, a, view throws(Interrupt) in
            let animation = try i.animationArgument(a.required(nil, .native("Animation")), at: a.span)
            if let value = try a.value("value") {
                return .node(.animation(animation, value: IdentityKey(try i.hashKey(value, at: a.span).description)))
            }

            // The deprecated `animation(_:)` animates every change of what it modifies.
            return .node(.animation(animation, value: IdentityKey.anyChange))
        },
        "transaction": { i, a, _ throws(Interrupt) in
            let value = try a.value("value").map { v throws(Interrupt) in IdentityKey(try i.hashKey(v, at: a.span).description) }
            return try i.transactionModifier(try a.requiredFunction("transform"), value: value, at: a.span)
        },
        "task": { i, a, _ throws(Interrupt) in
            _ = try a.value("priority")
            let id = try a.value("id").map { v throws(Interrupt) in try i.hashKey(v, at: a.span) }
            return .effect(EffectSpec(kind: .task(id: id), action: try a.requiredFunction("operation"), span: a.span))
        },
        "onAppear": { i, a, _ throws(Interrupt) in
            guard let action = try a.function("perform") else { return nil }
            return .effect(EffectSpec(kind: .onAppear, action: action, span: a.span))
        },
        "onDisappear": { i, a, _ throws(Interrupt) in
            guard let action = try a.function("perform") else { return nil }
            return .effect(EffectSpec(kind: .onDisappear, action: action, span: a.span))
        },
        "onChange": { i, a, _ throws(Interrupt) in
            let value = try a.required("of")
            let initial = try a.bool("initial") ?? false
            return .effect(
                EffectSpec(
                    kind: .onChange(try i.hashKey(value, at: a.span), value: value, initial: initial),
                    action: try a.requiredFunction("perform"), span: a.span))
        },
        "onReceive": { i, a, _ throws(Interrupt) in
            let publisher = try a.required(nil)
            return .effect(EffectSpec(kind: .onReceive(publisher), action: try a.requiredFunction("perform"), span: a.span))
        },
        "onPreferenceChange": { i, a, _ throws(Interrupt) in
            let key = try i.typeArgument(a.required(nil), at: a.span)
            return .effect(
                EffectSpec(kind: .onPreferenceChange(key: key), action: try a.requiredFunction("perform"), span: a.span))
        },
        "overlayPreferenceValue": { i, a, _ throws(Interrupt) in try i.preferenceAttachment(.overlay, a) },
        "backgroundPreferenceValue": { i, a, _ throws(Interrupt) in try i.preferenceAttachment(.background, a) },
        "preference": { i, a, _ throws(Interrupt) in
            let key = try i.typeArgument(a.required("key"), at: a.span)
            // `value: .init(…)` is of the key's `Value`.
            let value = try a.required("value", try i.preferenceValueType(of: key))
            return .effect(EffectSpec(kind: .preference(key: key, value: value), action: nil, span: a.span))
        },
        "anchorPreference": { i, a, _ throws(Interrupt) in try i.anchorPreference(a, transforms: false) },
        "transformAnchorPreference": { i, a, _ throws(Interrupt) in try i.anchorPreference(a, transforms: true) },
        "transformPreference": { i, a, _ throws(Interrupt) in
            let key = try i.typeArgument(a.required(nil), at: a.span)
            return .effect(
                EffectSpec(kind: .transformPreference(key: key), action: try a.requiredFunction("callback"), span: a.span))
        },
        "environment": { i, a, _ throws(Interrupt) in
            let first = try a.required(nil)
            if case .keyPath(let path) = first {
                let key = path.propertyNames.joined(separator: ".")
                return .customEnvironment(key: key, value: try a.required(nil, i.environmentKeyType(key)))
            }
            // `.environment(model)` (Observation): an object by its type.
            return .customEnvironment(key: "object:\(i.typeName(of: first))", value: first)
        },
        // The whole canvas takes the scheme (SwiftUI applies it to the window): the run reports
        // it, and the façade runs the scene again in it when it differs from `--appearance`.
        "preferredColorScheme": { i, a, _ throws(Interrupt) in
            let value = try a.required(nil, i.environmentKeyType("colorScheme").map { .optional($0) })
            guard case .enumCase(let scheme) = value, let chosen = ColorScheme(rawValue: scheme.name) else { return nil }
            i.preferredColorScheme = chosen
            return .customEnvironment(key: "colorScheme", value: value)
        },
        "coordinateSpace": { i, a, _ throws(Interrupt) in
            if let name = try a.value("name") { return .coordinateSpace(i.describe(name)) }
            let space = try a.required(nil, .native("CoordinateSpace"))
            guard case .native(.namedCoordinateSpace(let name)) = space else {
                throw .error("coordinateSpace(_:) takes a named space, such as .named(\"scroll\")", at: a.span)
            }
            return .coordinateSpace(name)
        },
        // The deprecated `colorScheme(_:)`: the scheme of the view and what it contains only.
        "colorScheme": { i, a, _ throws(Interrupt) in
            .customEnvironment(key: "colorScheme", value: try a.required(nil, i.environmentKeyType("colorScheme")))
        },
        "environmentObject": { i, a, _ throws(Interrupt) in
            let object = try a.required(nil)
            return .customEnvironment(key: "object:\(i.typeName(of: object))", value: object)
        },
        "modifier": { i, a, _ throws(Interrupt) in
            let value = try a.required(nil)
            guard case .instance(let instance) = value else {
                throw .error("modifier(_:) needs a ViewModifier, not \(i.typeName(of: value))", at: a.span)
            }
            return .user(instance)
        },
        "gesture": gesture,
        "simultaneousGesture": gesture,
        "highPriorityGesture": gesture,
        "onTapGesture": { i, a, _ throws(Interrupt) in
            _ = try a.int("count")
            _ = try a.value("coordinateSpace")
            return .effect(EffectSpec(kind: .tap(label: nil), action: try a.requiredFunction("perform"), span: a.span))
        },
    ]
}

extension Interpreter {
    /// `background`/`overlay`/`mask` with a view, a style (`in:` a shape), or a trailing
    /// view builder.
    func attachment(_ kind: Attachment.Kind, _ args: Arguments) throws(Interrupt) -> ModifierValue {
        var alignment = Alignment.center
        if case .native(.alignment(let a))? = try args.value("alignment", .native("Alignment")) { alignment = a }
        let view: ViewValue
        if let argument = args.takeUnlabelledValue() {
            let value = try eval(argument.value, .native("AnyShapeStyle"), args.env)
            if let shapeArgument = args.takeArgument("in") {
                let shapeValue = try eval(shapeArgument.value, .opaque("Shape"), args.env)
                guard let geometry = try shapeGeometry(shapeValue, at: shapeArgument.span), let style = shapeStyle(value) else {
                    throw .error("\(kind.rawValue)(_:in:) needs a ShapeStyle and a Shape", at: args.span)
                }
                view = .shape(ShapeLeaf(shape: geometry, fill: Paintable(style)), span: args.span)
            } else if case .function(let function) = value {
                // `.mask({ … })`: the view builder closure written inside the parentheses.
                function.buildsViews = true
                view = try asView(callFunction(function, [], at: argument.span), at: argument.span)
            } else {
                view = try asView(value, at: argument.span)
            }
        } else if let shapeArgument = args.takeArgument("in") {
            let shapeValue = try eval(shapeArgument.value, .opaque("Shape"), args.env)
            guard let geometry = try shapeGeometry(shapeValue, at: shapeArgument.span) else {
                throw .error("\(kind.rawValue)(in:) needs a Shape", at: shapeArgument.span)
            }
            view = .shape(ShapeLeaf(shape: geometry, fill: Paintable(.background)), span: args.span)
        } else if kind == .background, !args.hasClosure("content") {
            // `background(ignoresSafeAreaEdges:)`: the `.background` style behind the view.
            view = .leaf(AnyLeafView(StyleLeaf(.background)), span: args.span)
        } else {
            view = try content(args)
        }
        _ = try args.value("ignoresSafeAreaEdges")
        return .attachment(kind, view, alignment: alignment)
    }

    /// An animation argument (`nil` is no animation).
    func animationArgument(_ value: Value, at span: SourceSpan) throws(Interrupt) -> Animation? {
        switch value {
        case .native(.animation(let animation)):
            if let problem = animation?.limitViolation { throw .error(problem, at: span) }
            return animation
        case .none: return nil
        case .implicitMember(let member):
            return try animationArgument(try resolveImplicit(member, as: .native("Animation")), at: span)
        default: throw .error("expected an Animation, found \(typeName(of: value))", at: span)
        }
    }

    /// A type passed as a value (`StaggerKey.self`), by name.
    /// A preference key's `Value`: its `typealias Value`, else the written type of its
    /// `defaultValue`, from which Swift infers it (`static var defaultValue: ViewFrame = .init()`).
    func preferenceValueType(of key: String) throws(Interrupt) -> TypeValue? {
        if let named = typeNamed("\(key).Value", from: nil) { return named }
        guard case .declared(let info)? = typeNamed(key, from: nil),
            let written = (info.staticStored["defaultValue"]?.type ?? info.staticComputed["defaultValue"]?.type)
        else { return nil }
        return try resolve(written, Env(scope: globalScope, typeContext: info))
    }

    func typeArgument(_ value: Value, at span: SourceSpan) throws(Interrupt) -> String {
        guard case .type(let type) = value else { throw .error("expected a type such as MyKey.self", at: span) }
        return "\(type)"
    }

    /// A transition value as scene code builds it.
    func transitionSpec(_ value: Value, at span: SourceSpan) throws(Interrupt) -> TransitionSpec {
        switch value {
        case .native(.transition(let spec)): return spec
        case .instance(let instance) where instance.type.conforms(to: "Transition"):
            return .custom(instance, span: span)
        default: throw .error("transition(_:) needs an AnyTransition such as .opacity, not \(typeName(of: value))", at: span)
        }
    }
}

extension Interpreter {
    /// `overlayPreferenceValue(Key.self, alignment) { value in … }` and the background form.
    fileprivate func preferenceAttachment(_ kind: Attachment.Kind, _ a: Arguments) throws(Interrupt) -> ModifierValue {
        let key = try typeArgument(a.required(nil), at: a.span)
        var alignment = Alignment.center
        if case .native(.alignment(let value))? = try a.value("alignment", .native("Alignment")) { alignment = value }
        return .preferenceAttachment(
            kind, key: key, transform: try a.requiredFunction("transform", buildsViews: true), alignment: alignment)
    }
}
