// A view model in the Combine style: @Published properties whose $ publishers feed map,
// removeDuplicates, debounce, combineLatest, assign(to:on:) and assign(to: &$…), a timer
// subscribed with sink, and a view that reacts to $query with onReceive.
import SwiftUI
import Combine

final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published var minimumLength = 1
    @Published var results: [String] = []
    @Published var status = "idle"
    @Published var ticks = 0
    @Published var summary = ""
    private var cancellables = Set<AnyCancellable>()
    private let fruits = ["Apple", "Apricot", "Banana", "Cherry", "Avocado"]

    init() {
        $query
            .map { $0.lowercased() }
            .removeDuplicates()
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .combineLatest($minimumLength)
            .sink { [weak self] query, minimum in
                guard let self else { return }
                results = query.count < minimum ? [] : fruits.filter { $0.lowercased().hasPrefix(query) }
            }
            .store(in: &cancellables)

        $results
            .map { $0.isEmpty ? "no matches" : "\($0.count) matches" }
            .assign(to: \.status, on: self)
            .store(in: &cancellables)

        $ticks
            .dropFirst()
            .filter { $0 % 2 == 0 }
            .map { "tick \($0)" }
            .assign(to: &$summary)

        Timer.publish(every: 0.25, on: .main, in: .common)
            .autoconnect()
            .prefix(4)
            .sink { [weak self] _ in self?.ticks += 1 }
            .store(in: &cancellables)
    }
}

struct SearchView: View {
    @StateObject private var model = SearchModel()
    @State private var echoed = ""

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("query: \(echoed)").font(.headline)
            Text(model.status).foregroundStyle(.secondary)
            ForEach(model.results, id: \.self) { Text($0) }
            Text(model.summary).font(.caption)
        }
        .onReceive(model.$query) { echoed = $0 }
        .task {
            try? await Task.sleep(for: .seconds(0.2))
            model.query = "A"
            try? await Task.sleep(for: .seconds(0.1))
            model.query = "Ap"
        }
    }
}

#Preview { SearchView().frame(width: 300, height: 240) }
