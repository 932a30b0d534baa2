// expect: exit 2 at 16:12 "no initializer of 'Loader' takes (colour:); it has init(color:size:), init(size:)"
// run: render --duration 1
// A struct that writes initializers has no memberwise one, so a label none of them has is an
// error that lists them, not a missing stored property.

import SwiftUI

struct Loader: View {
    let color: Color
    let size: CGFloat
    init(color: Color, size: CGFloat = 60) { self.color = color; self.size = size }
    init(size: CGFloat) { self.init(color: .blue, size: size) }
    var body: some View { Circle().fill(color).frame(width: size, height: size) }
}

#Preview { Loader(colour: .purple) }
