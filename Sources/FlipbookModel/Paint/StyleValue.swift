/// A `ShapeStyle` as scene code writes it, before the environment resolves it: system colours
/// follow the colour scheme, hierarchical styles (`.secondary`) the foreground style.
public indirect enum StyleValue: Hashable, Sendable, CustomStringConvertible {
    case color(ColorValue)
    case linearGradient(GradientValue, startPoint: UnitPoint, endPoint: UnitPoint)
    case radialGradient(GradientValue, center: UnitPoint, startRadius: Double, endRadius: Double)
    case angularGradient(GradientValue, center: UnitPoint, startAngle: Angle, endAngle: Angle)
    case ellipticalGradient(GradientValue, center: UnitPoint, startRadiusFraction: Double, endRadiusFraction: Double)
    /// iOS 18's `MeshGradient`.
    case meshGradient(MeshGradientValue)
    /// `Color.gradient` (`AnyGradient`).
    case colorGradient(ColorValue)
    /// `.primary`, `.secondary`, `.tertiary`, `.quaternary` as shape styles: the foreground style
    /// at decreasing opacities (level 0…3).
    case hierarchical(level: Int)
    /// `.foreground`: the current foreground style.
    case foreground
    /// `.tint`: the environment's tint (the accent colour by default).
    case tint
    /// `.background` (`BackgroundStyle()`): the environment's `backgroundStyle`, else the
    /// system background.
    case background
    /// `style.opacity(x)`.
    case opacity(StyleValue, Double)
    /// `.ultraThinMaterial` … `.bar`.
    case material(MaterialKind)
    /// `style.shadow(.drop(…))`, `style.shadow(.inner(…))`: the style, drawn with a shadow of
    /// what it paints.
    case shadowed(StyleValue, StyleShadow)

    /// Opacities of the hierarchical levels (SwiftUI's secondary is the primary at about 0.5…0.6;
    /// iOS's label colours give 1, 0.6, 0.3, 0.18 in light mode).
    public static let hierarchicalOpacity: [Double] = [1, 0.6, 0.3, 0.18]

    /// The style in `environment`.
    public func resolved(in environment: EnvironmentValues) -> ShapeStyle {
        let scheme = environment.colorScheme
        switch self {
        case .color(let c):
            return .color(c.resolved(in: scheme))
        case .linearGradient(let g, let s, let e):
            return .linearGradient(g.resolved(in: scheme), startPoint: s, endPoint: e)
        case .radialGradient(let g, let c, let r0, let r1):
            return .radialGradient(g.resolved(in: scheme), center: c, startRadius: r0, endRadius: r1)
        case .angularGradient(let g, let c, let a0, let a1):
            return .angularGradient(g.resolved(in: scheme), center: c, startAngle: a0.radians, endAngle: a1.radians)
        case .ellipticalGradient(let g, let c, let r0, let r1):
            return .ellipticalGradient(g.resolved(in: scheme), center: c, startRadiusFraction: r0, endRadiusFraction: r1)
        case .meshGradient(let mesh):
            return .meshGradient(mesh.resolved(in: scheme))
        case .colorGradient(let c):
            // SwiftUI's AnyGradient: a top-to-bottom gradient from a lighter tint of the colour to
            // the colour itself ([U]; documented in docs/semantics.md).
            let base = c.resolved(in: scheme)
            let top = RGBA(
                red: base.red + (1 - base.red) * 0.2, green: base.green + (1 - base.green) * 0.2,
                blue: base.blue + (1 - base.blue) * 0.2, alpha: base.alpha)
            return .linearGradient(Gradient(colors: [top, base]), startPoint: .top, endPoint: .bottom)
        case .hierarchical(let level):
            // In the environment, a hierarchical style stands for the label colours (see
            // `relative(to:)`, which folds a concrete outer foreground into an opacity).
            let clamped = max(0, min(StyleValue.hierarchicalOpacity.count - 1, level))
            let system: SystemColor = [.label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel][clamped]
            return .color(system.resolved(in: scheme))
        case .foreground:
            return (environment.foregroundStyle ?? .color(.system(.label))).resolvedAvoidingCycle(in: environment)
        case .tint:
            // A disabled control's accent is greyed out.
            guard environment.isEnabled else { return .color(SystemColor.tertiaryLabel.resolved(in: scheme)) }
            return (environment.tint ?? .color(environment.accentColor)).resolvedAvoidingCycle(in: environment)
        case .background:
            return StyleValue.background(of: environment)
        case .opacity(let inner, let factor):
            return inner.resolved(in: environment).multiplyingOpacity(by: factor)
        case .material(let kind):
            return .material(blurRadius: kind.blurRadius, saturation: MaterialKind.saturation, tint: kind.tint(in: scheme))
        case .shadowed(let inner, _):
            return inner.resolved(in: environment)
        }
    }

    /// The style to store as the foreground when `self` is set inside a foreground `outer`: a
    /// hierarchical level of a concrete outer style is that style at the level's opacity.
    public func relative(to outer: StyleValue?) -> StyleValue {
        guard case .hierarchical(let level) = self, let outer else { return self }
        switch outer {
        case .hierarchical, .foreground: return self
        default:
            let clamped = max(0, min(StyleValue.hierarchicalOpacity.count - 1, level))
            return level == 0 ? outer : .opacity(outer, StyleValue.hierarchicalOpacity[clamped])
        }
    }

    /// The background style of `environment`: what `.backgroundStyle(_:)` set (a `.background`
    /// there would name itself: the system background), else the system background.
    static func background(of environment: EnvironmentValues) -> ShapeStyle {
        switch environment.backgroundStyle {
        case nil, .background?: return .color(SystemColor.systemBackground.resolved(in: environment.colorScheme))
        case let style?: return style.resolved(in: environment)
        }
    }

    /// Resolves a style found in the environment, where `.foreground` or `.tint` would refer to
    /// itself: those fall back to the label colour and the accent colour.
    func resolvedAvoidingCycle(in environment: EnvironmentValues) -> ShapeStyle {
        switch self {
        case .foreground: return .color(SystemColor.label.resolved(in: environment.colorScheme))
        case .tint:
            // The foreground set to the tint (a button's title): the tint of the environment.
            guard environment.isEnabled else { return .color(SystemColor.tertiaryLabel.resolved(in: environment.colorScheme)) }
            switch environment.tint {
            case nil, .tint?, .foreground?: return .color(environment.accentColor.resolved(in: environment.colorScheme))
            case let tint?: return tint.resolved(in: environment)
            }
        default: return resolved(in: environment)
        }
    }

    public var description: String {
        switch self {
        case .color(let c): c.description
        case .linearGradient(let g, let s, let e): "LinearGradient(\(g.stops.count) stops, \(s)→\(e))"
        case .radialGradient(let g, _, _, _): "RadialGradient(\(g.stops.count) stops)"
        case .angularGradient(let g, _, _, _): "AngularGradient(\(g.stops.count) stops)"
        case .ellipticalGradient(let g, _, _, _): "EllipticalGradient(\(g.stops.count) stops)"
        case .meshGradient(let mesh): mesh.description
        case .colorGradient(let c): "\(c).gradient"
        case .hierarchical(let level): ["primary", "secondary", "tertiary", "quaternary"][max(0, min(3, level))]
        case .foreground: "foreground"
        case .tint: "tint"
        case .background: "background"
        case .opacity(let s, let o): "\(s).opacity(\(formatNumber(o)))"
        case .material(let kind): "." + kind.swiftUIName
        case .shadowed(let s, let shadow): "\(s).shadow(\(shadow))"
        }
    }
}

