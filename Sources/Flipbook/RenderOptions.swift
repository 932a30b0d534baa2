import FlipbookModel
import FlipbookScene
import Foundation

/// How to render a scene: what the command line's options say.
public struct RenderOptions: Sendable {
    /// The preview to render (by name); nil renders every preview.
    public var previewName: String?
    public var fps: Double = 60
    /// The clip's length; nil means until the last animation ends, plus `settlePadding`.
    public var duration: Double?
    /// Overrides the preview's canvas size.
    public var size: Size?
    /// Pixels per point.
    public var scale: Double = 1
    /// Light or dark mode for the whole canvas (`--appearance`); a preview's
    /// `.preferredColorScheme` wins.
    public var appearance: ColorScheme = .light
    public var background: Background = .system
    /// The frames to render; nil renders them all.
    public var frames: FrameSelection?
    /// Frames rendered at once; defaults to the number of cores.
    public var jobs: Int = defaultJobCount
    /// Whether PNGs are compressed for speed or for size.
    public var smallFiles = false

    /// Taps to perform, from the command line's `--tap` (the scene's own come from its comments).
    public var taps: [ScriptedTap] = []
    /// The colours of the project's asset catalogues (`--assets`).
    public var assets: AssetCatalog = .empty
    /// The app's JSON resource files, by file name (`Bundle.main.url(forResource:withExtension:)`).
    public var resources: [String: BundleResource] = [:]
    /// The app's strings in its development language, by key (`ProjectFolder.localizedStrings`).
    public var localizedStrings: [String: String] = [:]
    /// The type names the app's other files declare (`ProjectSources.declaredTypeNames`).
    public var appTypeNames: Set<String> = []
    /// The names of the app's module (`ProjectFolder.moduleNames(of:)`): `MyApp.samples` is the
    /// app's own `samples`.
    public var moduleNames: Set<String> = []

    /// Added after the last animation when no duration is given (DESIGN §4).
    public static let settlePadding = 0.25
    /// The canvas when neither the preview nor the options give one (DESIGN §2).
    public static let defaultCanvas = Size(width: 400, height: 300)
    /// The widest and tallest frame, in pixels (Cairo's image surfaces stop at 32767).
    public static let largestPixelSide = 16384.0
    /// The clip's length when a preview never settles and no duration is given.
    public static let endlessDuration = RunOptions.endlessLength

    public init() {}
}

/// What is painted under the scene.
public enum Background: Sendable, Hashable {
    /// iOS's system background in the preview's appearance: white, or black in dark mode.
    case system
    case transparent
    case color(RGBA)

    /// The colour painted under a preview drawn in `scheme`; nil for transparent.
    public func color(in scheme: ColorScheme) -> RGBA? {
        switch self {
        case .system: SystemColor.systemBackground.resolved(in: scheme)
        case .transparent: nil
        case .color(let c): c
        }
    }
}

/// Frame indices to render, as `0-30,45`: ranges and single frames.
public struct FrameSelection: Sendable, Hashable {
    public var ranges: [ClosedRange<Int>]

    public init(ranges: [ClosedRange<Int>]) { self.ranges = ranges }

    /// Parses `0-30,45`; nil when the text is not of that form.
    public init?(parsing text: String) {
        var ranges: [ClosedRange<Int>] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let bounds = part.split(separator: "-", omittingEmptySubsequences: false)
            guard (1...2).contains(bounds.count), let low = Int(bounds[0]), low >= 0 else { return nil }
            let high = bounds.count == 2 ? Int(bounds[1]) : low
            guard let high, high >= low else { return nil }
            ranges.append(low...high)
        }
        guard !ranges.isEmpty else { return nil }
        self.ranges = ranges
    }

    /// The selected indices in increasing order, without repeats.
    public func indices() -> [Int] {
        Array(Set(ranges.flatMap { Array($0) })).sorted()
    }
}

/// The number of cores, the default for `--jobs`.
public let defaultJobCount = max(1, ProcessInfo.processInfo.activeProcessorCount)
