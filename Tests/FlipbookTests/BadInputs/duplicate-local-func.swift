// expect: exit 2 at 7:10 "invalid redeclaration of 'half()'"
// run: render --duration 1
import SwiftUI

func size() -> Double {
    func half() -> Double { 5 }
    func half() -> Double { 6 }
    return half() * 2
}

struct V: View {
    var body: some View { Rectangle().frame(width: size(), height: 10) }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
