import SwiftUI

struct Checkerboard: View {
    let size = 4
    @State private var highlighted: (row: Int, column: Int)? = nil

    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<size, id: \.self) { row in
                HStack(spacing: 0) {
                    ForEach(0..<size, id: \.self) { column in
                        Rectangle()
                            .fill(color(row: row, column: column))
                            .frame(width: 25, height: 25)
                    }
                }
            }
        }
        .task {
            try? await Task.sleep(for: .seconds(0.5))
            withAnimation(.easeIn(duration: 0.3)) { highlighted = (2, 1) }
        }
    }

    func color(row: Int, column: Int) -> Color {
        if let highlighted, highlighted.row == row, highlighted.column == column {
            return .red
        }
        return (row + column).isMultiple(of: 2) ? .black : .white
    }
}

#Preview(traits: .fixedLayout(width: 140, height: 140)) {
    Checkerboard()
}
