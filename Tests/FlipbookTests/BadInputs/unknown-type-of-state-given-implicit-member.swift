// expect: exit 2 at 6:29 "cannot find type 'LoaderState' in scope"
// run: render --duration 1
import SwiftUI

struct Loader: View {
    @State var loaderState: LoaderState
    var body: some View {
        Capsule().offset(y: loaderState == .down ? 20 : 0)
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { Loader(loaderState: .down) }
