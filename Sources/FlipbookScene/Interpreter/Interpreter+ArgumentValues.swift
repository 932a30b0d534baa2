import FlipbookModel
import FlipbookVocabulary

extension Interpreter {
    /// The hint to evaluate an argument with, for the type a built-in construct asks for.
    func hint(for type: ArgumentType) -> TypeValue? {
        switch type {
        case .double, .ratio, .scale: .native("Double")
        case .int, .intRange: .native("Int")
        case .bool: .native("Bool")
        case .string: .native("String")
        case .color: .native("Color")
        case .style: .native("AnyShapeStyle")
        case .gradient: .native("Gradient")
        case .angle: .native("Angle")
        case .unitPoint: .native("UnitPoint")
        case .alignment: .native("Alignment")
        case .horizontalAlignment: .native("HorizontalAlignment")
        case .verticalAlignment: .native("VerticalAlignment")
        case .edge: .native("Edge")
        case .edgeSet: .native("Edge.Set")
        case .axisSet: .native("Axis.Set")
        case .font: .native("Font")
        case .fontWeight: .native("Font.Weight")
        case .animation: .native("Animation")
        case .size: typeNamed("CGSize", from: nil)
        case .point: typeNamed("CGPoint", from: nil)
        case .rect: typeNamed("CGRect", from: nil)
        case .edgeInsets: typeNamed("EdgeInsets", from: nil)
        case .strokeStyle: .native("StrokeStyle")
        case .shape: .opaque("Shape")
        // An enumeration the interpreter does not know (most of SwiftUI's) gets no hint, so
        // `.downUp` stays an implicit member and is read by its case name: the construct that
        // asked checks the name, and the interpreter needs no table of SwiftUI's enums.
        case .enumeration(let name): typeNamed(name, from: nil)
        case .record(let name): typeNamed(name, from: nil) ?? .native(name)
        case .array(let element): hint(for: element).map { .array($0) } ?? .array(.opaque(nil))
        }
    }

