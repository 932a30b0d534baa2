// expect: exit 2 at 8:18 "views nest more than 100 deep: 'Tree' is a view containing itself (give the recursion an e"
// run: render --duration 1
import SwiftUI

struct Tree: View {
    let depth: Int
    var body: some View {
        VStack { Tree(depth: depth + 1) }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { Tree(depth: 0) }
