import FlipbookSyntax
import Foundation

/// One optional part of the prelude (keyframes, layouts, controls…), included when a scene
/// mentions one of the names it declares, or one of the names native code reaches it through
/// (`buttonStyle` draws with the controls' `_ButtonChrome`).
struct PreludePart: Sendable {
    let name: String
    let text: String
    /// Names that also bring the part in.
    let triggers: Set<Substring>
    /// The names the part declares: its types and functions.
    let declared: Set<Substring>
    /// The other parts it uses.
    var needs: [Int] = []

    /// - Parameter exports: the names the part answers to, when its text declares methods
    ///   that SwiftUI's views have too (a chart mark's `opacity`, `foregroundStyle`): without
    ///   them every scene, and every part, that uses those modifiers would bring it in.
    init(_ name: String, _ text: String, triggers: [Substring] = [], exports: [Substring]? = nil) {
        self.name = name
        self.text = text
        self.triggers = Set(triggers)
        declared = exports.map(Set.init) ?? Self.declaredNames(in: text)
    }

    /// The parts each name brings in (it declares the name, or the name triggers it): a scene's
    /// words are looked up here, once each, rather than every part searching them.
    static let partsNamed: [Substring: [Int]] = {
        var parts: [Substring: [Int]] = [:]
        for (index, part) in all.enumerated() {
            for name in part.declared.union(part.triggers) { parts[name, default: []].append(index) }
        }
        return parts
    }()

    /// The names after `struct`, `enum`, `class`, `protocol`, `typealias` and `func`.
    private static func declaredNames(in text: String) -> Set<Substring> {
        let keywords = PreludeDeclarationScan.declarationKeywords
        var names: Set<Substring> = []
        let words = text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
        for (index, word) in words.enumerated() where keywords.contains(word) && index + 1 < words.count {
            let name = words[index + 1]
            if !commonNames.contains(name) { names.insert(name) }
        }
        return names
    }

    /// Common method names, which would bring a part in for any scene that mentions them.
    private static let commonNames: Set<Substring> = [
        "body", "value", "duration", "start", "apply", "date", "callAsFunction", "place", "sizeThatFits", "dimensions",
        "buildBlock", "buildExpression", "buildOptional", "buildEither", "buildArray", "buildFinalResult", "reduce",
        "advance", "smooth", "snappy", "bouncy", "bezier", "animation", "periodic", "explicit", "speed", "repeat",
        "timeline", "isLeading", "isInBar", "sorted", "sort",
    ]

