extension Prelude {
    /// Core Location's and MapKit's value types, which an app's models hold
    /// (`Landmark.locationCoordinate`): coordinates, spans, regions and `CLLocation`'s distance
    /// (on a sphere of the mean Earth radius, where Core Location uses the WGS 84 ellipsoid: within
    /// 0.5 %). `Map` is in `Prelude+Map.swift`.
    static let coreLocationSource = #"""
        typealias CLLocationDegrees = Double
        typealias CLLocationDistance = Double

        struct CLLocationCoordinate2D {
            var latitude: CLLocationDegrees
            var longitude: CLLocationDegrees
            init() {
                latitude = 0
                longitude = 0
            }
            init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
                self.latitude = latitude
                self.longitude = longitude
            }
        }

        func CLLocationCoordinate2DIsValid(_ coordinate: CLLocationCoordinate2D) -> Bool {
            abs(coordinate.latitude) <= 90 && abs(coordinate.longitude) <= 180
        }

        class CLLocation {
            let coordinate: CLLocationCoordinate2D
            init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
                coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
            }
            func distance(from location: CLLocation) -> CLLocationDistance {
                let radius = 6_371_008.8
                let φ1 = coordinate.latitude * .pi / 180
                let φ2 = location.coordinate.latitude * .pi / 180
                let Δφ = φ2 - φ1
                let Δλ = (location.coordinate.longitude - coordinate.longitude) * .pi / 180
                let a = sin(Δφ / 2) * sin(Δφ / 2) + cos(φ1) * cos(φ2) * sin(Δλ / 2) * sin(Δλ / 2)
                return 2 * radius * atan2(sqrt(a), sqrt(1 - a))
            }
        }

        struct MKCoordinateSpan {
            var latitudeDelta: CLLocationDegrees
            var longitudeDelta: CLLocationDegrees
            init() {
                latitudeDelta = 0
                longitudeDelta = 0
            }
            init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
                self.latitudeDelta = latitudeDelta
                self.longitudeDelta = longitudeDelta
            }
        }

        struct MKCoordinateRegion {
            var center: CLLocationCoordinate2D
            var span: MKCoordinateSpan
            init() {
                center = CLLocationCoordinate2D()
                span = MKCoordinateSpan()
            }
            init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
                self.center = center
                self.span = span
            }
            init(
                center: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance,
                longitudinalMeters: CLLocationDistance
            ) {
                self.center = center
                let metersPerDegree = 111_195.0
                let longitudeScale = max(cos(center.latitude * .pi / 180), 0.000001)
                span = MKCoordinateSpan(
                    latitudeDelta: latitudinalMeters / metersPerDegree,
                    longitudeDelta: longitudinalMeters / (metersPerDegree * longitudeScale))
            }
        }
        """#
}
