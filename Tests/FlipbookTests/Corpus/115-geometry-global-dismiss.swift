// A screen of an app: a header whose height is read in global coordinates, a close button
// wired to the environment's dismiss actions (old and new), and padding from the safe area,
// which a preview canvas does not have.
// flipbook: tap "Close" at 0.8
import SwiftUI

struct DetailScreen: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.presentationMode) private var presentationMode
    @Environment(\.safeAreaInsets) private var safeArea
    @State private var appeared = false

    var body: some View {
        VStack(spacing: 12) {
            Color.indigo
                .frame(height: 60)
                .padding(.top, safeArea.top)
            GeometryReader { proxy in
                let frame = proxy.frame(in: .global)
                Text("top \(Int(frame.minY)), width \(Int(frame.width))")
                    .offset(x: appeared ? 0 : -frame.minX - frame.width)
            }
            .frame(width: 200, height: 30)
            Button("Close") {
                dismiss()
                presentationMode.wrappedValue.dismiss()
            }
        }
        .onAppear {
            withAnimation(.easeOut(duration: 0.6)) { appeared = true }
        }
    }
}

#Preview(traits: .fixedLayout(width: 260, height: 200)) {
    DetailScreen()
}
