// What Swift infers from context: `.constant(.default)` where a `Binding<Profile>` is expected
// is a Profile's static member, and `back: .blue` is a Color because the property's initializer
// says so. An SF Symbol inside a Text is a glyph of the line, in the text's colour or its own.
import SwiftUI

struct Profile {
    var name: String
    static let `default` = Profile(name: "g_kumar")
}

struct Badge: View {
    @Binding var profile: Profile
    var back = Color("GoldColor")
    var textColor = Color.primary

    var body: some View {
        Text("\(Image(systemName: "star.fill")) \(profile.name)")
            .padding(8)
            .background(back)
            .foregroundColor(textColor)
    }
}

struct Editor: View {
    @Binding var profile: Profile
    init(profile: Binding<Profile>) { _profile = profile }
    var body: some View {
        VStack(spacing: 12) {
            Badge(profile: $profile, back: .blue, textColor: .white)
            Text("Saved ") + Text(Image(systemName: "checkmark.circle.fill")).foregroundColor(.green)
        }
    }
}

#Preview(traits: .fixedLayout(width: 240, height: 120)) {
    Editor(profile: .constant(.default))
}
