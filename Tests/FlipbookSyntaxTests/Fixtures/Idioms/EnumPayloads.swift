import SwiftUI

enum Tile: Hashable {
    case empty
    case number(Int)
    case image(name: String, tint: Color)
    case pair(Int, Int)

    var label: String {
        switch self {
        case .empty:
            return ""
        case .number(let value) where value > 99:
            return "99+"
        case .number(let value):
            return "\(value)"
        case let .image(name, _):
            return name
        case .pair(let a, 0), .pair(0, let a):
            return "\(a)"
        case let .pair(a, b):
            return "\(a)/\(b)"
        }
    }

    var isEmpty: Bool {
        if case .empty = self { return true }
        return false
    }
}

struct TileView: View {
    let tile: Tile

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 10)
                .fill(tile.isEmpty ? Color.gray.opacity(0.2) : Color.blue)
            switch tile {
            case .image(let name, let tint):
                Image(systemName: name).foregroundStyle(tint)
            case .empty:
                EmptyView()
            default:
                Text(tile.label).foregroundStyle(.white)
            }
        }
        .frame(width: 60, height: 60)
    }
}

struct TileRow: View {
    @State private var tiles: [Tile] = [.empty, .number(3), .image(name: "star.fill", tint: .yellow), .pair(2, 0)]

    var body: some View {
        HStack {
            ForEach(Array(tiles.enumerated()), id: \.offset) { index, tile in
                TileView(tile: tile)
            }
        }
        .onAppear {
            withAnimation { tiles[0] = .number(120) }
        }
    }
}

#Preview {
    TileRow()
}
