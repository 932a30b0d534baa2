import Foundation

/// An angle, stored in radians.
public struct Angle: Hashable, Sendable {
    public var radians: Double

    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { self.radians = degrees * .pi / 180 }

    public var degrees: Double { radians * 180 / .pi }
    public static let zero = Angle(radians: 0)
}
