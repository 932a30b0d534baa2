import FlipbookModel

/// A face chosen for text: the file with the styles the renderer synthesizes, and the HarfBuzz
/// face that shapes it.
struct FaceChoice {
    let ref: FontFaceRef
    let shaping: ShapingFace
}

extension FontLibrary {
    /// The face that draws `spec`: DejaVu Sans for the default and rounded designs, DejaVu Sans
    /// Mono for monospaced, DejaVu Serif for serif, Material Icons for symbols; the Bold cut
    /// from semibold up, DejaVu Sans ExtraLight for ultra-light, thin and light; the Oblique or
    /// Italic cut for italic; the Condensed cut for condensed and compressed widths. A cut that
    /// is not installed (or does not exist, as an italic extra-light) is synthesized from the
    /// nearest file: emboldened, slanted.
    func primaryFace(for spec: FontSpec) -> FaceChoice {
        if spec.design == .symbols, let symbols = face(atPath: symbolPath, bold: isBold(spec), italic: spec.italic) {
            return symbols
        }
        for candidate in candidates(for: family(of: spec), spec: spec) {
            if let face = face(atPath: path(of: candidate.file), bold: candidate.bold, italic: candidate.italic) {
                return face
            }
        }
        guard let regular = face(atPath: path(of: "DejaVuSans.ttf"), bold: isBold(spec), italic: spec.italic) else {
            // `init` opened this file, and opened faces are remembered for the process.
            preconditionFailure("DejaVu Sans was opened by FontLibrary.init and cannot be lost")
        }
        return regular
    }

    /// The pinned faces tried, in this order, for a character the primary face lacks: DejaVu
    /// Sans, Serif and Sans Mono in the requested style, then in their regular cut with the
    /// style synthesized (the regular cuts cover the most characters), DejaVu Math TeX Gyre,
    /// Noto Color Emoji, and WenQuanYi Micro Hei for Chinese, Japanese and Korean. The primary
    /// face itself is not repeated.
    func fallbackFaces(for spec: FontSpec) -> [FaceChoice] {
        let bold = isBold(spec)
        var files: [(file: String, bold: Bool, italic: Bool)] = []
        for family in [DejaVuFamily.sans, .serif, .mono] {
            files += candidates(for: family, spec: spec).prefix(1)
            files.append((family.regularFile, bold, spec.italic))
        }
        files.append(("DejaVuMathTeXGyre.ttf", bold, spec.italic))
        var faces = files.compactMap { face(atPath: path(of: $0.file), bold: $0.bold, italic: $0.italic) }
        if let emoji = emojiFace { faces.append(emoji) }
        if let cjk = face(atPath: FontLibrary.cjkFontPath, bold: bold, italic: spec.italic) { faces.append(cjk) }
        let primary = primaryFace(for: spec).ref
        var seen: Set<FontFaceRef> = [primary]
        return faces.filter { seen.insert($0.ref).inserted }
    }

    /// Noto Color Emoji, when installed.
    var emojiFace: FaceChoice? { face(atPath: emojiPath, bold: false, italic: false) }

    /// A face for the file at `path`, or nil when it cannot be read. Colour fonts are never
    /// synthesized: emboldening or slanting a bitmap emoji would only blur it.
    func face(atPath path: String, index: Int = 0, bold: Bool, italic: Bool) -> FaceChoice? {
        guard let shaping = ShapingFace.named(path, index: index) else { return nil }
        let color = shaping.isColor
        let ref = FontFaceRef(
            path: path, index: index, syntheticBold: bold && !color,
            syntheticItalic: italic && !color, isColor: color)
        return FaceChoice(ref: ref, shaping: shaping)
    }

    private func isBold(_ spec: FontSpec) -> Bool { spec.weight >= .semibold }

    private func family(of spec: FontSpec) -> DejaVuFamily {
        let narrow = spec.width == .condensed || spec.width == .compressed
        switch spec.design {
        case .monospaced: return .mono
        case .serif: return narrow ? .serifCondensed : .serif
        case .default, .rounded, .symbols: return narrow ? .sansCondensed : .sans
        }
    }

    /// DejaVu files for `spec` in `family`, best first, each with the styles still to
    /// synthesize; a condensed family continues with its standard-width files.
    private func candidates(for family: DejaVuFamily, spec: FontSpec) -> [(file: String, bold: Bool, italic: Bool)] {
        let bold = isBold(spec), italic = spec.italic
        var list: [(file: String, bold: Bool, italic: Bool)] = []
        if spec.weight <= .light, !bold, family == .sans {
            list.append(("DejaVuSans-ExtraLight.ttf", false, italic))
        }
        for (weight, synthesizedBold) in bold ? [("-Bold", false), ("", true)] : [("", false)] {
            if italic {
                let separator = weight.isEmpty ? "-" : weight
                list.append((family.base + separator + family.italicName + ".ttf", synthesizedBold, false))
            }
            list.append((family.base + weight + ".ttf", synthesizedBold, italic))
        }
        if let wider = family.standardWidth { list += candidates(for: wider, spec: spec) }
        return list
    }
}

/// The DejaVu families and their file names.
private enum DejaVuFamily {
    case sans, sansCondensed, mono, serif, serifCondensed

    var base: String {
        switch self {
        case .sans: "DejaVuSans"
        case .sansCondensed: "DejaVuSansCondensed"
        case .mono: "DejaVuSansMono"
        case .serif: "DejaVuSerif"
        case .serifCondensed: "DejaVuSerifCondensed"
        }
    }

    var italicName: String {
        switch self {
        case .sans, .sansCondensed, .mono: "Oblique"
        case .serif, .serifCondensed: "Italic"
        }
    }

    var regularFile: String { base + ".ttf" }

    /// The family to fall back to when a condensed file is missing.
    var standardWidth: DejaVuFamily? {
        switch self {
        case .sansCondensed: .sans
        case .serifCondensed: .serif
        case .sans, .mono, .serif: nil
        }
    }
}
