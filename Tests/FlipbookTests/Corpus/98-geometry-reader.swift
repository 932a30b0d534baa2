import SwiftUI

struct ProgressBar: View {
    var progress: Double

    var body: some View {
        GeometryReader { geometry in
            ZStack(alignment: .leading) {
                RoundedRectangle(cornerRadius: 4)
                    .fill(Color.gray.opacity(0.2))
                RoundedRectangle(cornerRadius: 4)
                    .fill(Color.green)
                    .frame(width: geometry.size.width * progress)
            }
        }
        .frame(height: 8)
    }
}

struct UploadView: View {
    @State private var progress = 0.1

    var body: some View {
        VStack {
            ProgressBar(progress: progress)
                .padding(.horizontal, 20)
        }
        .task {
            try? await Task.sleep(for: .seconds(0.5))
            withAnimation(.linear(duration: 1)) { progress = 0.9 }
        }
    }
}

#Preview(traits: .fixedLayout(width: 300, height: 60)) {
    UploadView()
}
