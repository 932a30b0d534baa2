extension Prelude {
    /// `SIMD2`, the vector type iOS 18's `MeshGradient` takes its points as, and the types of
    /// the mesh's other initializers. Flipbook has one floating-point type, so a `SIMD2<Float>`
    /// holds two `Double`s whatever its scalar type is written as. An array literal where a
    /// `SIMD2` is expected (`points: [[0, 0], [1, 0]]`) calls `init(arrayLiteral:)`, as Swift's
    /// `ExpressibleByArrayLiteral` does for any type.
    static let simdSource = #"""
        struct SIMD2<Scalar>: Hashable, ExpressibleByArrayLiteral, CustomStringConvertible {
            var x: Double
            var y: Double
            init() {
                x = 0
                y = 0
            }
            init(_ x: Double, _ y: Double) {
                self.x = x
                self.y = y
            }
            init(x: Double, y: Double) {
                self.x = x
                self.y = y
            }
            init(repeating value: Double) {
                x = value
                y = value
            }
            init(arrayLiteral elements: Double...) {
                precondition(elements.count == 2, "a SIMD2 array literal needs 2 elements, found \(elements.count)")
                x = elements[0]
                y = elements[1]
            }
            static var zero: SIMD2 { SIMD2(0, 0) }
            static var one: SIMD2 { SIMD2(1, 1) }
            var scalarCount: Int { 2 }
            subscript(index: Int) -> Double {
                get {
                    precondition(index == 0 || index == 1, "SIMD2 index \(index) out of range")
                    return index == 0 ? x : y
                }
                set {
                    precondition(index == 0 || index == 1, "SIMD2 index \(index) out of range")
                    if index == 0 { x = newValue } else { y = newValue }
                }
            }
            var description: String { "SIMD2<Float>(\(x), \(y))" }
            func sum() -> Double { x + y }
            func min() -> Double { Swift.min(x, y) }
            func max() -> Double { Swift.max(x, y) }
            static func + (a: SIMD2, b: SIMD2) -> SIMD2 { SIMD2(a.x + b.x, a.y + b.y) }
            static func - (a: SIMD2, b: SIMD2) -> SIMD2 { SIMD2(a.x - b.x, a.y - b.y) }
            static func * (a: SIMD2, b: SIMD2) -> SIMD2 { SIMD2(a.x * b.x, a.y * b.y) }
            static func / (a: SIMD2, b: SIMD2) -> SIMD2 { SIMD2(a.x / b.x, a.y / b.y) }
            static func * (a: SIMD2, s: Double) -> SIMD2 { SIMD2(a.x * s, a.y * s) }
            static func * (s: Double, a: SIMD2) -> SIMD2 { SIMD2(s * a.x, s * a.y) }
            static func / (a: SIMD2, s: Double) -> SIMD2 { SIMD2(a.x / s, a.y / s) }
            static prefix func - (a: SIMD2) -> SIMD2 { SIMD2(-a.x, -a.y) }
            static func += (a: inout SIMD2, b: SIMD2) { a = a + b }
            static func -= (a: inout SIMD2, b: SIMD2) { a = a - b }
            static func *= (a: inout SIMD2, s: Double) { a = a * s }
            var animatableData: AnimatablePair<Double, Double> {
                get { AnimatablePair(x, y) }
                set {
                    x = newValue.first
                    y = newValue.second
                }
            }
        }

        extension MeshGradient {
            /// A vertex with its four control points (`MeshGradient.BezierPoint`).
            struct BezierPoint: Hashable {
                var position: SIMD2<Float>
                var leadingControlPoint: SIMD2<Float>
                var topControlPoint: SIMD2<Float>
                var trailingControlPoint: SIMD2<Float>
                var bottomControlPoint: SIMD2<Float>
            }

            /// The `locations:` of `init(width:height:locations:colors:…)`.
            enum Locations: Hashable {
                case points([SIMD2<Float>])
                case bezierPoints([MeshGradient.BezierPoint])
            }

            /// The `colors:` of `init(width:height:locations:colors:…)`.
            enum Colors: Hashable {
                case colors([Color])
            }
        }
        """#
}
