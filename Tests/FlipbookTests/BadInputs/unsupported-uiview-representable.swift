// expect: exit 2 at 7:68 "'UIActivityIndicatorView' is not supported by Flipbook yet"
// run: render --duration 1
import SwiftUI
import UIKit

struct Spinner: UIViewRepresentable {
    func makeUIView(context: Context) -> UIActivityIndicatorView { UIActivityIndicatorView() }
    func updateUIView(_ view: UIActivityIndicatorView, context: Context) {}
}

struct V: View {
    var body: some View {
        VStack {
            Text("Loading")
        Spinner()
                .frame(width: 20, height: 20)
        }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
