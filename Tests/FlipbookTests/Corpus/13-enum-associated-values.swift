import SwiftUI

enum LoadingState {
    case idle
    case loading(progress: Double)
    case loaded(String)
    case failed(Error)
}

struct DownloadView: View {
    @State private var state: LoadingState = .idle

    var body: some View {
        VStack {
            switch state {
            case .idle:
                Text("Tap to download")
            case .loading(let progress):
                Rectangle()
                    .fill(Color.blue)
                    .frame(width: 200 * progress, height: 10)
            case .loaded(let name):
                Text("Downloaded \(name)")
                    .foregroundStyle(.green)
            case .failed:
                Text("Something went wrong")
            }
        }
        .frame(width: 240, height: 60)
        .task {
            try? await Task.sleep(for: .seconds(0.5))
            state = .loading(progress: 0.25)
            try? await Task.sleep(for: .seconds(0.5))
            withAnimation(.linear(duration: 0.4)) {
                state = .loading(progress: 1)
            }
            try? await Task.sleep(for: .seconds(0.5))
            withAnimation {
                state = .loaded("report.pdf")
            }
        }
    }
}

#Preview(traits: .fixedLayout(width: 260, height: 100)) {
    DownloadView()
}
