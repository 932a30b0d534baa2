/// SwiftUI's `Gradient`: colours at locations in 0...1, in order.
public struct Gradient: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public var color: RGBA
        public var location: Double

        public init(color: RGBA, location: Double) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    public init(stops: [Stop]) { self.stops = stops }

    /// `Gradient(colors:)`: evenly spaced stops.
    public init(colors: [RGBA]) {
        let n = colors.count
        stops = colors.enumerated().map { i, color in
            Stop(color: color, location: n > 1 ? Double(i) / Double(n - 1) : 0)
        }
    }

    /// The stops sorted by location, clamped to 0...1 (SwiftUI tolerates any order).
    public var normalizedStops: [Stop] {
        stops.map { Stop(color: $0.color, location: min(1, max(0, $0.location.isFinite ? $0.location : 0))) }
            .enumerated().sorted {
                $0.element.location != $1.element.location ? $0.element.location < $1.element.location : $0.offset < $1.offset
            }
            .map(\.element)
    }
}
