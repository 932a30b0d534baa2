// Core Location's and MapKit's value types in an app's model: a coordinate, a region, and the
// great-circle distance between two CLLocations (London to Paris, 343 km).
import SwiftUI
import CoreLocation
import MapKit

struct Landmark: Identifiable {
    var id: Int
    var name: String
    var coordinates: Coordinates
    var locationCoordinate: CLLocationCoordinate2D {
        CLLocationCoordinate2D(latitude: coordinates.latitude, longitude: coordinates.longitude)
    }
    struct Coordinates { var latitude: Double; var longitude: Double }
}

struct Row: View {
    var landmark: Landmark
    var body: some View {
        let paris = CLLocation(latitude: 48.8566, longitude: 2.3522)
        let here = CLLocation(latitude: landmark.locationCoordinate.latitude, longitude: landmark.locationCoordinate.longitude)
        let region = MKCoordinateRegion(center: landmark.locationCoordinate, span: MKCoordinateSpan(latitudeDelta: 0.2, longitudeDelta: 0.2))
        HStack {
            Text(landmark.name)
            Spacer()
            Text("\(Int(here.distance(from: paris) / 1000)) km, \(region.span.latitudeDelta, specifier: "%.1f")")
        }
        .padding()
    }
}

#Preview { Row(landmark: Landmark(id: 1, name: "London", coordinates: .init(latitude: 51.5074, longitude: -0.1278))) }
