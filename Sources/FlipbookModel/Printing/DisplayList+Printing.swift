/// Display lists as indented text, one line per item, for `flipbook dump` and snapshots.
extension DisplayList {
    public var printed: String {
        var lines: [String] = ["canvas \(size)"]
        DisplayList.print(items, depth: 0, into: &lines)
        return lines.joined(separator: "\n")
    }

    static func print(_ items: [DisplayItem], depth: Int, into lines: inout [String]) {
        let indent = String(repeating: "  ", count: depth)
        for item in items {
            switch item {
            case .shape(let shape):
                lines.append("\(indent)\(shape.style) \(shape.paint) \(Self.summary(shape.path))  \(shape.identity)")
            case .text(let text):
                let content = text.lines.map { "\"\($0.text)\" at \(text.origin + $0.origin)" }.joined(separator: ", ")
                let fonts = Set(text.lines.flatMap { $0.runs.map { "\($0.face) \(formatNumber($0.size))pt" } }).sorted()
                lines.append(
                    "\(indent)text \(fonts.joined(separator: ", ")) \(text.paints.map(\.description).joined(separator: " ")) \(content)  \(text.identity)"
                )
            case .group(let group):
                var parts: [String] = []
                if !group.transform.isIdentity {
                    let t = group.transform
                    parts.append("transform [\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(formatNumber).joined(separator: " "))]")
                }
                if let p = group.projection {
                    parts.append(
                        "projection [\([p.m11, p.m12, p.m13, p.m21, p.m22, p.m23, p.m31, p.m32, p.m33].map(formatNumber).joined(separator: " "))]"
                    )
                }
                if group.opacity != 1 { parts.append("opacity \(formatNumber(group.opacity))") }
                if let clip = group.clip { parts.append("clip \(Self.summary(clip.path))\(clip.evenOdd ? " eo" : "")") }
                if !group.filters.isEmpty { parts.append(group.filters.map(\.description).joined(separator: " ")) }
                if group.blendMode != .normal { parts.append("blend \(group.blendMode.rawValue)") }
                if group.isolated { parts.append("isolated") }
                lines.append("\(indent)group \(parts.joined(separator: " "))")
                if let mask = group.mask {
                    lines.append("\(indent)  mask")
                    print(mask, depth: depth + 2, into: &lines)
                }
                print(group.items, depth: depth + 1, into: &lines)
            case .image(let image):
                lines.append(
                    "\(indent)image \(image.bitmap) \(image.rect)\(image.smooth ? "" : " unsmoothed")"
                        + (image.tint.map { " template \($0)" } ?? "") + "  \(image.identity)")
            case .backdrop(let backdrop):
                lines.append(
                    "\(indent)backdrop blur \(formatNumber(backdrop.blurRadius)) tint \(backdrop.tint) \(Self.summary(backdrop.clip.path))  \(backdrop.identity)"
                )
            }
        }
    }

    /// A path in a line: its bounds and element count (paths of curves are long).
    static func summary(_ path: Path) -> String {
        "path \(path.boundingRect) (\(path.elements.count))"
    }
}
