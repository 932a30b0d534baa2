// A navigation stack whose bar is hidden (`.toolbar(.hidden, for: .navigationBar)`, and the
// older `.navigationBarHidden(true)`): the content fills the canvas, no title is drawn. The
// colour itself calls a method of an `extension View`.
import SwiftUI

extension View {
    func card() -> some View { padding(12).background(RoundedRectangle(cornerRadius: 12).fill(.white)) }
}

struct FullScreen: View {
    var body: some View {
        NavigationStack {
            ZStack {
                Color.indigo
                Text("No bar").card()
            }
            .navigationTitle("Hidden")
            .toolbar(.hidden, for: .navigationBar)
        }
    }
}

struct OldStyle: View {
    var body: some View {
        NavigationView {
            Color.mint.card().navigationBarTitle("Old").navigationBarHidden(true)
        }
    }
}

#Preview(traits: .fixedLayout(width: 200, height: 160)) { FullScreen() }
#Preview(traits: .fixedLayout(width: 200, height: 160)) { OldStyle() }
