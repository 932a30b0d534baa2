// A stored property under the scene's own result builder (`@ActionBuilder var actions: [Action]`):
// the memberwise initializer takes a builder closure and stores the actions it builds.
import SwiftUI
struct Action: Identifiable {
    let id = UUID()
    var title: String
    var isEnabled = true
}
@resultBuilder
struct ActionBuilder {
    static func buildBlock(_ components: Action...) -> [Action] { components }
}
struct ActionRow: View {
    @ActionBuilder var actions: [Action]
    var body: some View {
        HStack { ForEach(actions.filter { $0.isEnabled }) { Text($0.title) } }
    }
}
#Preview {
    ActionRow {
        Action(title: "Delete")
        Action(title: "Hidden", isEnabled: false)
        Action(title: "Pin")
    }
}
