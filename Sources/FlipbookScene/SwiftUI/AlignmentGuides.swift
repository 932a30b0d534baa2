import FlipbookModel
import FlipbookSyntax
import FlipbookVocabulary

extension NativeTypes {
    /// `ViewDimensions`: `d.width`, `d.height`, `d[.leading]`, `d[explicit: .top]`.
    static let viewDimensions = NativeType("ViewDimensions") { t in
        t.properties = [
            "width": { _, v, _ in .double(v.dimensions?.width ?? 0) },
            "height": { _, v, _ in .double(v.dimensions?.height ?? 0) },
        ]
    }
}

extension Value {
    var dimensions: ViewDimensions? {
        if case .native(.viewDimensions(let d)) = self { return d }
        return nil
    }
}

extension Interpreter {
    /// `d[guide]` and `d[explicit: guide]` (nil unless a modifier set that guide).
    func dimensionsSubscript(
        _ dimensions: ViewDimensions, _ arguments: [Argument], at span: SourceSpan, _ env: Env
    ) throws(Interrupt) -> Value {
        guard arguments.count == 1, arguments[0].label == nil || arguments[0].label == "explicit" else {
            throw .error("ViewDimensions takes one alignment guide: d[.leading], d[explicit: .top]", at: span)
        }
        let guide = try alignmentGuide(try eval(arguments[0].value, nil, env), at: arguments[0].span)
        let isExplicit = arguments[0].label == "explicit"
        switch guide {
        case .horizontal(let h):
            if isExplicit { return dimensions.horizontalGuides[h].map { .double($0) } ?? .none }
            return .double(dimensions[h])
        case .vertical(let v):
            if isExplicit { return dimensions.verticalGuides[v].map { .double($0) } ?? .none }
            return .double(dimensions[v])
        }
    }

    /// A horizontal or vertical alignment guide; an implicit member is taken by its name, and
    /// `.center`, which both have, must be written out, as Swift requires.
    func alignmentGuide(_ value: Value, at span: SourceSpan) throws(Interrupt) -> AlignmentGuide.Guide {
        switch value {
        case .native(.horizontalAlignment(let h)): return .horizontal(h)
        case .native(.verticalAlignment(let v)): return .vertical(v)
        case .implicitMember(let member) where member.arguments == nil:
            if member.name == "center" {
                throw .error(
                    "ambiguous use of '.center': write HorizontalAlignment.center or VerticalAlignment.center", at: span)
            }
            if let h = typeNamed("HorizontalAlignment", from: nil),
                case .native(.horizontalAlignment(let guide))? = try? resolveImplicit(member, as: h)
            {
                return .horizontal(guide)
            }
            if let v = typeNamed("VerticalAlignment", from: nil),
                case .native(.verticalAlignment(let guide))? = try? resolveImplicit(member, as: v)
            {
                return .vertical(guide)
            }
            throw .error("'.\(member.name)' is not an alignment guide", at: span)
        default:
            throw .error("expected a HorizontalAlignment or VerticalAlignment, found \(typeName(of: value))", at: span)
        }
    }

    /// `HorizontalAlignment(MyGuide.self)`: a guide of the scene's own `AlignmentID` type, the
    /// same guide wherever it is made. The layout runs its `defaultValue(in:)`.
    func customAlignmentID(_ a: Arguments, _ alignmentType: String) throws(Interrupt) -> CustomAlignmentID {
        let argument = try a.required(nil)
        guard case .type(.declared(let info)) = argument else {
            throw .error(
                "\(alignmentType)(_:) takes an AlignmentID type, such as MyGuide.self, not \(typeName(of: argument))",
                at: a.span)
        }
        guard info.staticMethods["defaultValue"] != nil else {
            throw .error(
                "'\(info.name)' is no AlignmentID: it needs static func defaultValue(in context: ViewDimensions) -> CGFloat",
                at: a.span)
        }
        let place = info.span.map { "\($0.file):\($0.start.line):\($0.start.column)" } ?? ""
        let fingerprint = "AlignmentID \(info.name) \(place)"
        liveTable[fingerprint] = .type(.declared(info))
        return CustomAlignmentID(name: info.name, type: LiveHandle(typeName: info.name, fingerprint: fingerprint))
    }

    /// `.alignmentGuide(guide) { d in … }`: the closure runs when layout needs the guide.
    func alignmentGuideModifier(_ arguments: Arguments) throws(Interrupt) -> ModifierValue {
        let guideValue = try arguments.required(nil)
        let guide = try alignmentGuide(guideValue, at: arguments.span)
        let compute = try arguments.requiredFunction("computeValue")
        let handle = registerLive(.function(compute))
        return .node(.effect(AnyViewModifier(AlignmentGuideModifier(AlignmentGuide(guide: guide, compute: handle)))))
    }
}
