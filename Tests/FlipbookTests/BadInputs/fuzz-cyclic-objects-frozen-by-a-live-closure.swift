// expect: exit 2 at 47:34 "cannot find 'FetchDescrtipor' in scope"
// run: render
// Fuzz run 86: an alignment guide closure captured a view whose context and container refer to each other; freezing the closure recursed without end.
import SwiftData
import SwiftUI

// SwiftData in memory: `@Query` rows follow the container's store. The trip's items are
// inserted with it (a relationship), the filter hides packed items, an insert and a delete
// animate, and the counts come from a `FetchDescriptor`.
@Model
final class Trip {
    var name: String
    @Relationship(deleteRule: .cascade) var items: [Gear] = []
    init(name: String) { self.name = name }
}

@Model
final class Gear {
    var name: String
    var weight: Int
    var isPacked = false
    init(name: String, weight: Int) {
        self.name = name
        self.weight = weight
    }
}

struct PackingList: View {
    @Environment(\.modelContext) private var modelContext
    @Query(filter: #Predicate<Gear> { !$0.isPacked }, sort: \Gear.weight, order: .reverse) private var unpacked: [Gear]
    @Query private var trips: [Trip]

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("\(trips.first?.name ?? "No trip"): \(unpacked.count) to pack").bold()
            ForEach(unpacked) { gear in
                Text("\(gear.name), \(gear.weight) g")
                    .transition(.slide)
            }
        }
        .frame(width: 280, height: 180, alignment: .topLeading)
.alignmentGuide(.leading) { d in d.width * 1e9 }
        .padding()
        .task {
            try? await Task.sleep(for: .seconds(0.2))
            withAnimation(.easeInOut(duration: 0.3)) {
                let descriptor = FetchDescrtipor<Gear>(sortBy: [SortDescriptor(\.name)])
                if let first = try? modelContext.fetch(descriptor).first { first.isPacked = true }
                trips.first?.items.append(Gear(name: "Lamp", weight: 90))
            }
        }
    }
}

#Preview {
    let container = try! ModelContainer(for: Trip.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    let trip = Trip(name: "Alps")
    trip.items = [Gear(name: "Tent", weight: 1800), Gear(name: "Boots", weight: 1200), Gear(name: "Stove", weight: 400)]
_ = Double.random(in: 0...1)
    container.mainContext.insert(trip)
    return PackingList().modelContainer(container)
}
