// `\Hike.Observation.elevation` names a property of a nested type (the parser reads
// `Observation` as a component; it belongs to the root), and a `PreviewProvider` holds its
// namespace in `@Namespace static var`. The picker's key path chooses which value each bar
// shows: the heights are the elevations, 30, 60 and 90.
import SwiftUI
struct Hike {
    var observations: [Observation]
    struct Observation {
        var elevation: Double
        var pace: Double
    }
}
struct HikeBars: View {
    var hike: Hike
    var namespace: Namespace.ID
    @State private var shown = \Hike.Observation.elevation
    var body: some View {
        HStack(alignment: .bottom) {
            ForEach(hike.observations.indices, id: \.self) { index in
                Capsule()
                    .frame(width: 20, height: hike.observations[index][keyPath: shown])
                    .matchedGeometryEffect(id: index, in: namespace)
            }
        }
    }
}
struct HikeBars_Previews: PreviewProvider {
    @Namespace static var ns
    static var previews: some View {
        HikeBars(
            hike: Hike(observations: [.init(elevation: 30, pace: 5), .init(elevation: 60, pace: 6), .init(elevation: 90, pace: 7)]),
            namespace: ns)
    }
}
