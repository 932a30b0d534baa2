extension Prelude {
    /// The shapes Swift Charts' lines, areas, rules and symbols are drawn with, in Swift. Each
    /// is laid over the whole plot and takes its points in unit coordinates (0…1, y down), which
    /// are its `animatableData`: a line whose values change moves point by point, as Charts'
    /// lines do. Curves: Catmull-Rom is the uniform spline through the points, monotone is
    /// Fritsch–Carlson's monotone cubic along x, and the steps turn at the start, middle or end
    /// of each segment.
    static let chartShapesSource = #"""
        /// The points of a line through `points` (x, y pairs in `rect`) with the interpolation,
        /// drawn onto `path` from its current point (or moving to the first).
        func _chartTrace(_ path: inout Path, _ xs: [Double], _ ys: [Double], _ interpolation: String, moveFirst: Bool) {
            let count = min(xs.count, ys.count)
            guard count > 0 else { return }
            let first = CGPoint(x: xs[0], y: ys[0])
            if moveFirst { path.move(to: first) } else { path.addLine(to: first) }
            guard count > 1 else { return }
            switch interpolation {
            case "catmullRom":
                for i in 0..<(count - 1) {
                    let p0 = CGPoint(x: xs[max(i - 1, 0)], y: ys[max(i - 1, 0)])
                    let p1 = CGPoint(x: xs[i], y: ys[i])
                    let p2 = CGPoint(x: xs[i + 1], y: ys[i + 1])
                    let p3 = CGPoint(x: xs[min(i + 2, count - 1)], y: ys[min(i + 2, count - 1)])
                    path.addCurve(
                        to: p2,
                        control1: CGPoint(x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6),
                        control2: CGPoint(x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6))
                }
            case "monotone":
                let tangents = _chartMonotoneTangents(xs, ys, count)
                for i in 0..<(count - 1) {
                    let h = (xs[i + 1] - xs[i]) / 3
                    path.addCurve(
                        to: CGPoint(x: xs[i + 1], y: ys[i + 1]),
                        control1: CGPoint(x: xs[i] + h, y: ys[i] + h * tangents[i]),
                        control2: CGPoint(x: xs[i + 1] - h, y: ys[i + 1] - h * tangents[i + 1]))
                }
            case "stepStart":
                for i in 1..<count {
                    path.addLine(to: CGPoint(x: xs[i - 1], y: ys[i]))
                    path.addLine(to: CGPoint(x: xs[i], y: ys[i]))
                }
            case "stepCenter":
                for i in 1..<count {
                    let middle = (xs[i - 1] + xs[i]) / 2
                    path.addLine(to: CGPoint(x: middle, y: ys[i - 1]))
                    path.addLine(to: CGPoint(x: middle, y: ys[i]))
                    path.addLine(to: CGPoint(x: xs[i], y: ys[i]))
                }
            case "stepEnd":
                for i in 1..<count {
                    path.addLine(to: CGPoint(x: xs[i], y: ys[i - 1]))
                    path.addLine(to: CGPoint(x: xs[i], y: ys[i]))
                }
            default:
                for i in 1..<count { path.addLine(to: CGPoint(x: xs[i], y: ys[i])) }
            }
        }

        /// Fritsch–Carlson tangents: the secants' harmonic mean where they agree in sign, zero
        /// at a turn, so the curve never overshoots a value.
        func _chartMonotoneTangents(_ xs: [Double], _ ys: [Double], _ count: Int) -> [Double] {
            var secants: [Double] = []
            for i in 0..<(count - 1) {
                let dx = xs[i + 1] - xs[i]
                secants.append(dx == 0 ? 0 : (ys[i + 1] - ys[i]) / dx)
            }
            var tangents: [Double] = [secants[0]]
            for i in 1..<(count - 1) {
                let a = secants[i - 1]
                let b = secants[i]
                tangents.append(a * b <= 0 ? 0 : 2 * a * b / (a + b))
            }
            tangents.append(secants[count - 2])
            return tangents
        }

        /// A line through points (x, y pairs, in unit coordinates of the plot).
        struct _ChartLineShape: Shape {
            var points: [Double]
            let interpolation: String
            var animatableData: [Double] {
                get { points }
                set { points = newValue }
            }
            func path(in rect: CGRect) -> Path {
                var xs: [Double] = []
                var ys: [Double] = []
                var i = 0
                while i + 1 < points.count {
                    xs.append(rect.minX + points[i] * rect.width)
                    ys.append(rect.minY + points[i + 1] * rect.height)
                    i += 2
                }
                var path = Path()
                _chartTrace(&path, xs, ys, interpolation, moveFirst: true)
                return path
            }
        }

        /// An area between a top and a bottom line (x, top, bottom triples, in unit
        /// coordinates of the plot).
        struct _ChartAreaShape: Shape {
            var points: [Double]
            let interpolation: String
            var animatableData: [Double] {
                get { points }
                set { points = newValue }
            }
            func path(in rect: CGRect) -> Path {
                var xs: [Double] = []
                var tops: [Double] = []
                var bottoms: [Double] = []
                var i = 0
                while i + 2 < points.count {
                    xs.append(rect.minX + points[i] * rect.width)
                    tops.append(rect.minY + points[i + 1] * rect.height)
                    bottoms.append(rect.minY + points[i + 2] * rect.height)
                    i += 3
                }
                var path = Path()
                guard !xs.isEmpty else { return path }
                _chartTrace(&path, xs, tops, interpolation, moveFirst: true)
                _chartTrace(&path, Array(xs.reversed()), Array(bottoms.reversed()), interpolation, moveFirst: false)
                path.closeSubpath()
                return path
            }
        }

        /// A straight segment (x0, y0, x1, y1 in unit coordinates of the plot): rules and
        /// gridlines.
        struct _ChartSegmentShape: Shape {
            var points: [Double]
            var animatableData: [Double] {
                get { points }
                set { points = newValue }
            }
            func path(in rect: CGRect) -> Path {
                var path = Path()
                path.move(to: CGPoint(x: rect.minX + points[0] * rect.width, y: rect.minY + points[1] * rect.height))
                path.addLine(to: CGPoint(x: rect.minX + points[2] * rect.width, y: rect.minY + points[3] * rect.height))
                return path
            }
        }

        /// A sector of the circle that fills the plot's shorter side: from `angles[0]` to
        /// `angles[1]` (fractions of a turn, clockwise from the top), between its radii, its
        /// straight edges moved in by half the angular inset each.
        struct _ChartSectorShape: Shape {
            var angles: [Double]
            let inner: MarkDimension
            let outer: MarkDimension
            let inset: Double
            var animatableData: [Double] {
                get { angles }
                set { angles = newValue }
            }

            func radius(_ dimension: MarkDimension, of length: Double, automatic: Double) -> Double {
                switch dimension._kind {
                case "fixed": return min(dimension._amount, length)
                case "ratio": return length * dimension._amount
                case "inset": return max(length - dimension._amount, 0)
                default: return automatic
                }
            }

            func path(in rect: CGRect) -> Path {
                var path = Path()
                let sweep = (angles[1] - angles[0]) * 2 * .pi
                guard sweep > 0.000001 else { return path }
                let center = CGPoint(x: rect.midX, y: rect.midY)
                let available = min(rect.width, rect.height) / 2
                let outerRadius = radius(outer, of: available, automatic: available)
                let innerRadius = min(radius(inner, of: outerRadius, automatic: 0), outerRadius)
                let start = angles[0] * 2 * .pi - .pi / 2
                let end = start + sweep
                let half = inset / 2
                // An edge moved in by `half` meets a circle of radius r `asin(half / r)` in.
                func shift(_ r: Double) -> Double? { r > half && sweep < 2 * .pi - 0.000001 ? asin(half / r) : (half == 0 || sweep >= 2 * .pi - 0.000001 ? 0 : nil) }
                guard let outerShift = shift(outerRadius), sweep - 2 * outerShift > 0 else { return path }
                path.addArc(center: center, radius: outerRadius, startAngle: .radians(start + outerShift), endAngle: .radians(end - outerShift), clockwise: false)
                if let innerShift = shift(innerRadius), innerRadius > 0, sweep - 2 * innerShift > 0 {
                    path.addArc(center: center, radius: innerRadius, startAngle: .radians(end - innerShift), endAngle: .radians(start + innerShift), clockwise: true)
                } else if sweep < 2 * .pi - 0.000001 {
                    // The two moved edges meet on the bisector; a half turn's are one line,
                    // the chord that closes the path.
                    if half == 0 || abs(sweep - .pi) > 0.000001 {
                        let apex = half / sin(sweep / 2)
                        let middle = (start + end) / 2
                        path.addLine(to: CGPoint(x: center.x + apex * cos(middle), y: center.y + apex * sin(middle)))
                    }
                }
                path.closeSubpath()
                return path
            }
        }

        /// A point's symbol, in its frame.
        struct _ChartSymbolShape: Shape {
            let name: String
            func path(in rect: CGRect) -> Path {
                var path = Path()
                switch name {
                case "square":
                    path.addRect(rect.insetBy(dx: rect.width * 0.1, dy: rect.height * 0.1))
                case "triangle":
                    path.move(to: CGPoint(x: rect.midX, y: rect.minY))
                    path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                    path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                    path.closeSubpath()
                case "diamond":
                    path.move(to: CGPoint(x: rect.midX, y: rect.minY))
                    path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
                    path.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
                    path.addLine(to: CGPoint(x: rect.minX, y: rect.midY))
                    path.closeSubpath()
                case "pentagon":
                    for k in 0..<5 {
                        let angle = -Double.pi / 2 + Double(k) * 2 * Double.pi / 5
                        let point = CGPoint(x: rect.midX + rect.width / 2 * cos(angle), y: rect.midY + rect.height / 2 * sin(angle))
                        if k == 0 { path.move(to: point) } else { path.addLine(to: point) }
                    }
                    path.closeSubpath()
                case "plus", "cross", "asterisk":
                    // Bars a fifth of the symbol thick, turned 45° for the cross.
                    let t = rect.width / 5
                    let arms = name == "asterisk" ? 3 : 2
                    let turn = name == "cross" ? Double.pi / 4 : (name == "asterisk" ? Double.pi / 2 : 0)
                    for k in 0..<arms {
                        let angle = turn + Double(k) * Double.pi / Double(arms)
                        let dx = cos(angle) * rect.width / 2
                        let dy = sin(angle) * rect.height / 2
                        let nx = -sin(angle) * t / 2
                        let ny = cos(angle) * t / 2
                        path.move(to: CGPoint(x: rect.midX - dx + nx, y: rect.midY - dy + ny))
                        path.addLine(to: CGPoint(x: rect.midX + dx + nx, y: rect.midY + dy + ny))
                        path.addLine(to: CGPoint(x: rect.midX + dx - nx, y: rect.midY + dy - ny))
                        path.addLine(to: CGPoint(x: rect.midX - dx - nx, y: rect.midY - dy - ny))
                        path.closeSubpath()
                    }
                default:
                    path.addEllipse(in: rect)
                }
                return path
            }
        }
        """#
}
