// A view builder closure written inside the parentheses, .mask({ … }) and
// .overlay(alignment:_:) with the closure as its second argument, is built as a trailing one is.
import SwiftUI

#Preview(traits: .fixedLayout(width: 100, height: 60)) {
    HStack {
        Color.red.frame(width: 40, height: 40)
            .mask({
                Circle()
            })
        Color.blue.frame(width: 40, height: 40)
            .overlay(alignment: .bottom, {
                Text("x").foregroundStyle(.white)
            })
    }
}
