// MapKit for SwiftUI (iOS 17): markers, an annotation, a polygon and a circle, and a camera
// that moves from the automatic framing to a region with withAnimation. Offline there are no
// tiles; the markers, the annotation and the overlays move together with the camera.
import SwiftUI
import MapKit

extension CLLocationCoordinate2D {
    static let parking = CLLocationCoordinate2D(latitude: 42.354528, longitude: -71.068369)
    static let museum = CLLocationCoordinate2D(latitude: 42.3601, longitude: -71.0589)
    static let harbor = CLLocationCoordinate2D(latitude: 42.3505, longitude: -71.0535)
}

struct BostonMap: View {
    @State private var position: MapCameraPosition = .automatic

    var body: some View {
        Map(position: $position) {
            MapPolygon(coordinates: [.parking, .museum, .harbor])
                .foregroundStyle(.purple.opacity(0.3))
            MapCircle(center: .harbor, radius: 150)
                .foregroundStyle(.teal.opacity(0.4))
                .stroke(.teal, lineWidth: 2)
            Marker("Parking", systemImage: "car", coordinate: .parking)
                .tint(.blue)
            Annotation("Museum", coordinate: .museum) {
                ZStack {
                    RoundedRectangle(cornerRadius: 5).fill(.background)
                    RoundedRectangle(cornerRadius: 5).stroke(.secondary, lineWidth: 5)
                    Image(systemName: "building.columns").padding(5)
                }
            }
            Marker("Harbor", monogram: Text("H"), coordinate: .harbor)
        }
        .mapStyle(.standard(elevation: .realistic))
        .onAppear {
            withAnimation(.easeInOut(duration: 1).delay(0.2)) {
                position = .region(MKCoordinateRegion(center: .museum, latitudinalMeters: 1500, longitudinalMeters: 1500))
            }
        }
    }
}

#Preview(traits: .fixedLayout(width: 360, height: 300)) { BostonMap() }
