// expect: exit 2 at 14:21 "pushing onto a NavigationPath is not supported by Flipbook yet"
// run: render --duration 1
// A stack is drawn at its root: pushing a value would show its destination instead.

import SwiftUI

struct Pushes: View {
    @State private var path = NavigationPath()
    var body: some View {
        NavigationStack(path: $path) {
            Text("Root")
                .navigationDestination(for: Int.self) { Text("Screen \($0)") }
        }
        .onAppear { path.append(3) }
    }
}

#Preview { Pushes() }
