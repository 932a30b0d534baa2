//  PixelGrid.swift
//  FlipbookLayout
//
//  Status: Complete

import FlipbookModel

/// Rounds frames to the pixel grid, as SwiftUI does before it draws or animates a frame
/// (SEMANTICS §0: `roundCoordinatesToNearestOrUp(toMultipleOf: pixelLength)`).
///
/// Each edge (minX, minY, maxX, maxY) goes to the nearest multiple of `1 / scale`, ties up, and
/// the size is derived from the rounded edges, so adjacent views that touch keep touching.
struct PixelGrid {
    /// Pixels per point; a NaN, infinite, zero or negative scale counts as 1.
    let scale: Double

    /// Coordinates beyond this are clamped: no sane scene comes near, and it keeps the
    /// arithmetic finite when a scene asks for absurd sizes.
    static let limit = 1e9

    init(scale: Double) {
        self.scale = scale.isFinite && scale > 0 ? scale : 1
    }

    /// `value` rounded to the nearest multiple of `1 / scale`, ties towards +∞; NaN becomes 0.
    func round(_ value: Double) -> Double {
        guard !value.isNaN else { return 0 }
        let clamped = min(max(value, -PixelGrid.limit), PixelGrid.limit)
        return (clamped * scale + 0.5).rounded(.down) / scale
    }

    /// `rect` with its four edges on the grid.
    func round(_ rect: Rect) -> Rect {
        let minX = round(rect.minX)
        let minY = round(rect.minY)
        let maxX = round(rect.minX + rect.width)
        let maxY = round(rect.minY + rect.height)
        return Rect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
    }
}
