import SwiftUI
import Observation

@Observable
final class Playlist {
    var songs: [String] = ["Intro", "Theme"]
    var current: Int = 0
    @ObservationIgnored private var plays = 0

    var currentSong: String? {
        songs.indices.contains(current) ? songs[current] : nil
    }

    func next() {
        plays += 1
        current = (current + 1) % max(songs.count, 1)
    }
}

struct PlaylistEditor: View {
    @Bindable var playlist: Playlist

    var body: some View {
        TextField("Song", text: $playlist.songs[0])
    }
}

struct NowPlaying: View {
    @State private var playlist = Playlist()

    var body: some View {
        VStack {
            Text(playlist.currentSong ?? "Nothing")
                .contentTransition(.numericText())
                .font(.title2)
            PlaylistEditor(playlist: playlist)
        }
        .task {
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(1))
                withAnimation { playlist.next() }
                if playlist.current == 0 { break }
            }
        }
    }
}

#Preview {
    NowPlaying()
}
