// expect: exit 2 at 19:5 "the scene's own property wrapper '@Doubled' is not supported by Flipbook yet"
// run: render --duration 1
// A wrapper of the scene's own would read and write its storage as a plain property (the
// text would show '.init', or 4 instead of 8): an error, until Flipbook runs such wrappers.

import SwiftUI

@propertyWrapper
struct Doubled {
    var stored: Int
    init(start: Int) { stored = start * 2 }
    var wrappedValue: Int {
        get { stored }
        set { stored = newValue * 2 }
    }
}

struct Row: View {
    @Doubled var count: Int
    init(start: Int) {
        self._count = .init(start: start)
    }
    var body: some View { Text("\(count)") }
}

#Preview { Row(start: 4) }
