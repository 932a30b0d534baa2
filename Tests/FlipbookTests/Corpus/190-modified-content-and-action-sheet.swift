// `ModifiedContent(content:modifier:)` is `.modifier(_:)` written out (in an extension and
// inline); an action sheet not presented changes nothing; a string's `randomElement()` is a
// character from the seeded generator, drawn once: the presentation host appearing does not run
// this body again, as nothing it reads changed. "a" and "b" are large and red.
import SwiftUI
struct Big: ViewModifier { func body(content: Content) -> some View { content.font(.largeTitle).foregroundStyle(.red) } }
extension View { func big() -> some View { ModifiedContent(content: self, modifier: Big()) } }
struct V: View {
    @State var show = false
    var body: some View {
        VStack {
            Text("a").big()
            ModifiedContent(content: Text("b"), modifier: Big())
            Text(String("xyz".randomElement()!))
        }.actionSheet(isPresented: $show) { ActionSheet(title: Text("t")) }
    }
}
#Preview { V() }
