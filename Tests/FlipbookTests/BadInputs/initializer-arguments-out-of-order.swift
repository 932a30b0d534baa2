// expect: exit 2 at 18:29 "argument 'color' must precede argument 'style'"
// run: render --duration 1
// A struct with its own initializer has no memberwise one; arguments in another order than
// the initializer's parameters are an error in Swift, said as swiftc says it.

import SwiftUI

struct Loader: View {
    let color: Color
    let size: CGFloat
    init(color: Color = .blue, style: Int = 0, size: CGFloat = 60) {
        self.color = color
        self.size = size
    }
    var body: some View { Circle().fill(color).frame(width: size, height: size) }
}

#Preview { Loader(style: 1, color: .purple) }
