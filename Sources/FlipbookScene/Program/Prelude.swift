import FlipbookModel
import FlipbookSyntax

/// Swift declarations every scene sees: the value types of Foundation and SwiftUI that are
/// plain structs and enums (`CGPoint`, `CGRect`, `TransitionPhase`, `GridItem`…), written in
/// Swift and run by the interpreter like the scene's own. The scene's declarations win over
/// these.
struct Prelude: Sendable {
    let declarations: [Decl]

    /// The prelude a scene needs: the core value types, and each part whose names the scene's
    /// text mentions (with the parts those need). Parsing a part costs more than running most
    /// scenes in the debug build, so a scene pays only for what it uses.
    static func prelude(for scene: String) -> Prelude {
        let parts = partIndices(for: scene).flatMap { PreludePart.parsed[$0] }
        return Prelude(declarations: core + parts)
    }

    /// The indices in `PreludePart.all` of the parts a scene's text needs, in order.
    static func partIndices(for scene: String) -> [Int] {
        var included: Set<Int> = []
        var pending = identifiers(in: scene).flatMap { PreludePart.partsNamed[$0] ?? [] }
        while let next = pending.popLast() {
            guard included.insert(next).inserted else { continue }
            pending += PreludePart.all[next].needs
        }
        return included.sorted()
    }

    /// The core: `CGPoint`, `CGRect`, `GridItem`…, always there.
    static let core: [Decl] = parse(source, name: "<prelude>")

    static func parse(_ text: String, name: String) -> [Decl] {
        do {
            return try SceneParser.parse(source: text, fileName: name).declarations
        } catch {
            preconditionFailure("the prelude does not parse: \(error)")
        }
    }

    /// The identifiers a text contains.
    static func identifiers(in text: String) -> Set<Substring> {
        var words: Set<Substring> = []
        var start: String.Index?
        let scalars = text.unicodeScalars
        for index in scalars.indices {
            if isIdentifierScalar(scalars[index]) {
                if start == nil { start = index }
            } else if let s = start {
                words.insert(text[s..<index])
                start = nil
            }
        }
        if let s = start { words.insert(text[s...]) }
        return words
    }

