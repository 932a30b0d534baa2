import FlipbookModel

/// Short, Swift-like texts for animations, transitions and views, for `explain` and `dump`.
enum Descriptions {
    static func animation(_ animation: Animation) -> String {
        switch animation {
        case .timingCurve(let c0x, let c0y, let c1x, let c1y, let duration):
            let name: String =
                switch (c0x, c0y, c1x, c1y) {
                case (0, 0, 1, 1): "linear"
                case (0.42, 0, 1, 1): "easeIn"
                case (0, 0, 0.58, 1): "easeOut"
                case (0.42, 0, 0.58, 1): "easeInOut"
                default: "timingCurve(\([c0x, c0y, c1x, c1y].map(formatNumber).joined(separator: ", ")))"
                }
            return "\(name)(duration: \(formatNumber(duration)))"
        case .spring(let response, let damping, let blend):
            var text = "spring(response: \(formatNumber(response)), dampingFraction: \(formatNumber(damping))"
            if blend != 0 { text += ", blendDuration: \(formatNumber(blend))" }
            return text + ")"
        case .interpolatingSpring(let mass, let stiffness, let damping, let velocity):
            return "interpolatingSpring(mass: \(formatNumber(mass)), stiffness: \(formatNumber(stiffness)), "
                + "damping: \(formatNumber(damping)), initialVelocity: \(formatNumber(velocity)))"
        case .delay(let base, let seconds):
            return "\(Self.animation(base)).delay(\(formatNumber(seconds)))"
        case .speed(let base, let factor):
            return "\(Self.animation(base)).speed(\(formatNumber(factor)))"
        case .repeatCount(let base, let count, let autoreverses):
            return "\(Self.animation(base)).repeatCount(\(count), autoreverses: \(autoreverses))"
        case .repeatForever(let base, let autoreverses):
            return "\(Self.animation(base)).repeatForever(autoreverses: \(autoreverses))"
        }
    }

    static func transition(_ transition: Transition) -> String {
        switch transition {
        case .identity: return ".identity"
        case .opacity: return ".opacity"
        case .scale(let scale, let anchor):
            return anchor == .center ? ".scale(\(formatNumber(scale)))" : ".scale(\(formatNumber(scale)), anchor: \(unitPoint(anchor)))"
        case .offset(let x, let y): return ".offset(x: \(formatNumber(x)), y: \(formatNumber(y)))"
        case .move(let edge): return ".move(edge: .\(edge.rawValue))"
        case .slide: return ".slide"
        case .push(let edge): return ".push(from: .\(edge.rawValue))"
        case .asymmetric(let insertion, let removal):
            return ".asymmetric(insertion: \(Self.transition(insertion)), removal: \(Self.transition(removal)))"
        case .combined(let a, let b): return "\(Self.transition(a)).combined(with: \(Self.transition(b)))"
        case .animation(let inner, let animation):
            return "\(Self.transition(inner)).animation(\(animation.map { "." + Self.animation($0) } ?? "nil"))"
        }
    }

    static func unitPoint(_ point: UnitPoint) -> String {
        UnitPoint.named.first { $0.value == point }.map { ".\($0.key)" }
            ?? "UnitPoint(x: \(formatNumber(point.x)), y: \(formatNumber(point.y)))"
    }

    static func content(_ content: ViewContent) -> String {
        switch content {
        case .shape(let kind, let fill):
            let name: String =
                switch kind {
                case .rectangle: "Rectangle()"
                case .roundedRectangle(let r): "RoundedRectangle(cornerRadius: \(formatNumber(r)))"
                case .circle: "Circle()"
                case .capsule: "Capsule()"
                case .ellipse: "Ellipse()"
                }
            return "\(name) \(fill)"
        case .color(let color): return "Color \(color)"
        case .text(let text, let font, let color):
            return "Text(\"\(text)\") \(formatNumber(font.size))pt \(font.weight.name) \(color)"
        case .stack(let kind, let children):
            let name: String =
                switch kind {
                case .vertical: "VStack"
                case .horizontal: "HStack"
                case .z: "ZStack"
                }
            return "\(name) (\(children.count) \(children.count == 1 ? "child" : "children"))"
        case .spacer: return "Spacer()"
        case .empty: return "EmptyView()"
        }
    }

    static func modifier(_ modifier: ViewModifier) -> String {
        switch modifier {
        case .frame(let w, let h, _):
            return ".frame(width: \(w.map(formatNumber) ?? "nil"), height: \(h.map(formatNumber) ?? "nil"))"
        case .flexibleFrame: return ".frame(min…max)"
        case .padding(let e):
            return ".padding(\([e.top, e.leading, e.bottom, e.trailing].map(formatNumber).joined(separator: " ")))"
        case .offset(let x, let y): return ".offset(x: \(formatNumber(x)), y: \(formatNumber(y)))"
        case .position(let x, let y): return ".position(x: \(formatNumber(x)), y: \(formatNumber(y)))"
        case .background: return ".background"
        case .overlay: return ".overlay"
        case .opacity(let o): return ".opacity(\(formatNumber(o)))"
        case .scaleEffect(let x, let y, _): return ".scaleEffect(x: \(formatNumber(x)), y: \(formatNumber(y)))"
        case .rotationEffect(let angle, _): return ".rotationEffect(.degrees(\(formatNumber(angle.degrees))))"
        case .clipRoundedRectangle(let r): return ".cornerRadius(\(formatNumber(r)))"
        case .animation(let animation, let value):
            return ".animation(\(animation.map { "." + Self.animation($0) } ?? "nil"), value: \(value))"
        }
    }
}
