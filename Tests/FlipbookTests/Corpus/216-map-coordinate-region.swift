// The iOS 14 Map: a coordinate region binding, annotation items drawn as MapMarker, MapPin and
// MapAnnotation, and a camera given as MapCamera in dark mode, inside a MapReader.
import SwiftUI
import MapKit

struct Place: Identifiable {
    let id = UUID()
    let name: String
    let coordinate: CLLocationCoordinate2D
}

struct PlacesMap: View {
    @State private var region = MKCoordinateRegion(
        center: CLLocationCoordinate2D(latitude: 51.507222, longitude: -0.1275),
        span: MKCoordinateSpan(latitudeDelta: 0.5, longitudeDelta: 0.5))
    let places = [
        Place(name: "London", coordinate: CLLocationCoordinate2D(latitude: 51.507222, longitude: -0.1275)),
        Place(name: "Watford", coordinate: CLLocationCoordinate2D(latitude: 51.655, longitude: -0.3957)),
        Place(name: "Croydon", coordinate: CLLocationCoordinate2D(latitude: 51.3727, longitude: -0.1099)),
    ]

    var body: some View {
        VStack(spacing: 0) {
            Map(coordinateRegion: $region, annotationItems: places) { place in
                MapAnnotation(coordinate: place.coordinate) {
                    Circle()
                        .stroke(.red, lineWidth: 3)
                        .frame(width: 24, height: 24)
                }
            }
            Map(coordinateRegion: $region, showsUserLocation: true, annotationItems: places) { place in
                place.name == "London" ? MapMarker(coordinate: place.coordinate) : MapMarker(coordinate: place.coordinate, tint: .purple)
            }
            Map(coordinateRegion: $region, annotationItems: places) { place in
                MapPin(coordinate: place.coordinate, tint: .orange)
            }
        }
    }
}

struct CameraMap: View {
    let route = [
        CLLocationCoordinate2D(latitude: 51.507222, longitude: -0.1275),
        CLLocationCoordinate2D(latitude: 51.55, longitude: -0.2),
        CLLocationCoordinate2D(latitude: 51.655, longitude: -0.3957),
    ]

    var body: some View {
        MapReader { proxy in
            Map(initialPosition: .camera(MapCamera(centerCoordinate: route[1], distance: 80000))) {
                MapPolyline(coordinates: route)
                    .stroke(.blue, lineWidth: 5)
                Marker("Start", systemImage: "figure.walk", coordinate: route[0])
                    .tint(.green)
                Marker("End", coordinate: route[2])
                UserAnnotation()
            }
            .mapControls {
                MapUserLocationButton()
                MapCompass()
            }
            .onTapGesture { point in
                if let coordinate = proxy.convert(point, from: .local) { print(coordinate) }
            }
        }
    }
}

#Preview("Region", traits: .fixedLayout(width: 300, height: 450)) { PlacesMap() }
#Preview("Camera") { CameraMap().preferredColorScheme(.dark) }
