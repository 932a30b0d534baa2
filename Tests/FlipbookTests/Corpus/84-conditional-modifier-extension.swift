import SwiftUI

extension View {
    @ViewBuilder
    func `if`<Transform: View>(_ condition: Bool, transform: (Self) -> Transform) -> some View {
        if condition {
            transform(self)
        } else {
            self
        }
    }
}

struct HighlightList: View {
    let names = ["Ava", "Ben", "Cleo"]
    let highlighted = "Ben"

    var body: some View {
        VStack(spacing: 6) {
            ForEach(names, id: \.self) { name in
                Text(name)
                    .padding(6)
                    .if(name == highlighted) { view in
                        view.background(Color.yellow)
                    }
            }
        }
    }
}

#Preview(traits: .fixedLayout(width: 160, height: 120)) {
    HighlightList()
}
