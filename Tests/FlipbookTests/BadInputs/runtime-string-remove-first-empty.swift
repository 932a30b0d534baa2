// expect: exit 2 at 10:18 "removeFirst() on a string with too few characters"
// run: render --duration 1
// Swift traps when removeFirst() finds no character; Flipbook says where.
import SwiftUI

struct Word: View {
    var body: some View {
        Text({
            var text = ""
            text.removeFirst()
            return text
        }())
    }
}

#Preview { Word() }
