// Code from an app's utility files: a top-level computed variable (read and written through
// its setter), the standard library's `swap(&a, &b)` on a tuple's members and on locals, and
// the deprecated `colorScheme(_:)`, which darkens only the view it modifies (the system
// background square is black, the canvas stays white).
import SwiftUI

var gap: CGFloat { 12 }
private var store = 3
var doubled: Int {
    get { store * 2 }
    set { store = newValue / 2 }
}

struct Swapper: View {
    @State private var pair = (left: "A", right: "B")
    @State private var total = 0
    var body: some View {
        VStack(spacing: gap) {
            Text("\(pair.left)\(pair.right) \(total)")
            Color(.systemBackground)
                .frame(width: 20, height: 20)
                .colorScheme(.dark)
            Text("light").foregroundStyle(Color(.label))
        }
        .onAppear {
            swap(&pair.left, &pair.right)
            var a = 1
            var b = 2
            swap(&a, &b)
            doubled = 20
            total = a * 100 + b * 10 + doubled
        }
    }
}

#Preview(traits: .fixedLayout(width: 120, height: 120)) { Swapper() }
