//  LayoutTestSupport.swift
//  FlipbookLayoutTests

import FlipbookModel
@testable import FlipbookLayout

/// A measurer with round numbers: every character is 10 points wide, ascent 12, descent 4
/// (so a line is 16 points high).
struct FakeMeasurer: TextMeasuring {
    func metrics(of font: FontSpec) -> FontMetrics { FontMetrics(ascent: 12, descent: 4) }
    func width(of text: String, font: FontSpec) -> Double { Double(text.count) * 10 }
}

/// A measurer that answers nonsense, as a broken font backend might.
struct BrokenMeasurer: TextMeasuring {
    func metrics(of font: FontSpec) -> FontMetrics { FontMetrics(ascent: .nan, descent: -4) }
    func width(of text: String, font: FontSpec) -> Double { text.count.isMultiple(of: 2) ? .nan : -.infinity }
}

let span = SourceSpan.unknown(file: "t")
let red = RGBA(red: 1, green: 0, blue: 0)

/// An identity from slot numbers: `id(0, 1)` is `/0/1`.
func id(_ slots: Int...) -> Identity {
    Identity(slots.map { .slot($0) })
}

func node(_ identity: Identity, _ content: ViewContent, _ modifiers: [ViewModifier] = []) -> ViewNode {
    ViewNode(identity: identity, content: content, modifiers: modifiers, span: span)
}

func color(_ identity: Identity, _ modifiers: [ViewModifier] = []) -> ViewNode {
    node(identity, .color(red), modifiers)
}

func text(_ identity: Identity, _ string: String, _ modifiers: [ViewModifier] = []) -> ViewNode {
    node(identity, .text(string, font: .body, color: red), modifiers)
}

func vstack(_ identity: Identity, alignment: HorizontalAlignment = .center, spacing: Double? = nil,
            _ children: [ViewNode], _ modifiers: [ViewModifier] = []) -> ViewNode {
    node(identity, .stack(.vertical(alignment: alignment, spacing: spacing), children: children), modifiers)
}

func hstack(_ identity: Identity, alignment: VerticalAlignment = .center, spacing: Double? = nil,
            _ children: [ViewNode], _ modifiers: [ViewModifier] = []) -> ViewNode {
    node(identity, .stack(.horizontal(alignment: alignment, spacing: spacing), children: children), modifiers)
}

func zstack(_ identity: Identity, alignment: Alignment = .center, _ children: [ViewNode],
            _ modifiers: [ViewModifier] = []) -> ViewNode {
    node(identity, .stack(.z(alignment: alignment), children: children), modifiers)
}

func frame(_ width: Double?, _ height: Double?, _ alignment: Alignment = .center) -> ViewModifier {
    .frame(width: width, height: height, alignment: alignment)
}

func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}

/// Lays out `roots` in a canvas with the fake measurer.
func layout(_ roots: [ViewNode], canvas: Size = Size(width: 400, height: 300), scale: Double = 1,
            measurer: any TextMeasuring = FakeMeasurer()) -> LayoutTree {
    LayoutEngine.layout(ViewTree(roots: roots), canvas: canvas, scale: scale, measurer: measurer)
}

extension LayoutTree {
    /// The frames of `identity`, or an empty list when it has none (so `#expect` shows the miss).
    func layers(_ identity: Identity) -> [Rect] { self[identity]?.layers ?? [] }

    /// The outermost frame of `identity`.
    func frame(_ identity: Identity) -> Rect? { self[identity]?.outerFrame }
}
