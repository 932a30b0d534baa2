extension Prelude {
    /// MapKit for SwiftUI's `Map`, in Swift: its iOS 14 and iOS 17 initializers, camera
    /// positions, and the content it places (markers, pins, annotations, circles, polylines,
    /// polygons). Offline there are no map tiles: the map is its land colour, and what the scene
    /// puts on it is placed by the Web Mercator projection MapKit uses, so a marker moves and
    /// an annotation animates as any positioned view does. The map warns at its call that it
    /// draws no tiles. Sizes and colours are chosen (docs/semantics.md, "Maps").
    static let mapSource = #"""
        struct MapCamera {
            var centerCoordinate: CLLocationCoordinate2D
            var distance: Double
            var heading: Double
            var pitch: Double
            init(centerCoordinate: CLLocationCoordinate2D, distance: Double, heading: Double = 0, pitch: Double = 0) {
                self.centerCoordinate = centerCoordinate
                self.distance = distance
                self.heading = heading
                self.pitch = pitch
            }
        }

        class MKPlacemark {
            let coordinate: CLLocationCoordinate2D
            var name: String? = nil
            init(coordinate: CLLocationCoordinate2D) { self.coordinate = coordinate }
        }

        class MKMapItem {
            let placemark: MKPlacemark
            var name: String?
            init(placemark: MKPlacemark) {
                self.placemark = placemark
                name = placemark.name
            }
        }

        struct MapCameraPosition {
            let _kind: String
            var _region: MKCoordinateRegion? = nil
            var _camera: MapCamera? = nil
            var _fallback: [MapCameraPosition] = []

            static let automatic = MapCameraPosition(_kind: "automatic")
            static func region(_ region: MKCoordinateRegion) -> MapCameraPosition {
                MapCameraPosition(_kind: "region", _region: region)
            }
            static func camera(_ camera: MapCamera) -> MapCameraPosition {
                MapCameraPosition(_kind: "camera", _camera: camera)
            }
            static func item(_ item: MKMapItem, allowsAutomaticPitch: Bool = false) -> MapCameraPosition {
                .region(MKCoordinateRegion(center: item.placemark.coordinate, latitudinalMeters: 1000, longitudinalMeters: 1000))
            }
            /// Offline there is no user location: the fallback is shown, as on a device that
            /// has not granted it.
            static func userLocation(followsHeading: Bool = false, fallback: MapCameraPosition) -> MapCameraPosition {
                MapCameraPosition(_kind: "userLocation", _fallback: [fallback])
            }
            var region: MKCoordinateRegion? { _shown._region }
            var camera: MapCamera? { _shown._camera }
            var positionedByUser: Bool { false }
            var followsUserLocation: Bool { _kind == "userLocation" }
            var _shown: MapCameraPosition { _fallback.first?._shown ?? self }
        }

        enum MapUserTrackingMode { case none, follow, followWithHeading }

        struct MapInteractionModes: OptionSet {
            let rawValue: Int
            init(rawValue: Int) { self.rawValue = rawValue }
            static let pan = MapInteractionModes(rawValue: 1)
            static let zoom = MapInteractionModes(rawValue: 2)
            static let rotate = MapInteractionModes(rawValue: 4)
            static let pitch = MapInteractionModes(rawValue: 8)
            static let all = MapInteractionModes(rawValue: 15)
        }

        struct MapStyle {
            let _name: String
            static let standard = MapStyle(_name: "standard")
            static let imagery = MapStyle(_name: "imagery")
            static let hybrid = MapStyle(_name: "hybrid")
            static func standard(elevation: MapStyle.Elevation = .automatic, emphasis: MapStyle.StandardEmphasis = .automatic, pointsOfInterest: PointOfInterestCategories = .all, showsTraffic: Bool = false) -> MapStyle { .standard }
            static func imagery(elevation: MapStyle.Elevation = .automatic) -> MapStyle { .imagery }
            static func hybrid(elevation: MapStyle.Elevation = .automatic, pointsOfInterest: PointOfInterestCategories = .all, showsTraffic: Bool = false) -> MapStyle { .hybrid }
            enum Elevation { case automatic, flat, realistic }
            enum StandardEmphasis { case automatic, muted }
        }

        struct PointOfInterestCategories {
            static let all = PointOfInterestCategories()
            static let excludingAll = PointOfInterestCategories()
            static func including(_ categories: [Any]) -> PointOfInterestCategories { PointOfInterestCategories() }
            static func excluding(_ categories: [Any]) -> PointOfInterestCategories { PointOfInterestCategories() }
        }

        /// One thing on the map, as `Map` draws it.
        struct _MapItem {
            var kind: String
            var coordinates: [CLLocationCoordinate2D]
            var title: String = ""
            var tint: Color? = nil
            var systemImage: String? = nil
            var monogram: String? = nil
            var content: AnyView? = nil
            var anchor: UnitPoint = .center
            var radius: Double = 0
            var fill: AnyShapeStyle? = nil
            var stroke: AnyShapeStyle? = nil
            var lineWidth: Double = 1
            var showsTitle = true
            var _isOverlay: Bool { kind == "circle" || kind == "polyline" || kind == "polygon" }
        }

        /// What the map's content values share: the item they put on the map, and the
        /// modifiers that change it.
        protocol _MapContentItem {
            var _item: _MapItem { get set }
        }

        extension _MapContentItem {
            func tint(_ color: Color?) -> Self {
                var copy = self
                copy._item.tint = color
                return copy
            }
            func annotationTitles(_ visibility: Visibility) -> Self {
                var copy = self
                copy._item.showsTitle = visibility != .hidden
                return copy
            }
            /// An overlay's fill (a polyline's line).
            func foregroundStyle(_ style: some ShapeStyle) -> Self {
                var copy = self
                copy._item.fill = AnyShapeStyle(style)
                return copy
            }
            func stroke(_ style: some ShapeStyle, lineWidth: Double = 1) -> Self {
                var copy = self
                copy._item.stroke = AnyShapeStyle(style)
                copy._item.lineWidth = lineWidth
                return copy
            }
            func stroke(_ style: some ShapeStyle, style strokeStyle: StrokeStyle) -> Self { stroke(style, lineWidth: strokeStyle.lineWidth) }
            func tag(_ tag: Any) -> Self { self }
            func mapOverlayLevel(level: Any) -> Self { self }
        }

        struct Marker: _MapContentItem {
            var _item: _MapItem
            init(_ title: Any, coordinate: CLLocationCoordinate2D) {
                _item = _MapItem(kind: "marker", coordinates: [coordinate], title: _plainText(title))
            }
            init(_ title: Any, systemImage: String, coordinate: CLLocationCoordinate2D) {
                _item = _MapItem(kind: "marker", coordinates: [coordinate], title: _plainText(title), systemImage: systemImage)
            }
            init(_ title: Any, image: String, coordinate: CLLocationCoordinate2D) {
                _item = _MapItem(kind: "marker", coordinates: [coordinate], title: _plainText(title))
            }
            init(_ title: Any, monogram: Text, coordinate: CLLocationCoordinate2D) {
                _item = _MapItem(kind: "marker", coordinates: [coordinate], title: _plainText(title), monogram: _plainText(monogram))
            }
            init(coordinate: CLLocationCoordinate2D, @ViewBuilder label: () -> Any) {
                _item = _MapItem(kind: "marker", coordinates: [coordinate], title: _plainText(label()))
            }
            init(item: MKMapItem) {
                _item = _MapItem(kind: "marker", coordinates: [item.placemark.coordinate], title: item.name ?? "")
            }
        }

        struct Annotation: _MapContentItem {
            var _item: _MapItem
            init(_ title: Any, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .bottom, @ViewBuilder content: () -> some View) {
                _item = _MapItem(kind: "annotation", coordinates: [coordinate], title: _plainText(title), content: AnyView(content()), anchor: anchor)
            }
            init(coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .bottom, @ViewBuilder content: () -> some View, @ViewBuilder label: () -> some View) {
                _item = _MapItem(kind: "annotation", coordinates: [coordinate], title: _plainText(label()), content: AnyView(content()), anchor: anchor)
            }
        }

        /// The iOS 14 annotations, which `Map(coordinateRegion:annotationItems:)` shows.
        struct MapMarker: _MapContentItem {
            var _item: _MapItem
            init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {
                _item = _MapItem(kind: "marker", coordinates: [coordinate], tint: tint, showsTitle: false)
            }
        }

        struct MapPin: _MapContentItem {
            var _item: _MapItem
            init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {
                _item = _MapItem(kind: "pin", coordinates: [coordinate], tint: tint)
            }
        }

        struct MapAnnotation: _MapContentItem {
            var _item: _MapItem
            init(coordinate: CLLocationCoordinate2D, anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5), @ViewBuilder content: () -> some View) {
                _item = _MapItem(kind: "annotation", coordinates: [coordinate], content: AnyView(content()), anchor: UnitPoint(x: anchorPoint.x, y: anchorPoint.y), showsTitle: false)
            }
        }

        struct MapCircle: _MapContentItem {
            var _item: _MapItem
            init(center: CLLocationCoordinate2D, radius: Double) {
                _item = _MapItem(kind: "circle", coordinates: [center], radius: radius)
            }
        }

        struct MapPolyline: _MapContentItem {
            var _item: _MapItem
            init(coordinates: [CLLocationCoordinate2D], contourStyle: Any? = nil) {
                _item = _MapItem(kind: "polyline", coordinates: coordinates)
            }
        }

        struct MapPolygon: _MapContentItem {
            var _item: _MapItem
            init(coordinates: [CLLocationCoordinate2D]) {
                _item = _MapItem(kind: "polygon", coordinates: coordinates)
            }
        }

        /// The user's location: offline there is none, so it draws nothing (as on a device
        /// that has not granted it).
        struct UserAnnotation {
            init(anchor: UnitPoint = .center) {}
        }

        @resultBuilder
        struct MapContentBuilder {
            static func buildExpression(_ content: Any) -> [Any] { [content] }
            static func buildBlock(_ parts: [Any]...) -> [Any] { parts.flatMap { $0 } }
            static func buildOptional(_ part: [Any]?) -> [Any] { part ?? [] }
            static func buildEither(first part: [Any]) -> [Any] { part }
            static func buildEither(second part: [Any]) -> [Any] { part }
            static func buildArray(_ parts: [[Any]]) -> [Any] { parts.flatMap { $0 } }
            static func buildLimitedAvailability(_ part: [Any]) -> [Any] { part }
            static func _buildForEach(_ parts: [[Any]]) -> [Any] { parts.flatMap { $0 } }
        }

        /// The items among built map content, in order.
        func _mapItems(_ content: [Any]) -> [_MapItem] {
            var items: [_MapItem] = []
            for element in content {
                if let nested = element as? [Any] {
                    items += _mapItems(nested)
                } else if let content = element as? _MapContentItem {
                    items.append(content._item)
                } else if element is UserAnnotation {
                } else {
                    _notSupported("this map content is not supported by Flipbook yet: use Marker, Annotation, MapCircle, MapPolyline or MapPolygon")
                }
            }
            return items
        }

        struct Map<Content>: View {
            let _items: [_MapItem]
            let _position: MapCameraPosition
            @Environment(\._mapStyle) private var style
            @Environment(\.colorScheme) private var colorScheme

            init(_items: [_MapItem], _position: MapCameraPosition) {
                _warnAtCall("Map draws no map tiles offline: Flipbook draws its land colour and what the map shows on it")
                self._items = _items
                self._position = _position
            }

            init(initialPosition: MapCameraPosition = .automatic, bounds: Any? = nil, interactionModes: MapInteractionModes = .all, scope: Any? = nil) {
                self.init(_items: [], _position: initialPosition)
            }

            init(initialPosition: MapCameraPosition = .automatic, bounds: Any? = nil, interactionModes: MapInteractionModes = .all, scope: Any? = nil, @MapContentBuilder content: () -> [Any]) {
                self.init(_items: _mapItems(content()), _position: initialPosition)
            }

            init<SelectionValue>(initialPosition: MapCameraPosition = .automatic, bounds: Any? = nil, interactionModes: MapInteractionModes = .all, selection: Binding<SelectionValue>, scope: Any? = nil, @MapContentBuilder content: () -> [Any]) {
                self.init(_items: _mapItems(content()), _position: initialPosition)
            }

            init(position: Binding<MapCameraPosition>, bounds: Any? = nil, interactionModes: MapInteractionModes = .all, scope: Any? = nil) {
                self.init(_items: [], _position: position.wrappedValue)
            }

            init(position: Binding<MapCameraPosition>, bounds: Any? = nil, interactionModes: MapInteractionModes = .all, scope: Any? = nil, @MapContentBuilder content: () -> [Any]) {
                self.init(_items: _mapItems(content()), _position: position.wrappedValue)
            }

            init<SelectionValue>(position: Binding<MapCameraPosition>, bounds: Any? = nil, interactionModes: MapInteractionModes = .all, selection: Binding<SelectionValue>, scope: Any? = nil, @MapContentBuilder content: () -> [Any]) {
                self.init(_items: _mapItems(content()), _position: position.wrappedValue)
            }

            init(coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil) {
                self.init(_items: [], _position: .region(coordinateRegion.wrappedValue))
            }

            init<Items: RandomAccessCollection>(coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil, annotationItems: Items, annotationContent: (Items.Element) -> Any) {
                self.init(_items: _mapItems(annotationItems.map { annotationContent($0) }), _position: .region(coordinateRegion.wrappedValue))
            }

            var body: some View {
                GeometryReader { proxy in
                    let projection = _MapProjection(position: _position._shown, items: _items, size: proxy.size)
                    ZStack(alignment: .topLeading) {
                        Rectangle().fill(_mapLandColor(style, colorScheme))
                        // Overlays lie on the map, under every marker and annotation.
                        ForEach(_items.indices.filter { _items[$0]._isOverlay } + _items.indices.filter { !_items[$0]._isOverlay }, id: \.self) { index in
                            _MapItemView(item: _items[index], projection: projection)
                        }
                    }
                }
                .clipped()
            }
        }

        /// Apple Maps' land colour, by style and appearance (chosen from screenshots).
        func _mapLandColor(_ style: MapStyle, _ scheme: ColorScheme) -> Color {
            if style._name != "standard" { return Color(red: 0.24, green: 0.29, blue: 0.22) }
            return scheme == .dark ? Color(red: 0.17, green: 0.17, blue: 0.18) : Color(red: 0.976, green: 0.961, blue: 0.929)
        }

        /// Web Mercator: a coordinate's place in a world one unit wide, and the map's scale
        /// and centre in that world.
        struct _MapProjection {
            let center: CGPoint
            let scale: Double
            let size: CGSize

            static func world(_ coordinate: CLLocationCoordinate2D) -> CGPoint {
                let latitude = min(max(coordinate.latitude, -85.05112878), 85.05112878) * .pi / 180
                let x = (coordinate.longitude + 180) / 360
                let y = (1 - log(tan(latitude) + 1 / cos(latitude)) / .pi) / 2
                return CGPoint(x: x, y: y)
            }

            /// The metres one world unit spans at a latitude.
            static func metersPerUnit(atLatitude latitude: Double) -> Double {
                40_075_016.686 * max(cos(latitude * .pi / 180), 0.000001)
            }

            init(position: MapCameraPosition, items: [_MapItem], size: CGSize) {
                self.size = size
                let width = max(size.width, 1)
                let height = max(size.height, 1)
                switch position._kind {
                case "region":
                    let region = position._region!
                    let corner1 = _MapProjection.world(CLLocationCoordinate2D(latitude: region.center.latitude + region.span.latitudeDelta / 2, longitude: region.center.longitude - region.span.longitudeDelta / 2))
                    let corner2 = _MapProjection.world(CLLocationCoordinate2D(latitude: region.center.latitude - region.span.latitudeDelta / 2, longitude: region.center.longitude + region.span.longitudeDelta / 2))
                    let center = _MapProjection.world(region.center)
                    self.center = center
                    // The whole region shows: MapKit widens the other dimension to the map's shape.
                    scale = min(width / max(abs(corner2.x - corner1.x), 1e-12), height / max(abs(corner2.y - corner1.y), 1e-12))
                case "camera":
                    // MapKit's camera sees 30° across the map's longer side.
                    let camera = position._camera!
                    let span = 2 * camera.distance * tan(15 * .pi / 180) / _MapProjection.metersPerUnit(atLatitude: camera.centerCoordinate.latitude)
                    self.center = _MapProjection.world(camera.centerCoordinate)
                    scale = max(width, height) / max(span, 1e-12)
                default:
                    // Automatic: everything the map shows, with a margin; the whole world when
                    // it shows nothing.
                    var points: [CGPoint] = []
                    for item in items {
                        for coordinate in item.coordinates {
                            let point = _MapProjection.world(coordinate)
                            let reach = item.radius / _MapProjection.metersPerUnit(atLatitude: coordinate.latitude)
                            points.append(CGPoint(x: point.x - reach, y: point.y - reach))
                            points.append(CGPoint(x: point.x + reach, y: point.y + reach))
                        }
                    }
                    if points.isEmpty {
                        self.center = CGPoint(x: 0.5, y: 0.5)
                        scale = min(width, height)
                    } else {
                        let minX = points.map(\.x).min()!
                        let maxX = points.map(\.x).max()!
                        let minY = points.map(\.y).min()!
                        let maxY = points.map(\.y).max()!
                        // A single place shows about a kilometre around it.
                        let least = 1000 / _MapProjection.metersPerUnit(atLatitude: items[0].coordinates[0].latitude)
                        let spanX = max(maxX - minX, least) * 1.4
                        let spanY = max(maxY - minY, least) * 1.4
                        // Markers and annotations stand above their coordinates, their titles
                        // below: the places are framed inside the room they leave.
                        let placesShown = items.contains { !$0._isOverlay }
                        let side = placesShown ? 30.0 : 0
                        let top = placesShown ? 40.0 : 0
                        let bottom = placesShown ? 24.0 : 0
                        scale = min(max(width - 2 * side, 1) / spanX, max(height - top - bottom, 1) / spanY)
                        self.center = CGPoint(x: (minX + maxX) / 2, y: (minY + maxY) / 2 - (top - bottom) / 2 / scale)
                    }
                }
            }
        }

        /// What the map shows, as animation interpolates it: the world point at the map's
        /// centre and the logarithm of its scale, so a zoom runs at an even pace, and the map's
        /// size. Overlays and placed items share it, so a marker stays on its polygon's corner
        /// while the camera moves.
        struct _MapCameraData {
            var centerX: Double
            var centerY: Double
            var zoom: Double
            var width: Double
            var height: Double
            init(_ projection: _MapProjection) {
                centerX = projection.center.x
                centerY = projection.center.y
                zoom = log(projection.scale)
                width = projection.size.width
                height = projection.size.height
            }
            var animatableData: AnimatablePair<AnimatablePair<Double, Double>, Double> {
                get { AnimatablePair(AnimatablePair(centerX, centerY), zoom) }
                set {
                    centerX = newValue.first.first
                    centerY = newValue.first.second
                    zoom = newValue.second
                }
            }
            func point(_ world: CGPoint) -> CGPoint {
                let scale = exp(zoom)
                return CGPoint(x: width / 2 + (world.x - centerX) * scale, y: height / 2 + (world.y - centerY) * scale)
            }
        }

        /// Moves a zero-sized item from the map's top-leading corner to its coordinate.
        struct _MapPlacement: GeometryEffect {
            let world: CGPoint
            var camera: _MapCameraData
            var animatableData: AnimatablePair<AnimatablePair<Double, Double>, Double> {
                get { camera.animatableData }
                set { camera.animatableData = newValue }
            }
            func effectValue(size: CGSize) -> ProjectionTransform {
                let point = camera.point(world)
                return ProjectionTransform(CGAffineTransform(translationX: point.x, y: point.y))
            }
        }

        /// A circle, polyline or polygon in world units, drawn through the camera.
        struct _MapOverlayShape: Shape {
            let points: [CGPoint]
            let reach: Double
            let kind: String
            var camera: _MapCameraData
            var animatableData: AnimatablePair<AnimatablePair<Double, Double>, Double> {
                get { camera.animatableData }
                set { camera.animatableData = newValue }
            }
            func path(in rect: CGRect) -> Path {
                var path = Path()
                guard let first = points.first else { return path }
                if kind == "circle" {
                    let center = camera.point(first)
                    let radius = reach * exp(camera.zoom)
                    return Path(ellipseIn: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
                }
                path.move(to: camera.point(first))
                for point in points.dropFirst() { path.addLine(to: camera.point(point)) }
                if kind == "polygon" { path.closeSubpath() }
                return path
            }
        }

        /// A marker's balloon: a circle whose sides run down to a point at the coordinate.
        struct _MapBalloon: Shape {
            func path(in rect: CGRect) -> Path {
                var path = Path()
                let radius = rect.width / 2
                let center = CGPoint(x: rect.midX, y: rect.minY + radius)
                path.move(to: CGPoint(x: rect.midX, y: rect.maxY))
                path.addArc(center: center, radius: radius, startAngle: .degrees(140), endAngle: .degrees(40), clockwise: false)
                path.closeSubpath()
                return path
            }
        }

        struct _MapItemView: View {
            let item: _MapItem
            let projection: _MapProjection

            var body: some View {
                let camera = _MapCameraData(projection)
                switch item.kind {
                case "circle", "polyline", "polygon":
                    let shape = _MapOverlayShape(
                        points: item.coordinates.map { _MapProjection.world($0) },
                        reach: item.radius / _MapProjection.metersPerUnit(atLatitude: item.coordinates.first?.latitude ?? 0),
                        kind: item.kind, camera: camera)
                    if item.kind == "polyline" {
                        shape.stroke(item.stroke ?? item.fill ?? AnyShapeStyle(Color.blue), style: StrokeStyle(lineWidth: item.lineWidth, lineCap: .round, lineJoin: .round))
                    } else {
                        shape.fill(item.fill ?? AnyShapeStyle(Color.blue.opacity(0.3)))
                            .overlay { shape.stroke(item.stroke ?? AnyShapeStyle(Color.clear), lineWidth: item.lineWidth) }
                    }
                case "pin":
                    _pin.modifier(_MapPlacement(world: _MapProjection.world(item.coordinates[0]), camera: camera))
                case "annotation":
                    _annotation.modifier(_MapPlacement(world: _MapProjection.world(item.coordinates[0]), camera: camera))
                default:
                    _marker.modifier(_MapPlacement(world: _MapProjection.world(item.coordinates[0]), camera: camera))
                }
            }

            /// The title under a marker or an annotation, as Maps draws place names.
            var _title: some View {
                Text(item.title)
                    .font(.system(size: 11, weight: .semibold))
                    .foregroundStyle(.primary)
                    .multilineTextAlignment(.center)
                    .lineLimit(2)
                    .frame(width: 120)
                    .shadow(color: Color(.systemBackground), radius: 1)
            }

            /// A balloon 28 points wide whose point is on the coordinate, with its glyph, and
            /// the title below.
            var _marker: some View {
                ZStack {
                    _MapBalloon()
                        .fill(item.tint ?? Color.red)
                        .overlay { _MapBalloon().stroke(Color.white, lineWidth: 1) }
                        .frame(width: 28, height: 36)
                        .shadow(color: .black.opacity(0.25), radius: 2, y: 1)
                    Group {
                        if let monogram = item.monogram {
                            Text(monogram).font(.system(size: 12, weight: .bold))
                        } else {
                            Image(systemName: item.systemImage ?? "mappin").font(.system(size: 13, weight: .semibold))
                        }
                    }
                    .foregroundStyle(.white)
                    .offset(y: -4)
                    if item.showsTitle && !item.title.isEmpty {
                        _title.offset(y: 28)
                    }
                }
                .offset(y: -18)
                .frame(width: 0, height: 0)
            }

            /// iOS 14's pin: a round head on a needle whose point is on the coordinate.
            var _pin: some View {
                VStack(spacing: 0) {
                    Circle().fill(item.tint ?? Color.red).frame(width: 14, height: 14)
                        .overlay { Circle().stroke(Color.black.opacity(0.2), lineWidth: 0.5) }
                    Rectangle().fill(Color.gray).frame(width: 2, height: 16)
                }
                .offset(y: -15)
                .frame(width: 0, height: 0)
            }

            /// The annotation's view with its anchor on the coordinate, and the title below.
            var _annotation: some View {
                _MapAnchorLayout(anchor: item.anchor) {
                    item.content!
                    if item.showsTitle && !item.title.isEmpty {
                        _title
                    }
                }
            }
        }

        /// Places an annotation's view as MapKit hosts it: at its ideal size, offered that size,
        /// with its anchor on the layout's centre; a title goes below it. The layout itself
        /// takes no room, so it sits on the coordinate it is positioned at.
        struct _MapAnchorLayout: Layout {
            let anchor: UnitPoint

            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }

            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                guard let content = subviews.first else { return }
                let size = content.sizeThatFits(.unspecified)
                let origin = CGPoint(x: bounds.midX - size.width * anchor.x, y: bounds.midY - size.height * anchor.y)
                content.place(at: origin, anchor: .topLeading, proposal: ProposedViewSize(size))
                if subviews.count > 1 {
                    let title = subviews[1]
                    let titleSize = title.sizeThatFits(.unspecified)
                    title.place(at: CGPoint(x: origin.x + size.width / 2, y: origin.y + size.height + 2), anchor: .top, proposal: ProposedViewSize(titleSize))
                }
            }
        }

        extension EnvironmentValues {
            @Entry var _mapStyle: MapStyle = .standard
        }

        extension View {
            func mapStyle(_ style: MapStyle) -> some View { environment(\._mapStyle, style) }
            /// Map controls appear when a user can touch the map; an offline render draws none.
            func mapControls(@ViewBuilder _ content: () -> some View) -> some View { self }
            func mapControlVisibility(_ visibility: Visibility) -> some View { self }
            /// Offline the camera never changes, so the action never runs.
            func onMapCameraChange(frequency: MapCameraUpdateFrequency = .onEnd, _ action: @escaping () -> Void) -> some View { self }
            func onMapCameraChange(frequency: MapCameraUpdateFrequency = .onEnd, _ action: @escaping (MapCameraUpdateContext) -> Void) -> some View { self }
            func mapFeatureSelectionDisabled(_ disabled: (Any) -> Bool) -> some View { self }
        }

        /// `MapReader { proxy in Map { … } }`: the map drawn as it is. The proxy converts points
        /// only in handlers of taps and drags, which an offline render runs only when scripted;
        /// there it answers nil, as for a point outside the map.
        struct MapReader<Content: View>: View {
            let content: Content
            init(@ViewBuilder content: (MapProxy) -> Content) { self.content = content(MapProxy()) }
            var body: some View { content }
        }

        struct MapProxy {
            var camera: MapCamera? { nil }
            var region: MKCoordinateRegion? { nil }
            func convert(_ point: CGPoint, from space: Any) -> CLLocationCoordinate2D? { nil }
            func convert(_ coordinate: CLLocationCoordinate2D, to space: Any) -> CGPoint? { nil }
        }

        enum MapCameraUpdateFrequency { case continuous, onEnd }

        struct MapCameraUpdateContext {
            let camera: MapCamera
            let region: MKCoordinateRegion
        }

        struct MapUserLocationButton: View { init(scope: Any? = nil) {}; var body: some View { EmptyView() } }
        struct MapCompass: View { init(scope: Any? = nil) {}; var body: some View { EmptyView() } }
        struct MapScaleView: View { init(anchorEdge: HorizontalEdge = .leading, scope: Any? = nil) {}; var body: some View { EmptyView() } }
        struct MapPitchToggle: View { init(scope: Any? = nil) {}; var body: some View { EmptyView() } }
        """#
}
