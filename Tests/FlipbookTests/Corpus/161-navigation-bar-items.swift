// The navigation bar as iOS 13 code configured it: navigationBarTitle(_:displayMode:) and
// navigationBarItems(leading:trailing:), drawn as the toolbar's leading and trailing items
// around the inline title.
import SwiftUI

struct Inbox: View {
    var body: some View {
        NavigationView {
            List {
                Text("Welcome")
                Text("Receipt")
            }
            .navigationBarTitle("Inbox", displayMode: .inline)
            .navigationBarItems(leading: Text("Edit"), trailing: Image(systemName: "square.and.pencil"))
        }
    }
}

#Preview(traits: .fixedLayout(width: 320, height: 200)) { Inbox() }
