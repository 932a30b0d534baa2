/// Animations as Swift would write them, for `explain` and `dump`.
extension Animation: CustomStringConvertible {
    public var description: String {
        switch self {
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
            return "\(base).delay(\(formatNumber(seconds)))"
        case .speed(let base, let factor):
            return "\(base).speed(\(formatNumber(factor)))"
        case .repeatCount(let base, let count, let autoreverses):
            return "\(base).repeatCount(\(count), autoreverses: \(autoreverses))"
        case .repeatForever(let base, let autoreverses):
            return "\(base).repeatForever(autoreverses: \(autoreverses))"
        case .sampled(let name, let progress, let interval):
            return "Animation(\(name)()) (\(formatNumber(Double(max(0, progress.count - 1)) * interval)) s)"
        }
    }
}
