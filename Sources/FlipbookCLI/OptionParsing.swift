import ArgumentParser
import Flipbook
import FlipbookModel

/// Parses `--size 400x300`.
func parseSize(_ text: String) -> Size? {
    let parts = text.lowercased().split(separator: "x")
    guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]) else { return nil }
    return Size(width: width, height: height)
}

/// Parses `--background white|transparent|#RRGGBB` (or an opaque colour name such as `black`).
func parseBackground(_ text: String) -> Background? {
    let lowered = text.lowercased()
    if lowered == "transparent" { return .transparent }
    if lowered == "black" { return .color(RGBA(hex: 0x000000)) }
    if lowered == "white" { return .color(RGBA(hex: 0xFFFFFF)) }
    if let system = SystemColor.swiftUINames[lowered] {
        let color = system.resolved(in: .light)
        if color.alpha == 1 { return .color(color) }
    }
    guard lowered.hasPrefix("#"), lowered.count == 7, let value = UInt32(lowered.dropFirst(), radix: 16) else {
        return nil
    }
    return .color(RGBA(hex: value))
}

/// `--appearance light|dark`.
enum AppearanceOption: String, ExpressibleByArgument, CaseIterable {
    case light, dark

    var colorScheme: ColorScheme { self == .dark ? .dark : .light }

    static let help = ArgumentHelp(
        "light or dark: iOS's light or dark mode for every system colour and the background (a preview's "
            + ".preferredColorScheme wins).")
}