    /// Whether a scalar can be part of an identifier; by scalar, not `Character`, because this
    /// runs over every scene and grapheme breaking costs more than the rest of the scan.
    private static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let v = scalar.value
            return (v >= 0x61 && v <= 0x7A) || (v >= 0x41 && v <= 0x5A) || (v >= 0x30 && v <= 0x39) || v == 0x5F
        }
        return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }

    static let source = #"""
        extension EnvironmentValues {
            /// Set on a List's or Form's rows (ListView): a control there is drawn as a row
            /// (a menu picker with its title), a badge after the row's content.
            @Entry var _inListRow: Bool = false
            /// A binding to the edit mode; nil where no view set one (a navigation stack gives
            /// its screens one, as iOS's does).
            @Entry var editMode: Binding<EditMode>? = nil
        }

        /// Whether a list shows its rows' delete and move controls (`.environment(\.editMode, $mode)`).
        enum EditMode: Hashable {
            case inactive, transient, active
            var isEditing: Bool { self != .inactive }
        }

        /// An `ObservableObject`'s `objectWillChange`: Flipbook evaluates the views again after
        /// any change to an object they use, so announcing one adds nothing.
        struct ObservableObjectPublisher {
            func send() {}
        }

        /// Foundation's lookup in the app's string tables (in English, the development language):
        /// for a key no table has, the value given, else the key.
        func NSLocalizedString(_ key: String, tableName: String? = nil, bundle: Any? = nil, value: String = "", comment: String) -> String {
            _localizedString(key) ?? (value.isEmpty ? key : value)
        }

        /// `LocalizedStringKey(variable)`: a key made at run time, which `Text` looks up as it
        /// does a literal (a key is written as its English text).
        func LocalizedStringKey(_ key: String) -> String { _localizedString(key) ?? key }

        /// An edge of one axis (`safeAreaInset(edge:)`, a toast that slides from the top).
        enum VerticalEdge: Int, CaseIterable { case top, bottom }
        enum HorizontalEdge: Int, CaseIterable { case leading, trailing }

        struct CGPoint: Hashable {
            var x: Double = 0
            var y: Double = 0
            static let zero = CGPoint(x: 0, y: 0)
            func equalTo(_ other: CGPoint) -> Bool { self == other }
            func applying(_ t: CGAffineTransform) -> CGPoint {
                CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
            }
            var animatableData: AnimatablePair<Double, Double> {
                get { AnimatablePair(x, y) }
                set { x = newValue.first; y = newValue.second }
            }
        }

        struct CGSize: Hashable {
            var width: Double = 0
            var height: Double = 0
            static let zero = CGSize(width: 0, height: 0)
            func equalTo(_ other: CGSize) -> Bool { self == other }
            func applying(_ t: CGAffineTransform) -> CGSize {
                CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
            }
            var animatableData: AnimatablePair<Double, Double> {
                get { AnimatablePair(width, height) }
                set { width = newValue.first; height = newValue.second }
            }
        }

        struct CGVector: Hashable {
            var dx: Double = 0
            var dy: Double = 0
            static let zero = CGVector(dx: 0, dy: 0)
        }

        struct CGRect: Hashable {
            var origin: CGPoint = .zero
            var size: CGSize = .zero
            init() {}
            init(origin: CGPoint, size: CGSize) {
                self.origin = origin
                self.size = size
            }
            init(x: Double, y: Double, width: Double, height: Double) {
                origin = CGPoint(x: x, y: y)
                size = CGSize(width: width, height: height)
            }
            static let zero = CGRect()
            var minX: Double { origin.x }
            var midX: Double { origin.x + size.width / 2 }
            var maxX: Double { origin.x + size.width }
            var minY: Double { origin.y }
            var midY: Double { origin.y + size.height / 2 }
            var maxY: Double { origin.y + size.height }
            var width: Double { size.width }
            var height: Double { size.height }
            var isEmpty: Bool { size.width <= 0 || size.height <= 0 }
            func equalTo(_ other: CGRect) -> Bool { self == other }
            func insetBy(dx: Double, dy: Double) -> CGRect {
                CGRect(x: origin.x + dx, y: origin.y + dy, width: size.width - 2 * dx, height: size.height - 2 * dy)
            }
            func offsetBy(dx: Double, dy: Double) -> CGRect {
                CGRect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
            }
            /// The smallest rectangle holding the transformed corners, as Core Graphics gives it.
            func applying(_ t: CGAffineTransform) -> CGRect {
                let corners = [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY)]
                    .map { $0.applying(t) }
                let xs = corners.map(\.x)
                let ys = corners.map(\.y)
                return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
            }
            /// A point inside, or a rectangle wholly inside (one method: the interpreter picks
            /// overloads by labels, and both take one unlabelled argument).
            func contains(_ value: Any) -> Bool {
                if let other = value as? CGRect {
                    return other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
                }
                guard let point = value as? CGPoint else { return false }
                return point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
            }
            func intersects(_ other: CGRect) -> Bool {
                minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
            }
            /// Core Graphics' null rectangle: what two rectangles that do not meet have in common.
            static let null = CGRect(x: Double.infinity, y: Double.infinity, width: 0, height: 0)
            static let infinite = CGRect(
                x: -Double.greatestFiniteMagnitude / 2, y: -Double.greatestFiniteMagnitude / 2,
                width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)
            var isNull: Bool { origin.x == Double.infinity || origin.y == Double.infinity }
            var isInfinite: Bool { self == CGRect.infinite }
            func intersection(_ other: CGRect) -> CGRect {
                if isNull || other.isNull { return .null }
                let x0 = max(minX, other.minX)
                let y0 = max(minY, other.minY)
                let x1 = min(maxX, other.maxX)
                let y1 = min(maxY, other.maxY)
                guard x1 >= x0, y1 >= y0 else { return .null }
                return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
            }
            func union(_ other: CGRect) -> CGRect {
                if isNull { return other }
                if other.isNull { return self }
                let x0 = min(minX, other.minX)
                let y0 = min(minY, other.minY)
                return CGRect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
            }
            var animatableData: AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>> {
                get { AnimatablePair(AnimatablePair(origin.x, origin.y), AnimatablePair(size.width, size.height)) }
                set {
                    origin = CGPoint(x: newValue.first.first, y: newValue.first.second)
                    size = CGSize(width: newValue.second.first, height: newValue.second.second)
                }
            }
        }

        enum AnimationCompletionCriteria: Hashable {
            case logicallyComplete
            case removed
        }

        struct FillStyle: Hashable {
            var isEOFilled: Bool
            var isAntialiased: Bool
            init(eoFill: Bool = false, antialiased: Bool = true) {
                isEOFilled = eoFill
                isAntialiased = antialiased
            }
        }

        struct PresentationMode {
            var isPresented: Bool
            var _dismiss: () -> Void = {}
            func dismiss() { _dismiss() }
        }

        struct RectangleCornerRadii: Hashable {
            var topLeading: Double = 0
            var bottomLeading: Double = 0
            var bottomTrailing: Double = 0
            var topTrailing: Double = 0
        }

        struct EdgeInsets: Hashable {
            var top: Double = 0
            var leading: Double = 0
            var bottom: Double = 0
            var trailing: Double = 0
            init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
                self.top = top
                self.leading = leading
                self.bottom = bottom
                self.trailing = trailing
            }
            /// UIKit's directional insets, edge for edge (`EdgeInsets(.zero)`).
            init(_ insets: NSDirectionalEdgeInsets) {
                self.init(top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing)
            }
        }

        struct NSDirectionalEdgeInsets: Hashable {
            var top: Double = 0
            var leading: Double = 0
            var bottom: Double = 0
            var trailing: Double = 0
            static let zero = NSDirectionalEdgeInsets()
        }

        struct AnimatablePair<First, Second>: Hashable {
            var first: First
            var second: Second
            init(_ first: First, _ second: Second) {
                self.first = first
                self.second = second
            }
        }

        struct EmptyAnimatableData: Hashable {}

        enum TransitionPhase: Hashable {
            case willAppear, identity, didDisappear
            var isIdentity: Bool { self == .identity }
            var value: Double {
                switch self {
                case .willAppear: -1
                case .identity: 0
                case .didDisappear: 1
                }
            }
        }

        enum ColorScheme: Hashable, CaseIterable {
            case light, dark
        }

        struct GridItem {
            enum Size {
                case fixed(Double)
                case flexible(minimum: Double = 10, maximum: Double = .infinity)
                case adaptive(minimum: Double, maximum: Double = .infinity)
            }
            // Initial values, because the interpreter reads a property before `self.x = x` writes
            // it, and a property without one cannot be read.
            var size: Size = .flexible()
            var spacing: Double? = nil
            var alignment: Alignment? = nil
            init(_ size: Size = .flexible(), spacing: Double? = nil, alignment: Alignment? = nil) {
                self.size = size
                self.spacing = spacing
                self.alignment = alignment
            }
        }

        struct CancellationError: Error, Hashable {}

        struct Transaction {
            var animation: Animation? = nil
            var disablesAnimations: Bool = false
            var isContinuous: Bool = false
            init() {}
            init(animation: Animation?) {
                self.animation = animation
            }
        }
        """#
}
