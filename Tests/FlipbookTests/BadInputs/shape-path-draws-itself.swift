// expect: exit 2 at 5:8 "Loop's evaluation nests more than 32 deep"
// run: render --frames 0
// The fuzzer's stack overflow (run 63): each live evaluation ran in a fresh interpreter copy.
import SwiftUI
struct Loop: Shape {
    func path(in rect: CGRect) -> Path { Loop().trim(from: 0, to: 1).path(in: rect) }
}
#Preview { Loop().frame(width: 50, height: 50) }
