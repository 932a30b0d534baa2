// expect: exit 2 at 18:9 "'MapScreen' is a UIViewControllerRepresentable: it wraps a UIKit or AppKit view"
// run: render --duration 1
import SwiftUI
import UIKit

private typealias ViewControllerRepresentable = UIViewControllerRepresentable

struct MapScreen: ViewControllerRepresentable {
    typealias ViewController = UIViewController
    func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
    func updateUIViewController(_ controller: UIViewController, context: Context) {}
}

struct V: View {
    var body: some View {
        VStack {
            Text("Map")
        MapScreen()
        }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
