// A scene's OptionSet: members are bits of rawValue, an array literal is their union, and the
// set algebra comes from the protocol's extension (contains, insert, remove, union…). The
// toolbar shows the formats that are on; the second second turns italic on with an animation.
import SwiftUI

struct TextFormat: OptionSet {
    let rawValue: Int
    static let bold = TextFormat(rawValue: 1 << 0)
    static let italic = TextFormat(rawValue: 1 << 1)
    static let underline = TextFormat(rawValue: 1 << 2)
    static let all: TextFormat = [.bold, .italic, .underline]
}

struct FormatButton: View {
    let symbol: String
    let isOn: Bool
    var body: some View {
        Image(systemName: symbol)
            .frame(width: 44, height: 44)
            .foregroundStyle(isOn ? .white : .primary)
            .background(isOn ? Color.blue : Color(.systemGray5), in: .rect(cornerRadius: 8))
    }
}

struct V: View {
    @State private var format: TextFormat = [.bold]
    var body: some View {
        VStack(spacing: 12) {
            HStack {
                FormatButton(symbol: "bold", isOn: format.contains(.bold))
                FormatButton(symbol: "italic", isOn: format.contains(.italic))
                FormatButton(symbol: "underline", isOn: format.contains(.underline))
            }
            Text("\(format.rawValue) of \(TextFormat.all.rawValue), all: \(format == .all), empty: \(format.isEmpty)")
        }
        .task {
            try? await Task.sleep(for: .seconds(0.5))
            withAnimation(.easeInOut(duration: 0.3)) { _ = format.insert(.italic) }
            try? await Task.sleep(for: .seconds(0.5))
            withAnimation { format.formUnion([.underline]) }
            try? await Task.sleep(for: .seconds(0.5))
            withAnimation { format.remove(.bold) }
        }
    }
}
#Preview(traits: .fixedLayout(width: 320, height: 160)) { V() }
