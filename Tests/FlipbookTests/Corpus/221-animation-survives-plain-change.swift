// A change without animation does not stop an animation already running on the same view:
// the bar keeps growing while a title inserted without animation pushes it down, and a
// NavigationStack's title (which arrives in its own transaction) does not cut short the
// progress animation started in onAppear.
import SwiftUI

struct GrowingBar: View {
    @State private var width = 20.0
    @State private var showsTitle = false

    var body: some View {
        VStack {
            if showsTitle {
                Text("Loading").font(.headline)
            }
            Capsule().fill(.blue).frame(width: width, height: 12)
        }
        .onAppear {
            withAnimation(.linear(duration: 1)) { width = 300 }
            showsTitle = true
        }
    }
}

struct ProgressScreen: View {
    @State private var progress = 0.1

    var body: some View {
        NavigationStack {
            ProgressView(value: progress)
                .padding()
                .navigationTitle("Sync")
        }
        .onAppear {
            withAnimation(.easeInOut(duration: 1)) { progress = 0.9 }
        }
    }
}

#Preview("Bar") { GrowingBar() }
#Preview("Progress") { ProgressScreen() }