    /// A scene value converted to what a built-in construct asked for.
    func argumentValue(_ value: Value, as type: ArgumentType, at span: SourceSpan) throws(Interrupt) -> ArgumentValue {
        func mismatch() -> Interrupt { .error("expected \(type), found \(typeName(of: value))", at: span) }
        // `.linear` returned by a closure whose result type Flipbook did not know: the
        // construct that receives it names the type.
        if case .implicitMember(let member) = value, let hint = hint(for: type), !isOpaque(hint.unwrapped) {
            return try argumentValue(try resolveImplicit(member, as: hint), as: type, at: span)
        }
        switch (type, value) {
        case (_, .none): return .none
        case (.double, _):
            guard let d = value.asDouble else { throw mismatch() }
            return .double(d)
        case (.ratio, .instance(let instance)) where instance.type.name == "CGSize":
            let size = try self.size(value, at: span)
            return .double(size.height == 0 ? .infinity : size.width / size.height)
        case (.scale, .instance(let instance)) where instance.type.name == "CGSize":
            return .size(try self.size(value, at: span))
        case (.ratio, _), (.scale, _):
            guard let d = value.asDouble else { throw mismatch() }
            return .double(d)
        case (.int, .int(let i)), (.intRange, .int(let i)): return .int(i)
        case (.intRange, .range(let range)):
            func bound(_ value: Value?) throws(Interrupt) -> Int? {
                guard let value else { return nil }
                guard case .int(let n) = value else { throw mismatch() }
                return n
            }
            let upper = try bound(range.upper)
            return .intRange(lower: try bound(range.lower), upper: range.isClosed ? upper : upper.map { $0 - 1 })
        case (.bool, .bool(let b)): return .bool(b)
        case (.string, .string(let s)): return .string(s)
        case (.color, .native(.color(let c))): return .color(c)
        case (.style, _), (.color, _):
            guard let style = shapeStyle(value) else { throw mismatch() }
            if case .color(let c) = style, type == .color { return .color(c) }
            return .style(style)
        case (.gradient, .native(.gradient(let g))): return .gradient(g)
        case (.angle, .native(.angle(let a))): return .angle(a)
        case (.unitPoint, .native(.unitPoint(let p))): return .unitPoint(p)
        case (.alignment, .native(.alignment(let a))): return .alignment(a)
        case (.horizontalAlignment, .native(.horizontalAlignment(let a))): return .horizontalAlignment(a)
        case (.verticalAlignment, .native(.verticalAlignment(let a))): return .verticalAlignment(a)
        case (.edge, .native(.edge(let e))): return .edge(e)
        case (.edgeSet, .native(.edgeSet(let s))): return .edgeSet(s)
        case (.edgeSet, .native(.edge(let e))): return .edgeSet([e])
        case (.edgeSet, .int(let i)): return .double(Double(i))
        case (.edgeSet, .double(let d)): return .double(d)
        case (.edgeSet, .instance(let i)) where i.type.name == "EdgeInsets": return .edgeInsets(try edgeInsets(value, at: span))
        case (.axisSet, .native(.axisSet(let s))): return .axisSet(s)
        case (.axisSet, .native(.axis(let a))): return .axisSet([a])
        case (.font, .native(.font(let f))): return .font(f)
        case (.fontWeight, .native(.fontWeight(let w))): return .fontWeight(w)
        case (.animation, .native(.animation(let a))): return .animation(a)
        case (.size, _): return .size(try size(value, at: span))
        case (.point, _): return .point(try point(value, at: span))
        case (.rect, _): return .rect(try rect(value, at: span))
        case (.edgeInsets, _): return .edgeInsets(try edgeInsets(value, at: span))
        case (.strokeStyle, .native(.strokeStyle(let s))): return .strokeStyle(s)
        case (.shape, _):
            guard let shape = try shapeGeometry(value, at: span) else { throw mismatch() }
            return .shape(shape)
        case (.enumeration, .native(.enumCase(_, let name))): return .enumCase(name, payload: [])
        case (.enumeration, .native(.fontDesign(let design))): return .enumCase(design.rawValue, payload: [])
        case (.enumeration, .enumCase(let e)): return .enumCase(e.name, payload: [])
        case (.enumeration, .implicitMember(let m)) where m.arguments == nil: return .enumCase(m.name, payload: [])
        // `.numericText(countsDown: true)`: a case with Bool and number arguments.
        case (.enumeration, .implicitMember(let m)):
            var payload: [ArgumentValue] = []
            for argument in m.arguments ?? [] {
                let value = try eval(argument.value, nil, Env(scope: m.scope, typeContext: m.typeContext))
                if case .bool(let flag) = value { payload.append(.bool(flag)) }
                if let number = value.asDouble { payload.append(.double(number)) }
            }
            return .enumCase(m.name, payload: payload)
        // An option set (`PinnedScrollableViews`, `Edge.Set`-like types) written as an array
        // literal of its cases.
        case (.enumeration, .array(let items)):
            var out: [ArgumentValue] = []
            for item in items { out.append(try argumentValue(item, as: type, at: span)) }
            return .array(out)
        case (.record, _):
            return try record(value, at: span)
        case (.array(let element), .array(let items)):
            var out: [ArgumentValue] = []
            for item in items { out.append(try argumentValue(item, as: element, at: span)) }
            return .array(out)
        case (.array(let element), .tuple(let items, _)):
            // A tuple argument (`axis: (0, 1, 0)`) read element by element.
            var out: [ArgumentValue] = []
            for item in items { out.append(try argumentValue(item, as: element, at: span)) }
            return .array(out)
        default:
            throw mismatch()
        }
    }

    /// A value as a `ShapeStyle`: a colour, a gradient, a hierarchical style.
    func shapeStyle(_ value: Value) -> StyleValue? {
        switch value {
        case .native(.color(let c)): .color(c)
        case .native(.style(let s)): s
        case .native(.gradient(let g)): .linearGradient(g, startPoint: .top, endPoint: .bottom)
        default: nil
        }
    }

    /// A shape value (`Circle()`, a custom `Shape`) as geometry.
    func shapeGeometry(_ value: Value, at span: SourceSpan) throws(Interrupt) -> ShapeGeometry? {
        switch value {
        case .view(.shape(let leaf, _)): return leaf.shape
        case .native(.path(let path)): return .path(path)
        case .instance(let instance) where instance.type.conforms(to: "Shape") || instance.type.conforms(to: "InsettableShape"):
            return try customShape(instance, at: span)
        default: return nil
        }
    }

    /// A value's fields, for records such as `GridItem`.
    private func record(_ value: Value, at span: SourceSpan) throws(Interrupt) -> ArgumentValue {
        switch value {
        case .instance(let instance):
            var fields: [String: ArgumentValue] = [:]
            for (name, field) in instance.fields {
                fields[name] = try recordField(field, at: span)
            }
            return .record(fields)
        case .enumCase(let e):
            var payload: [ArgumentValue] = []
            for item in e.payload { payload.append(try recordField(item, at: span)) }
            return .enumCase(e.name, payload: payload)
        default:
            return try recordField(value, at: span)
        }
    }