/// A `ShadowStyle`: `.drop(color:radius:x:y:)` or `.inner(color:radius:x:y:)`.
public struct StyleShadow: Hashable, Sendable, CustomStringConvertible {
    public var isInner: Bool
    public var color: ColorValue
    public var radius: Double
    public var offset: Point

    public init(isInner: Bool, color: ColorValue, radius: Double, offset: Point) {
        self.isInner = isInner
        self.color = color
        self.radius = radius
        self.offset = offset
    }

    /// The filter that draws it, its colour in `scheme`.
    public func filter(in scheme: ColorScheme) -> Filter {
        let rgba = color.resolved(in: scheme)
        return isInner
            ? .innerShadow(color: rgba, radius: radius, offset: offset) : .shadow(color: rgba, radius: radius, offset: offset)
    }

    public var description: String {
        ".\(isInner ? "inner" : "drop")(color: \(color), radius: \(formatNumber(radius)), x: \(formatNumber(offset.x)), y: \(formatNumber(offset.y)))"
    }
}

extension StyleValue {
    /// The shadow the style is drawn with, if any (through `.opacity(_:)`).
    public var shadow: StyleShadow? {
        switch self {
        case .shadowed(_, let shadow): shadow
        case .opacity(let inner, _): inner.shadow
        default: nil
        }
    }
}

/// A gradient whose colours are not resolved yet.
public struct GradientValue: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public var color: ColorValue
        public var location: Double
        public init(color: ColorValue, location: Double) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    public init(stops: [Stop]) { self.stops = stops }

    public init(colors: [ColorValue]) {
        let n = colors.count
        stops = colors.enumerated().map { i, c in Stop(color: c, location: n > 1 ? Double(i) / Double(n - 1) : 0) }
    }

    public func resolved(in scheme: ColorScheme) -> Gradient {
        Gradient(stops: stops.map { Gradient.Stop(color: $0.color.resolved(in: scheme), location: $0.location) })
    }
}
