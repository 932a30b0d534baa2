// Styles written by their type names, as code before iOS 15's `.segmented` and `.plain` did:
// SegmentedPickerStyle(), RoundedBorderTextFieldStyle(), InsetGroupedListStyle().
import SwiftUI
struct Signup: View {
    @State var pick = 1
    @State var text = ""
    var body: some View {
        VStack {
            Picker("P", selection: $pick) { Text("One").tag(1); Text("Two").tag(2) }.pickerStyle(SegmentedPickerStyle())
            TextField("Name", text: $text).textFieldStyle(RoundedBorderTextFieldStyle())
            List { Text("a") }.listStyle(InsetGroupedListStyle())
        }
    }
}
#Preview(traits: .fixedLayout(width: 300, height: 220)) { Signup() }
