import Flipbook
import FlipbookModel
import Foundation
import Testing

/// MapKit's `Map` from scene to display list: content is placed by Web Mercator through the
/// camera docs/semantics.md ("Maps") describes, and overlays and markers move together when the
/// camera animates.
@Suite struct MapSceneTests {
    func compile(_ body: String, state: String = "", width: Int = 400, height: Int = 300) throws -> CompiledPreview {
        try #require(
            try compileSceneView(imports: ["SwiftUI", "MapKit"], body: body, state: state, width: width, height: height))
    }

    static let red = RGBA(hex: 0xFF3B30)
    static let green = RGBA(hex: 0x34C759)
    static let purple = RGBA(hex: 0xAF52DE)

    /// A marker's balloon: its point (the bottom centre) is on the coordinate.
    func tip(_ shape: DrawnShape) -> Point {
        Point(x: shape.bounds.origin.x + shape.bounds.size.width / 2, y: shape.bounds.origin.y + shape.bounds.size.height)
    }

    func near(_ a: Double, _ b: Double, _ tolerance: Double = 0.6) -> Bool { abs(a - b) <= tolerance }

    @Test func aRegionCentresItsCentreAndShowsItsWholeSpan() throws {
        // A square span on a 400 × 300 map: the latitude span fills the height (Mercator
        // stretches latitude by sec φ at the equator's scale), the longitude gets the rest.
        let p = try compile(
            """
            Map(initialPosition: .region(MKCoordinateRegion(
                center: CLLocationCoordinate2D(latitude: 0, longitude: 0),
                span: MKCoordinateSpan(latitudeDelta: 10, longitudeDelta: 10)))) {
                Marker("Centre", coordinate: CLLocationCoordinate2D(latitude: 0, longitude: 0))
                Marker("East", coordinate: CLLocationCoordinate2D(latitude: 0, longitude: 5)).tint(.green)
            }
            """)
        let centre = try #require(try p.drawnShapes(filled: Self.red, at: 0).first)
        let east = try #require(try p.drawnShapes(filled: Self.green, at: 0).first)
        #expect(near(tip(centre).x, 200) && near(tip(centre).y, 150))
        // At the equator, 10° of latitude is 10.03° of Mercator height: 300 points span it,
        // so 5° of longitude is 150 / 1.0025 points.
        let mercatorHalfHeight = log(tan(Double.pi / 4 + 5 * Double.pi / 360)) * 180 / Double.pi
        #expect(near(tip(east).x - 200, 150 * 5 / mercatorHalfHeight))
        #expect(near(tip(east).y, 150))
    }

    @Test func aCameraSeesThirtyDegreesAcrossTheLongerSide() throws {
        // distance d: the 400-point side spans 2 d tan 15° metres.
        let p = try compile(
            """
            Map(initialPosition: .camera(MapCamera(centerCoordinate: CLLocationCoordinate2D(latitude: 0, longitude: 0), distance: 100000))) {
                MapCircle(center: CLLocationCoordinate2D(latitude: 0, longitude: 0), radius: 5000)
                    .foregroundStyle(.red)
            }
            """)
        let circle = try #require(try p.drawnShapes(filled: Self.red, at: 0).first)
        let expected = 2 * 5000 / (2 * 100000 * tan(15 * Double.pi / 180)) * 400
        #expect(near(circle.bounds.size.width, expected))
        #expect(near(circle.bounds.origin.x + circle.bounds.size.width / 2, 200))
    }

    @Test func overlaysAndMarkersMoveTogetherWhenTheCameraAnimates() throws {
        let p = try compile(
            """
            Map(position: $position) {
                MapPolygon(coordinates: [a, b, CLLocationCoordinate2D(latitude: 10, longitude: 0)])
                    .foregroundStyle(.purple)
                Marker("B", coordinate: b)
            }
            .onAppear {
                withAnimation(.linear(duration: 1)) {
                    position = .region(MKCoordinateRegion(center: b, span: MKCoordinateSpan(latitudeDelta: 2, longitudeDelta: 2)))
                }
            }
            """,
            state: """
                @State private var position: MapCameraPosition = .automatic
                let a = CLLocationCoordinate2D(latitude: 0, longitude: 0)
                let b = CLLocationCoordinate2D(latitude: 0, longitude: 10)
                """)
        var tips: [Point] = []
        for time in [0.0, 0.5, 1.0] {
            let polygon = try #require(try p.drawnShapes(filled: Self.purple, at: time).first)
            let marker = try #require(try p.drawnShapes(filled: Self.red, at: time).first)
            // b is the polygon's easternmost corner, on the equator: the right edge's middle
            // is not it, but its x is.
            #expect(near(polygon.bounds.origin.x + polygon.bounds.size.width, tip(marker).x))
            tips.append(tip(marker))
        }
        // The camera ends centred on b.
        #expect(near(tips[2].x, 200) && near(tips[2].y, 150))
        #expect(!near(tips[0].x, 200, 5))
    }

    @Test func overlaysAreDrawnUnderMarkersWhateverTheOrderWritten() throws {
        let p = try compile(
            """
            Map {
                Marker("A", coordinate: CLLocationCoordinate2D(latitude: 0, longitude: 0))
                MapCircle(center: CLLocationCoordinate2D(latitude: 0, longitude: 0), radius: 500)
                    .foregroundStyle(.purple)
            }
            """)
        let shapes = try p.drawnShapes(at: 0)
        let circle = try #require(shapes.firstIndex { $0.fill?.description == Self.purple.description })
        let marker = try #require(shapes.firstIndex { $0.fill?.description == Self.red.description })
        #expect(circle < marker)
    }
}
