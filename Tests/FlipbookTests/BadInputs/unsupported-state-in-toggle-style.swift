// expect: exit 2 at 12:42 "@State in a ToggleStyle ('FadeStyle') is not supported by Flipbook yet; keep 'duration' in a view, such as one that makeBody returns"
// run: render --duration 1
import SwiftUI

struct FadeStyle: ToggleStyle {
    @State private var duration = 0.0

    func makeBody(configuration: Configuration) -> some View {
        Circle()
            .fill(configuration.isOn ? .green : .gray)
            .frame(width: 20, height: 20)
            .animation(.linear(duration: duration), value: configuration.isOn)
            .onTapGesture { configuration.isOn.toggle() }
    }
}

struct V: View {
    @State private var on = false
    var body: some View { Toggle("On", isOn: $on).toggleStyle(FadeStyle()) }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
