// A struct's non-mutating method may change an object it holds (`box.color = .blue`,
// `self.box.count += 1`): the object changes in place and the struct does not, as in Swift.
// A UIViewRepresentable's makeUIView sets its view's background the same way.
import SwiftUI

final class Box {
    var color = Color.red
    var count = 0
}

struct Painter {
    var box: Box
    func paint() {
        box.color = .blue
        self.box.count += 1
    }
}

struct Backdrop: UIViewRepresentable {
    var view: UIView
    func makeUIView(context: Context) -> UIView {
        view.backgroundColor = .systemYellow
        return view
    }
    func updateUIView(_ uiView: UIView, context: Context) {}
}

struct Swatch: View {
    let painter = Painter(box: Box())
    var body: some View {
        let _ = painter.paint()
        VStack {
            painter.box.color.frame(width: 60, height: 40)
            Text(painter.box.count > 0 ? "painted" : "not yet")
        }
        .padding()
        .background(Backdrop(view: UIView()))
    }
}

#Preview(traits: .fixedLayout(width: 160, height: 120)) { Swatch() }