    static let all: [PreludePart] = {
        var parts = [
            PreludePart("phaseAnimator", Prelude.phaseAnimatorSource),
            PreludePart("keyframes", Prelude.keyframesSource),
            PreludePart("layout", Prelude.layoutSource, triggers: ["Layout", "Subviews"]),
            PreludePart("formatStyles", Prelude.formatStyleSource, triggers: ["formatted", "format"]),
            PreludePart("toggle", Prelude.toggleSource, triggers: ["toggleStyle", "ToggleStyle"]),
            PreludePart("controls", Prelude.controlsSource, triggers: ["buttonStyle", "ButtonStyle", "PrimitiveButtonStyle"]),
            PreludePart(
                "navigation", Prelude.navigationSource + "\n" + Prelude.navigationStackSource, triggers: ["NavigationBarItem", "toolbarBackgroundVisibility"]),
            // A timer text (`Text(date, style: .timer)`, `.relative`, `.offset`, `Text(timerInterval:)`)
            // is a timeline's.
            PreludePart("timelineView", Prelude.timelineViewSource, triggers: ["timerInterval", "timer", "relative", "offset"]),
            PreludePart("symbolEffects", Prelude.symbolEffectsSource),
            PreludePart("views", Prelude.viewsSource, triggers: ["scrollTransition", "subviews"]),
            PreludePart("shapes", Prelude.shapesSource, triggers: ["buttonBorder", "containerRelative"]),
            // A modifier's own methods: `animation` is a common name, so the part comes with the
            // protocols a modifier conforms to.
            PreludePart(
                "modifierCombinators", Prelude.modifierCombinatorsSource,
                triggers: ["ViewModifier", "AnimatableModifier", "GeometryEffect"]),
            PreludePart(
                "foundation", Prelude.foundationSource,
                triggers: [
                    "trimmingCharacters", "dateComponents", "orderedAscending", "orderedSame", "orderedDescending",
                    "dateInterval",
                ]),
            PreludePart("hasher", Prelude.hasherSource),
            PreludePart("objectIdentifier", Prelude.objectIdentifierSource),
            PreludePart("userNotifications", Prelude.userNotificationsSource),
            PreludePart("watchConnectivity", Prelude.watchConnectivitySource),
            PreludePart("signInWithApple", Prelude.signInWithAppleSource),
            PreludePart("logging", Prelude.loggingSource),
            PreludePart("gestures", Prelude.gesturesSource),
            PreludePart("geometryChange", Prelude.geometryChangeSource),
            PreludePart("scrollGeometry", Prelude.scrollGeometrySource),
            PreludePart("attributedString", Prelude.attributedStringSource),
            PreludePart("dynamicType", Prelude.dynamicTypeSource, triggers: ["sizeCategory"]),
            PreludePart("redaction", Prelude.redactionSource, triggers: ["redacted", "unredacted", "redactionReasons"]),
            PreludePart("coreLocation", Prelude.coreLocationSource),
            PreludePart(
                "combine", Prelude.combineSource,
                triggers: [
                    "Combine", "sink", "assign", "onReceive", "debounce", "removeDuplicates", "eraseToAnyPublisher",
                    "dataTaskPublisher",
                    "keyboardWillShowNotification", "keyboardDidShowNotification", "keyboardWillHideNotification",
                    "keyboardDidHideNotification", "keyboardWillChangeFrameNotification", "didBecomeActiveNotification",
                    "willResignActiveNotification", "didEnterBackgroundNotification", "willEnterForegroundNotification",
                    "willTerminateNotification", "userDidTakeScreenshotNotification", "significantTimeChangeNotification",
                    "orientationDidChangeNotification", "batteryLevelDidChangeNotification",
                ],
                exports: [
                    "AnyCancellable", "Subscribers", "PassthroughSubject", "CurrentValueSubject", "Notification",
                    "NSNotification", "OperationQueue", "NotificationCenter", "UIResponder", "Publisher", "AnyPublisher",
                    "Just", "Empty", "Fail", "Future", "RunLoop", "ImmediateScheduler",
                ]),
            PreludePart("optionSet", Prelude.optionSetSource),
            PreludePart("result", Prelude.resultSource, exports: ["Result"]),
            PreludePart("sequences", Prelude.sequencesSource, exports: ["sequence", "UnfoldFirstSequence", "UnfoldSequence"]),
            PreludePart("pickers", Prelude.pickersSource, triggers: ["gaugeStyle", "GaugeStyle"]),
            PreludePart("textEditor", Prelude.textEditorSource),
            PreludePart("shareLink", Prelude.shareLinkSource),
            PreludePart("table", Prelude.tableSource, exports: ["Table", "TableColumn"]),
            PreludePart(
                "outline", Prelude.outlineSource, triggers: ["children"],
                exports: ["OutlineGroup", "ControlGroup", "controlGroupStyle"]),
            PreludePart("userDefaults", Prelude.userDefaultsSource),
            PreludePart(
                "sortComparators", Prelude.sortComparatorsSource,
                exports: ["SortOrder", "SortDescriptor", "KeyPathComparator"]),
            PreludePart(
                "swiftData", Prelude.swiftDataSource,
                triggers: ["SwiftData", "Query", "modelContext", "modelContainer", "Predicate"],
                exports: [
                    "PersistentModel", "PersistentIdentifier", "Schema", "ModelConfiguration", "ModelContainer", "ModelContext",
                    "Predicate", "FetchDescriptor", "Query", "modelContainer", "modelContext",
                ]),
            PreludePart("observedByViews", Prelude.observedByViewsSource),
            PreludePart(
                "coreData", Prelude.coreDataSource,
                triggers: ["CoreData", "managedObjectContext", "NSManaged", "undoManager"],
                exports: [
                    "NSFetchRequestResult", "NSManagedObjectID", "NSEntityDescription", "NSManagedObjectModel",
                    "NSManagedObject", "NSFetchRequest", "NSFetchRequestResultType", "NSSortDescriptor",
                    "NSPersistentStoreDescription", "NSMergePolicy", "NSManagedObjectContext",
                    "NSPersistentStoreCoordinator", "NSPersistentContainer", "NSPersistentCloudKitContainer",
                    "NSPersistentCloudKitContainerOptions", "NSSet", "NSMutableSet", "FetchRequest", "FetchedResults",
                    "SectionedFetchRequest", "SectionedFetchResults",
                    "UndoManager", "NSInMemoryStoreType", "NSSQLiteStoreType", "NSPersistentHistoryTrackingKey",
                    "NSPersistentStoreRemoteChangeNotificationPostOptionKey", "NSMigratePersistentStoresAutomaticallyOption",
                    "NSInferMappingModelAutomaticallyOption", "NSErrorMergePolicy", "NSMergeByPropertyStoreTrumpMergePolicy",
                    "NSMergeByPropertyObjectTrumpMergePolicy", "NSOverwriteMergePolicy", "NSRollbackMergePolicy",
                ]),
            PreludePart("previewModifier", Prelude.previewModifierSource),
            PreludePart(
                "presentations", Prelude.presentationsSource, triggers: ["sheet", "fullScreenCover", "alert", "popover", "confirmationDialog", "inspector"],
                exports: ["Alert", "PresentationDetent", "PresentationBackgroundInteraction"]),
            PreludePart("labelStyle", Prelude.labelStyleSource, triggers: ["LabelStyle"]),
            PreludePart(
                "widgetKit", Prelude.widgetKitSource, triggers: ["WidgetKit"],
                exports: [
                    "TimelineEntry", "TimelineProvider", "AppIntentTimelineProvider", "IntentTimelineProvider", "Widget",
                    "WidgetBundle", "WidgetConfiguration", "TimelineProviderContext", "TimelineReloadPolicy", "Timeline",
                    "WidgetFamily", "StaticConfiguration", "AppIntentConfiguration", "IntentConfiguration",
                    "ContainerBackgroundPlacement", "WidgetCenter", "containerBackground", "widgetFamily", "widgetURL",
                    "widgetAccentable", "invalidatableContent",
                ]),
            PreludePart("app", Prelude.appSource, triggers: ["App", "WindowGroup"]),
            PreludePart("durationFormat", Prelude.durationFormatSource, triggers: ["Duration"], exports: ["Duration"]),
            PreludePart("bezierPath", Prelude.bezierPathSource),
            PreludePart("colorComponents", Prelude.colorComponentsSource),
            PreludePart("uiKitApp", Prelude.uiKitAppSource, triggers: ["userInterfaceStyle", "dynamicProvider"]),
            PreludePart("json", Prelude.jsonSource),
            PreludePart("fileManager", Prelude.fileManagerSource),
            PreludePart("numberFormatter", Prelude.numberFormatterSource),
            PreludePart("dateComponentsFormatter", Prelude.dateComponentsFormatterSource),
            PreludePart("lengthFormatter", Prelude.lengthFormatterSource),
            PreludePart("processInfo", Prelude.processInfoSource),
            PreludePart("asyncStream", Prelude.asyncStreamSource),
            PreludePart("photosPicker", Prelude.photosPickerSource),
            // Not `Unit` or `Dimension`: an app's own type of that name would bring it in.
            PreludePart(
                "measurement", Prelude.measurementSource,
                exports: [
                    "Measurement", "MeasurementFormatter", "MeasurementFormatUnitUsage", "UnitConverter",
                    "UnitConverterLinear", "UnitLength", "UnitTemperature", "UnitMass", "UnitSpeed", "UnitDuration",
                    "UnitVolume", "UnitEnergy", "UnitPressure", "UnitAngle", "UnitArea", "UnitPower", "UnitFrequency",
                    "UnitAcceleration",
                ]),
            PreludePart("relativeDateTimeFormatter", Prelude.relativeDateTimeFormatterSource),
            PreludePart(
                "textRenderer", Prelude.textRendererSource, triggers: ["TextRenderer", "textRenderer", "TextAttribute"],
                exports: ["TextRenderer", "TextAttribute", "textRenderer"]),
            PreludePart(
                "listFormat", Prelude.listFormatSource, triggers: ["formatted"], exports: ["ListFormatStyle", "ListFormatter"]),
            PreludePart("uiFont", Prelude.uiFontSource, triggers: ["withAttributes", "usesLineFragmentOrigin"]),
            PreludePart("paths", Prelude.pathsSource),
            PreludePart("simd", Prelude.simdSource, triggers: ["MeshGradient"]),
            PreludePart("uiKitViews", Prelude.uiKitViewsSource),
            PreludePart("customAnimation", Prelude.customAnimationSource),
            PreludePart("network", Prelude.networkSource),
            PreludePart(
                "dateFormatStyle", Prelude.dateFormatStyleSource, triggers: ["formatted", "format", "dateTime", "iso8601"]),
            PreludePart(
                "charts", Prelude.chartsSource, triggers: ["Charts"],
                exports: [
                    "Chart", "ChartContent", "ChartContentBuilder", "PlottableValue", "BarMark", "LineMark", "PointMark",
                    "AreaMark", "RuleMark", "RectangleMark", "SectorMark", "MarkDimension", "MarkStackingMethod",
                    "InterpolationMethod",
                    "BasicChartSymbolShape", "AnnotationPosition", "ScaleType", "chartXAxis", "chartYAxis", "chartLegend",
                    "chartXScale", "chartYScale", "chartForegroundStyleScale", "chartXSelection", "chartYSelection",
                    "AxisMarks", "AxisGridLine", "AxisTick", "AxisValueLabel", "AxisMarkValues", "AxisMarkPosition",
                    "AxisMarkPreset", "AxisValue", "AxisMarkBuilder", "AxisContentBuilder", "ChartProxy", "chartOverlay",
                    "chartBackground", "chartPlotStyle", "ChartPlotContent",
                    "chartAngleSelection", "chartScrollableAxes", "chartXVisibleDomain", "chartYVisibleDomain",
                    "chartScrollPosition", "chartScrollTargetBehavior", "ChartScrollTargetBehavior",
                ]),
            PreludePart(
                "map", Prelude.mapSource, triggers: ["MapKit"],
                exports: [
                    "Map", "Marker", "Annotation", "MapMarker", "MapPin", "MapAnnotation", "MapCircle", "MapPolyline",
                    "MapPolygon", "UserAnnotation", "MapCameraPosition", "MapCamera", "MKMapItem", "MKPlacemark", "MapStyle",
                    "MapUserTrackingMode", "MapInteractionModes", "MapContentBuilder", "MapCameraUpdateFrequency",
                    "MapCameraUpdateContext", "MapUserLocationButton", "MapCompass", "MapScaleView", "MapPitchToggle",
                    "PointOfInterestCategories", "MapReader", "MapProxy", "mapStyle", "mapControls", "mapControlVisibility",
                    "onMapCameraChange",
                    "mapFeatureSelectionDisabled",
                ]),
            PreludePart(
                "glass", Prelude.glassSource, triggers: ["glassEffect", "GlassEffectContainer", "glass", "glassProminent"]),
        ]
        // A part needs another when it names what that one declares where any code can reach
        // it: a top-level type or function, or a member of a type no part declares (`extension
        // String`). A member of a part's own type (`SIMD2.min()`) or of a nested type
        // (`Date.FormatStyle.second()`) is reached through the type's name; counting it would
        // tie every part that says `min` or `second` to that one.
        let scans = parts.map { PreludeDeclarationScan.declarations(in: $0.text) }
        let partTypes = Set(
            scans.joined().filter { $0.enclosing == [] && $0.keyword != "func" }.map(\.name))
        let reachable = scans.map { declarations in
            Set(
                declarations.filter { declaration in
                    guard let enclosing = declaration.enclosing, enclosing.count <= 1 else { return false }
                    return enclosing.first.map { !partTypes.contains($0) } ?? true
                }.map(\.name)
            ).subtracting(commonNames)
        }
        for i in parts.indices {
            let words = Prelude.identifiers(in: parts[i].text)
            parts[i].needs = parts.indices.filter { j in j != i && !reachable[j].isDisjoint(with: words) }
        }
        return parts
    }()

    /// Each part's declarations, parsed the first time a scene needs them.
    static let parsed = ParsedParts()
}

/// The parts' declarations, each parsed once, on first use, whatever the thread.
final class ParsedParts: @unchecked Sendable {
    private let lock = NSLock()
    private var cache: [Int: [Decl]] = [:]

    subscript(index: Int) -> [Decl] {
        lock.withLock {
            if let done = cache[index] { return done }
            let part = PreludePart.all[index]
            let declarations = Prelude.parse(part.text, name: "<prelude \(part.name)>")
            cache[index] = declarations
            return declarations
        }
    }
}
