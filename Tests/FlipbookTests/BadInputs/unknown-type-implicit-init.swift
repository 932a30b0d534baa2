// expect: exit 2 at 6:35 "cannot find type 'ProfileViewModel' in scope"
// run: render --duration 1
import SwiftUI

struct Profile: View {
    @State private var viewModel: ProfileViewModel = .init()
    var body: some View { Text("Hi") }
}

#Preview(traits: .fixedLayout(width: 80, height: 40)) { Profile() }
