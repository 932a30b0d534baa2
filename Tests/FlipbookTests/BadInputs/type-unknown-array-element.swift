// expect: exit 2 at 7:24 "cannot find type 'Post' in scope"
// run: render --duration 1
// `[Post]()` where no file declares Post: swiftc stops there, and so does Flipbook.
import SwiftUI

struct Feed: View {
    @State var posts = [Post]()
    var body: some View { Text("\(posts.count) posts") }
}
#Preview { Feed() }
