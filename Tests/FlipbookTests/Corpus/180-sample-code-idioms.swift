// Code as public samples write it: `AnyShape` as a stored property's type, set with
// `.init(.capsule)`; `listRowInsets(.init(top:leading:bottom:trailing:))`; ShapeStyle's
// `.conicGradient(gradient, center:angle:)` with its gradient unlabelled; a title given as a `Text`.
import SwiftUI
struct SampleIdioms: View {
    var shape: AnyShape = .init(.capsule)
    var other = AnyShape(Circle())
    var body: some View {
        VStack {
            Text("Hold").padding().background(.blue, in: shape)
            other.fill(.red).frame(width: 30, height: 30)
            List { Text("Row").listRowInsets(.init(top: 10, leading: 0, bottom: 0, trailing: 0)) }
            Rectangle().fill(.conicGradient(Gradient(colors: [.red, .blue]), center: .center, angle: .degrees(90))).frame(height: 30)
        }
        .navigationBarTitle(Text("Title"))
    }
}
#Preview { NavigationStack { SampleIdioms() } }
