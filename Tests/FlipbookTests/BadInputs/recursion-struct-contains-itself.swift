// expect: exit 2 at 9:26 "calls nest more than 400 deep (endless recursion?)"
// run: render --duration 1
// A value type whose default makes another of itself (Swift rejects it: "value type 'Node'
// cannot have a stored property that recursively contains it") constructs without end; it
// overflowed the stack before constructions counted as calls.

import SwiftUI

struct Node { var next = Node(); var n = 1 }

#Preview { Text("\(Node().n)") }