    private func recordField(_ value: Value, at span: SourceSpan) throws(Interrupt) -> ArgumentValue {
        switch value {
        case .int(let i): return .int(i)
        case .double(let d): return .double(d)
        case .bool(let b): return .bool(b)
        case .string(let s): return .string(s)
        case .none: return .none
        case .instance, .enumCase: return try record(value, at: span)
        case .native(.horizontalAlignment(let a)): return .horizontalAlignment(a)
        case .native(.verticalAlignment(let a)): return .verticalAlignment(a)
        case .native(.alignment(let a)): return .alignment(a)
        case .native(.enumCase(_, let name)): return .enumCase(name, payload: [])
        case .array(let items):
            var out: [ArgumentValue] = []
            for item in items { out.append(try recordField(item, at: span)) }
            return .array(out)
        default: return .none
        }
    }

    /// A `CGSize` (a prelude struct) as a model size.
    func size(_ value: Value, at span: SourceSpan) throws(Interrupt) -> Size {
        if case .implicitMember(let member) = value, let type = typeNamed("CGSize", from: nil) {
            return try size(resolveImplicit(member, as: type), at: span)
        }
        guard case .instance(let i) = value, let w = i.fields["width"]?.asDouble, let h = i.fields["height"]?.asDouble else {
            throw .error("expected a CGSize, found \(typeName(of: value))", at: span)
        }
        return Size(width: w, height: h)
    }

    func point(_ value: Value, at span: SourceSpan) throws(Interrupt) -> Point {
        // `.zero` written where a CGPoint is expected (`p.move(to: .zero)`).
        if case .implicitMember(let member) = value, let type = typeNamed("CGPoint", from: nil) {
            return try point(resolveImplicit(member, as: type), at: span)
        }
        guard case .instance(let i) = value, let x = i.fields["x"]?.asDouble, let y = i.fields["y"]?.asDouble else {
            throw .error("expected a CGPoint, found \(typeName(of: value))", at: span)
        }
        return Point(x: x, y: y)
    }

    func rect(_ value: Value, at span: SourceSpan) throws(Interrupt) -> Rect {
        if case .implicitMember(let member) = value, let type = typeNamed("CGRect", from: nil) {
            return try rect(resolveImplicit(member, as: type), at: span)
        }
        guard case .instance(let i) = value, let origin = i.fields["origin"], let size = i.fields["size"] else {
            throw .error("expected a CGRect, found \(typeName(of: value))", at: span)
        }
        return Rect(origin: try point(origin, at: span), size: try self.size(size, at: span))
    }

    func edgeInsets(_ value: Value, at span: SourceSpan) throws(Interrupt) -> EdgeInsets {
        // `.listRowInsets(.init(top: 10, leading: 0, bottom: 0, trailing: 0))`.
        if case .implicitMember(let member) = value, let type = typeNamed("EdgeInsets", from: nil) {
            return try edgeInsets(resolveImplicit(member, as: type), at: span)
        }
        guard case .instance(let i) = value, let t = i.fields["top"]?.asDouble, let l = i.fields["leading"]?.asDouble,
            let b = i.fields["bottom"]?.asDouble, let r = i.fields["trailing"]?.asDouble
        else {
            throw .error("expected EdgeInsets, found \(typeName(of: value))", at: span)
        }
        return EdgeInsets(top: t, leading: l, bottom: b, trailing: r)
    }

    /// A model value as a prelude struct (`CGSize`, `CGPoint`, `CGRect`).
    func makeSize(_ size: Size) -> Value {
        prelude("CGSize", ["width": .double(size.width), "height": .double(size.height)])
    }

    func makePoint(_ point: Point) -> Value {
        prelude("CGPoint", ["x": .double(point.x), "y": .double(point.y)])
    }

    func makeRect(_ rect: Rect) -> Value {
        prelude("CGRect", ["origin": makePoint(rect.origin), "size": makeSize(rect.size)])
    }

    func makeEdgeInsets(top: Double, leading: Double, bottom: Double, trailing: Double) -> Value {
        prelude(
            "EdgeInsets",
            [
                "top": .double(top), "leading": .double(leading), "bottom": .double(bottom),
                "trailing": .double(trailing),
            ])
    }

    func prelude(_ name: String, _ fields: [String: Value]) -> Value {
        guard let info = index.types[name] else { return .none }
        return .instance(Instance(type: info, fields: fields))
    }
}
