//  LayoutTestSupport.swift
//  FlipbookLayoutTests

import FlipbookModel

@testable import FlipbookLayout
@testable import FlipbookVocabulary

/// A text engine with round numbers: every character is 10 points wide, a line is 16 points
/// high (ascent 12); lines wrap at spaces, a word wider than the line breaks between characters,
/// and lines beyond `lineLimit` or the height are dropped, the last one ending in "…".
struct FakeMeasurer: TextMeasuring {
    func layout(_ text: StyledText, width: Double?, height: Double?, options: TextLayoutOptions) -> TextLayout {
        let string = text.string
        guard !string.isEmpty else { return .empty }
        let perLine = width.map { max(1, Int(min(1e9, ($0 + 1e-9) / 10))) } ?? .max
        var lines: [String] = []
        for paragraph in string.split(separator: "\n", omittingEmptySubsequences: false) {
            var current = ""
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
                let candidate = current.isEmpty ? word : current + " " + word
                if candidate.count <= perLine {
                    current = candidate
                    continue
                }
                if !current.isEmpty { lines.append(current) }
                var rest = word
                while rest.count > perLine {
                    lines.append(String(rest.prefix(perLine)))
                    rest = String(rest.dropFirst(perLine))
                }
                current = rest
            }
            lines.append(current)
        }
        var limit = options.lineLimit ?? .max
        if let height { limit = min(limit, max(1, Int(min(1e9, (height + 1e-9) / 16)))) }
        if lines.count > limit {
            lines = Array(lines.prefix(limit))
            lines[limit - 1] =
                String(lines[limit - 1].prefix(max(0, perLine == .max ? lines[limit - 1].count : perLine - 1))) + "…"
        }
        let textLines = lines.enumerated().map { i, line in
            TextLine(origin: Point(x: 0, y: Double(i) * 16 + 12), width: Double(line.count) * 10, text: line, runs: [])
        }
        let widest = textLines.map(\.width).max() ?? 0
        return TextLayout(
            size: Size(width: widest, height: Double(lines.count) * 16), lines: textLines,
            firstBaseline: 12, lastBaseline: Double(lines.count - 1) * 16 + 12)
    }
}

/// A text engine that answers nonsense, as a broken font backend might.
struct BrokenMeasurer: TextMeasuring {
    func layout(_ text: StyledText, width: Double?, height: Double?, options: TextLayoutOptions) -> TextLayout {
        TextLayout(size: Size(width: .nan, height: -.infinity), lines: [], firstBaseline: .nan, lastBaseline: .infinity)
    }
}

let span = SourceSpan.unknown(file: "t")
let red = RGBA(red: 1, green: 0, blue: 0)

/// An identity from slot numbers: `id(0, 1)` is `/0/1`.
func id(_ slots: Int...) -> Identity {
    Identity(slots.map { .slot($0) })
}

func node(_ identity: Identity, _ content: ViewContent, _ modifiers: [NodeModifier] = []) -> ViewNode {
    ViewNode(identity: identity, content: content, modifiers: modifiers, span: span)
}

func color(_ identity: Identity, _ modifiers: [NodeModifier] = []) -> ViewNode {
    node(identity, .color(red), modifiers)
}

func text(_ identity: Identity, _ string: String, _ modifiers: [NodeModifier] = []) -> ViewNode {
    node(identity, .text(string), modifiers)
}

func vstack(
    _ identity: Identity, alignment: HorizontalAlignment = .center, spacing: Double? = nil,
    _ children: [ViewNode], _ modifiers: [NodeModifier] = []
) -> ViewNode {
    node(
        identity,
        .container(AnyContainerLayout(StackLayout.vertical(alignment: alignment, spacing: spacing)), children: children),
        modifiers)
}

func hstack(
    _ identity: Identity, alignment: VerticalAlignment = .center, spacing: Double? = nil,
    _ children: [ViewNode], _ modifiers: [NodeModifier] = []
) -> ViewNode {
    node(
        identity,
        .container(AnyContainerLayout(StackLayout.horizontal(alignment: alignment, spacing: spacing)), children: children),
        modifiers)
}

func zstack(
    _ identity: Identity, alignment: Alignment = .center, _ children: [ViewNode],
    _ modifiers: [NodeModifier] = []
) -> ViewNode {
    node(identity, .container(AnyContainerLayout(ZStackLayout(alignment: alignment)), children: children), modifiers)
}

func frame(_ width: Double?, _ height: Double?, _ alignment: Alignment = .center) -> NodeModifier {
    .effect(AnyViewModifier(Frame(.fixed(width: width, height: height), alignment: alignment)))
}

func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}

extension ViewContent {
    static func color(_ color: RGBA) -> ViewContent {
        .leaf(AnyLeafView(StyleLeaf(.color(.fixed(color))).resolved(in: EnvironmentValues())))
    }

    static func text(_ string: String) -> ViewContent {
        .leaf(AnyLeafView(TextLeaf(string).resolved(in: EnvironmentValues())))
    }

    static func shape(_ shape: ShapeGeometry, fill: RGBA) -> ViewContent {
        .leaf(AnyLeafView(ShapeLeaf(shape: shape, fill: Paintable(.color(.fixed(fill)))).resolved(in: EnvironmentValues())))
    }

    static func spacer(minLength: Double?) -> ViewContent {
        .leaf(AnyLeafView(SpacerLeaf(minLength: minLength)))
    }
}

extension ShapeGeometry {
    static func roundedRectangle(cornerRadius: Double) -> ShapeGeometry {
        .roundedRectangle(cornerSize: Size(width: cornerRadius, height: cornerRadius), continuous: false)
    }
}

/// The built-in modifiers under the names the tests use.
extension NodeModifier {
    static func padding(_ insets: EdgeInsets) -> NodeModifier { .effect(AnyViewModifier(Padding(insets: insets))) }
    static func position(x: Double, y: Double) -> NodeModifier { .effect(AnyViewModifier(Position(x: x, y: y))) }
    static func offset(x: Double, y: Double) -> NodeModifier { .effect(AnyViewModifier(Offset(x: x, y: y))) }
    static func opacity(_ value: Double) -> NodeModifier { .effect(AnyViewModifier(Opacity(value))) }
    static func flexibleFrame(_ frame: FlexibleFrame, alignment: Alignment = .center) -> NodeModifier {
        .effect(AnyViewModifier(Frame(.flexible(frame), alignment: alignment)))
    }
    static func background(_ node: ViewNode, alignment: Alignment) -> NodeModifier {
        .attachment(Attachment(kind: .background, alignment: alignment, node: node))
    }
    static func overlay(_ node: ViewNode, alignment: Alignment) -> NodeModifier {
        .attachment(Attachment(kind: .overlay, alignment: alignment, node: node))
    }
}

/// Lays out `roots` in a canvas with the fake measurer.
func layout(
    _ roots: [ViewNode], canvas: Size = Size(width: 400, height: 300), scale: Double = 1,
    measurer: any TextMeasuring = FakeMeasurer()
) -> LayoutTree {
    LayoutEngine.layout(
        ViewTree(roots: roots), canvas: canvas, scale: scale, measurer: measurer,
        rootLayout: AnyContainerLayout(StackLayout.vertical()))
}

extension LayoutTree {
    /// The frames of `identity`, or an empty list when it has none (so `#expect` shows the miss).
    func layers(_ identity: Identity) -> [Rect] { self[identity]?.layers ?? [] }

    /// The outermost frame of `identity`.
    func frame(_ identity: Identity) -> Rect? { self[identity]?.outerFrame }
}
