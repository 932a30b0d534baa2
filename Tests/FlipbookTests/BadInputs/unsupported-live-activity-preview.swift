// expect: exit 2 at 9:40 "a Live Activity's '#Preview' ('using:') is not supported by Flipbook yet"
// run: render
import WidgetKit
import SwiftUI

struct Attributes {
    static let preview = Attributes()
}
#Preview("Notification", as: .content, using: Attributes.preview) {
    Text("Live")
} contentStates: {
    0
}
