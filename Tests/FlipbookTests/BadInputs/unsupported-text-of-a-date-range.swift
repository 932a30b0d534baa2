// expect: exit 2 at 9:9 "Text(_:) of a range of dates (start...end) is not supported by Flipbook yet"
// run: render
// iOS 14's Text(_ dates: ClosedRange<Date>) (found by a trial of fresh public code): the message
// used to advise Text("\(value)"), which is not what the code means.
import SwiftUI

struct Meeting: View {
    var body: some View {
        Text(Date.now...Date.now.addingTimeInterval(600))
    }
}

#Preview { Meeting() }
