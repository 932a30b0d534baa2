import FlipbookModel
import FlipbookSyntax

extension NativeTypes {
    /// iOS 18's `MeshGradient`, a shape style and a view: `init(width:height:points:colors:…)`,
    /// `(width:height:bezierPoints:colors:…)` and `(width:height:locations:colors:…)`. Its
    /// `SIMD2` points and `BezierPoint`, `Locations` and `Colors` types are the prelude's.
    static let meshGradient = NativeType("MeshGradient") { t in
        t.protocols = ["ShapeStyle", "View"]
        t.initializer = { i, a throws(Interrupt) in
            // A mesh whose points or colours do not fill its grid draws nothing (see `meshGradient`).
            guard let mesh = try i.meshGradient(a) else { return .native(.style(.color(.clear))) }
            return .native(.style(.meshGradient(mesh)))
        }
    }

    /// `Gradient.ColorSpace`, which a mesh blends its colours in.
    static let gradientColorSpace = enumLike("Gradient.ColorSpace", ["device", "perceptual"])
}

extension Interpreter {
    /// The most vertices a mesh may have: far more than any design uses (Apple's examples have
    /// 9 to 25), few enough that cutting every cell into pieces stays quick.
    static let maximumMeshVertices = 10_000

    /// Reads a `MeshGradient` initializer's arguments. A grid of fewer than 2 × 2 vertices or
    /// more than `maximumMeshVertices`, and points that are not finite are errors at the argument
    /// (or the element of an array literal) at fault. Points or colours that do not number
    /// width × height make no mesh (nil), with a warning: SwiftUI accepts them (an app's colours
    /// filled in `onAppear` start as none), and what it draws then is not known.
    func meshGradient(_ a: Arguments) throws(Interrupt) -> MeshGradientValue? {
        let width = try meshDimension(a, "width")
        let height = try meshDimension(a, "height")
        let count = width * height
        guard count <= Self.maximumMeshVertices else {
            throw .error(
                "a MeshGradient of \(width) × \(height) = \(count) vertices is more than Flipbook draws "
                    + "(\(Self.maximumMeshVertices))", at: a.span)
        }
        let geometry = try meshGeometry(a, width: width, height: height)
        let colors = try meshColors(a, count: count, width: width, height: height)
        var background = ColorValue.clear
        if let argument = a.takeArgument("background") {
            guard case .native(.color(let c)) = try eval(argument.value, .native("Color"), a.env) else {
                throw .error("MeshGradient's background must be a Color", at: argument.span)
            }
            background = c
        }
        let smooths = try a.bool("smoothsColors") ?? true
        var space = MeshColorSpace.device
        if let argument = a.takeArgument("colorSpace") {
            guard
                case .native(.enumCase("Gradient.ColorSpace", let name)) = try eval(
                    argument.value, .native("Gradient.ColorSpace"), a.env),
                let known = MeshColorSpace(rawValue: name)
            else { throw .error("MeshGradient's colorSpace must be .device or .perceptual", at: argument.span) }
            space = known
        }
        guard let geometry, let colors else { return nil }
        return MeshGradientValue(
            geometry: geometry, colors: colors, background: background, smoothsColors: smooths, colorSpace: space)
    }

    /// `width:` or `height:`, an integer of at least 2 (a line of vertices makes no patch).
    private func meshDimension(_ a: Arguments, _ label: String) throws(Interrupt) -> Int {
        guard let argument = a.takeArgument(label) else {
            throw .error("MeshGradient needs \(label):", at: a.span)
        }
        guard case .int(let n) = try eval(argument.value, .native("Int"), a.env) else {
            throw .error("MeshGradient's \(label): must be an Int", at: argument.span)
        }
        guard n >= 2 else {
            throw .error(
                "a MeshGradient needs at least 2 vertices per row and per column, found \(label): \(n) "
                    + "(its cells lie between 2 × 2 vertices)", at: argument.span)
        }
        guard n <= Self.maximumMeshVertices else {
            throw .error(
                "a MeshGradient of \(label): \(n) is more than Flipbook draws (\(Self.maximumMeshVertices) vertices)",
                at: argument.span)
        }
        return n
    }

