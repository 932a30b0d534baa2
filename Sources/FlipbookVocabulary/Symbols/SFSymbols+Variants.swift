extension SFSymbols {
    /// The glyph for an SF Symbol name: the table's entry, else that of the name it varies. A
    /// `.fill` variant, or the symbol in a circle or square (`bookmark.circle.fill`), draws as
    /// its base symbol when the table has no entry of its own: Material has few such variants,
    /// and the table already gives many of them their base's glyph.
    public static func glyph(named name: String) -> MaterialGlyph? {
        if let glyph = enclosed(named: name) { return glyph }
        return plainGlyph(named: name)
    }

    /// The glyph of the table or of the name's base, without drawing an enclosure.
    private static func plainGlyph(named name: String) -> MaterialGlyph? {
        if let glyph = table[name] { return glyph }
        if let glyph = enclosedCharacters(named: name) { return glyph }
        var parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        parts.removeAll { $0 == "fill" }
        if parts.count > 0, let glyph = table[parts.joined(separator: ".")] { return glyph }
        while parts.count > 1, let last = parts.last, enclosures.contains(last) {
            parts.removeLast()
            if let glyph = table[parts.joined(separator: ".")] { return glyph }
        }
        return nil
    }

    /// The shapes SF Symbols draw a symbol inside.
    static let enclosures: Set<String> = ["circle", "square", "rectangle"]

    /// A symbol in a circle or square (`pencil.circle.fill`, `heart.square`) whose glyph does not
    /// draw that shape: the shape's glyph with the base symbol inside, as SF draws it (the `.fill`
    /// form's base symbol filled and cut out of the filled shape; the outline's drawn inside the
    /// outline). Nil when the glyph already is the symbol in its shape (`plus.circle.fill` is
    /// Material's `add_circle`).
    static func enclosed(named name: String) -> MaterialGlyph? {
        var parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let isFilled = parts.last == "fill"
        if isFilled { parts.removeLast() }
        guard parts.count > 1, let shapeName = parts.last, shapeName == "circle" || shapeName == "square" else { return nil }
        let base = parts.dropLast().joined(separator: ".")
        let shapeGlyphs = shapeName == "circle" ? circleGlyphs : squareGlyphs
        if let own = plainGlyph(named: name), own.inset != nil || shapeGlyphs.filled.contains(own.name)
            || (!isFilled && shapeGlyphs.outlined.contains(own.name))
        {
            return nil
        }
        let shapeSymbol = shapeName + (isFilled ? ".fill" : "")
        guard var inner = (isFilled ? plainGlyph(named: base + ".fill") : nil) ?? plainGlyph(named: base),
            inner.inset == nil, let shape = table[shapeSymbol]
        else { return nil }
        inner.enclosure = MaterialGlyph.Enclosure(name: shapeSymbol, codepoint: shape.codepoint, isCutOut: isFilled)
        return inner
    }

    /// The Material glyphs that draw a symbol in a filled or outlined circle (looked at: Debian's
    /// font draws `arrow_circle_up` and `arrow_circle_down` as outlines, `arrow_circle_left` and
    /// `arrow_circle_right` filled).
    static let circleGlyphs: (filled: Set<String>, outlined: Set<String>) = (
        [
            "stars", "add_circle", "remove_circle", "cancel", "check_circle", "radio_button_checked", "expand_circle_down",
            "arrow_circle_left", "arrow_circle_right", "swap_horizontal_circle", "swap_vertical_circle",
            "download_for_offline", "account_circle", "play_circle", "pause_circle", "stop_circle", "fiber_manual_record",
            "offline_bolt", "monetization_on", "info", "error", "help", "flag_circle", "lightbulb_circle",
            "supervised_user_circle", "cloud_circle", "arrow_drop_down_circle", "build_circle", "circle",
        ],
        [
            "add_circle_outline", "remove_circle_outline", "highlight_off", "check_circle_outline", "arrow_circle_up",
            "arrow_circle_down", "play_circle_outline", "pause_circle_outline", "info_outline", "error_outline",
            "help_outline", "do_not_disturb_alt", "radio_button_unchecked", "my_location", "autorenew", "sync",
            "restart_alt",
        ]
    )

    /// The Material glyphs that draw a symbol in a filled or outlined square.
    static let squareGlyphs: (filled: Set<String>, outlined: Set<String>) = (
        ["add_box", "disabled_by_default", "check_box", "indeterminate_check_box", "account_box", "square"],
        ["check_box_outline_blank", "filter_none", "library_add", "exit_to_app", "open_in_new", "system_update_alt"]
    )
}
