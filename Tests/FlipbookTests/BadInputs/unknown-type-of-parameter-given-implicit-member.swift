// expect: exit 2 at 6:20 "cannot find type 'Direction' in scope"
// run: render --duration 1
import SwiftUI

struct Arrow: View {
    init(pointing: Direction) { self.angle = pointing == .up ? 0 : 180 }
    let angle: Double
    var body: some View { Image(systemName: "arrow.up").rotationEffect(.degrees(angle)) }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { Arrow(pointing: .up) }