    /// `points:`, `bezierPoints:` or `locations:` (`.points(…)`, `.bezierPoints(…)`).
    private func meshGeometry(_ a: Arguments, width: Int, height: Int) throws(Interrupt) -> MeshGeometry? {
        let simd = typeNamed("SIMD2", from: nil)
        let bezier = typeNamed("MeshGradient.BezierPoint", from: nil)
        var source: (items: [Value], argument: Argument, isBezier: Bool)
        if let argument = a.takeArgument("points") {
            source = (try meshArray(argument, simd.map { .array($0) }, a), argument, false)
        } else if let argument = a.takeArgument("bezierPoints") {
            source = (try meshArray(argument, bezier.map { .array($0) }, a), argument, true)
        } else if let argument = a.takeArgument("locations") {
            let value = try eval(argument.value, typeNamed("MeshGradient.Locations", from: nil), a.env)
            guard case .enumCase(let location) = value, ["points", "bezierPoints"].contains(location.name),
                let first = location.payload.first
            else { throw .error("MeshGradient's locations: must be .points(…) or .bezierPoints(…)", at: argument.span) }
            source = (try elements(of: first, at: argument.span), argument, location.name == "bezierPoints")
        } else {
            throw .error("MeshGradient needs points:, bezierPoints: or locations:", at: a.span)
        }
        let count = width * height
        guard source.items.count == count else {
            warn(
                "a MeshGradient of \(width) × \(height) needs \(count) points, found \(source.items.count); it draws nothing",
                at: source.argument.span)
            return nil
        }
        var positions: [Point] = []
        var controls: [MeshControlPoints] = []
        let elementType = source.isBezier ? bezier : simd
        for (index, element) in source.items.enumerated() {
            let span = elementSpan(source.argument, index, of: count)
            let item = try conform(element, to: elementType, at: span)
            if source.isBezier {
                guard case .instance(let vertex) = item, vertex.type.name.hasSuffix("BezierPoint") else {
                    throw .error("expected a MeshGradient.BezierPoint, found \(typeName(of: item))", at: span)
                }
                func field(_ name: String) throws(Interrupt) -> Point {
                    try meshPoint(vertex.fields[name] ?? .none, at: span)
                }
                positions.append(try field("position"))
                controls.append(
                    MeshControlPoints(
                        leading: try field("leadingControlPoint"), top: try field("topControlPoint"),
                        trailing: try field("trailingControlPoint"), bottom: try field("bottomControlPoint")))
            } else {
                positions.append(try meshPoint(item, at: span))
            }
        }
        return MeshGeometry(width: width, height: height, positions: positions, controls: source.isBezier ? controls : nil)
    }

    /// `colors:`, an array of colours or `.colors([…])`.
    private func meshColors(_ a: Arguments, count: Int, width: Int, height: Int) throws(Interrupt) -> [ColorValue]? {
        guard let argument = a.takeArgument("colors") else { throw .error("MeshGradient needs colors:", at: a.span) }
        // `.colors([…])` is a member of `MeshGradient.Colors`; a plain array is the `[Color]` form.
        let hint = argument.value.isImplicitMemberChain ? typeNamed("MeshGradient.Colors", from: nil) : .array(.native("Color"))
        var value = try eval(argument.value, hint, a.env)
        if case .enumCase(let colors) = value, colors.name == "colors", let first = colors.payload.first { value = first }
        let items = try elements(of: value, at: argument.span)
        guard items.count == count else {
            warn("a MeshGradient of \(width) × \(height) needs \(count) colors, found \(items.count); it draws nothing", at: argument.span)
            return nil
        }
        var colors: [ColorValue] = []
        for (index, element) in items.enumerated() {
            // An implicit member the array's context did not type (`Array(repeating: .red, count: 4)`).
            let item = try conform(element, to: .native("Color"), at: elementSpan(argument, index, of: count))
            guard case .native(.color(let c)) = item else {
                throw .error("expected a Color, found \(typeName(of: item))", at: elementSpan(argument, index, of: count))
            }
            colors.append(c)
        }
        return colors
    }

    private func meshArray(_ argument: Argument, _ hint: TypeValue?, _ a: Arguments) throws(Interrupt) -> [Value] {
        try elements(of: try eval(argument.value, hint, a.env), at: argument.span)
    }

    /// Where the element `index` of an argument is written: its own expression in an array
    /// literal, else the whole argument.
    private func elementSpan(_ argument: Argument, _ index: Int, of count: Int) -> SourceSpan {
        if case .array(let items) = argument.value.kind, items.count == count { return items[index].span }
        return argument.span
    }

    /// A `SIMD2` (or a pair of numbers) as a finite point.
    private func meshPoint(_ value: Value, at span: SourceSpan) throws(Interrupt) -> Point {
        var coordinates: [Double]?
        switch value {
        case .instance(let vector) where vector.type.name == "SIMD2":
            if let x = vector.fields["x"]?.asDouble, let y = vector.fields["y"]?.asDouble { coordinates = [x, y] }
        case .array(let pair) where pair.count == 2:
            if let x = pair[0].asDouble, let y = pair[1].asDouble { coordinates = [x, y] }
        default:
            break
        }
        guard let coordinates else { throw .error("expected a SIMD2<Float> point, found \(typeName(of: value))", at: span) }
        guard coordinates.allSatisfy(\.isFinite) else {
            throw .error(
                "a MeshGradient point must be finite, not (\(coordinates[0]), \(coordinates[1]))", at: span)
        }
        return Point(x: coordinates[0], y: coordinates[1])
    }
}
