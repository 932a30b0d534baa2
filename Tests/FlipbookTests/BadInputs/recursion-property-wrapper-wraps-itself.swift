// expect: exit 2 at 10:5 "calls nest more than 400 deep (endless recursion?)"
// run: render --duration 1
// The scene's own property wrapper with a property wrapped by itself: each storage makes
// another, without end.

import SwiftUI

@propertyWrapper
struct Loop {
    @Loop var inner: Int = 0
    var wrappedValue: Int
    init(wrappedValue: Int) { self.wrappedValue = wrappedValue }
}

struct V: View {
    @Loop var n = 1
    var body: some View { Text("\(n)") }
}

#Preview { V() }
