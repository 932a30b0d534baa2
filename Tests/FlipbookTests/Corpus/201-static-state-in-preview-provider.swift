// A `PreviewProvider` keeps the value it shows in `@State static var`: no view installs that
// state, so `$isOn` is, as SwiftUI warns, a constant binding of the initial value. The switch
// shows on, and the label reads the same value.
import SwiftUI
struct Setting: View {
    @Binding var isOn: Bool
    var body: some View {
        Toggle(isOn ? "Enabled" : "Disabled", isOn: $isOn).padding()
    }
}
struct Setting_Previews: PreviewProvider {
    @State static var isOn = true
    static var previews: some View {
        Setting(isOn: $isOn)
    }
}
