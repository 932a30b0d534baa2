/// Names that SwiftUI, Foundation and the Swift library declare and Flipbook does not implement
/// yet: using one is valid Swift, so it is reported as "not supported by Flipbook yet" rather
/// than as a name that does not exist.
enum UnsupportedNames {
    static let all: Set<String> = [
        // Swift Charts beyond Flipbook's subset (docs/scene-language.md, "Charts")
        "BarPlot", "LinePlot", "AreaPlot", "PointPlot", "RulePlot", "RectanglePlot", "SectorPlot",
 "Chart3D", "SurfacePlot",
        "VideoPlayer", "SpriteView", "SceneView", "TupleView",
        // Concurrency and Foundation
        "TaskGroup", "withTaskGroup", "withThrowingTaskGroup",
        "withCheckedContinuation", "withCheckedThrowingContinuation",
        "JSONEncoder", "Calendar", "DateFormatter", "NumberFormatter",
        // UIKit's global appearance proxies
        "UIPageControl", "UISegmentedControl",
        "UITextView", "UIView", "UIViewController", "UIHostingController",
        // UIKit's views and layers, which a UIViewRepresentable may make (it draws only a
        // UIVisualEffectView's blur and a UIView's background colour)
        "UILabel", "UIImageView", "UIButton", "UIScrollView", "UIStackView", "UIActivityIndicatorView", "UITextField",
        "UISlider", "UISwitch", "UIProgressView", "UICollectionView", "UIDatePicker", "UIPickerView", "UISearchBar",
        "UIRefreshControl", "UIPageViewController", "UINavigationController", "UITabBarController",
        "UITapGestureRecognizer", "UIPanGestureRecognizer", "UILongPressGestureRecognizer", "UIPinchGestureRecognizer",
        "CAGradientLayer", "CAShapeLayer", "CAEmitterLayer", "CAEmitterCell", "CAReplicatorLayer",
        "WKWebView", "MKMapView", "PKCanvasView", "AVPlayerLayer", "SKView", "SCNView", "ARView",
        // Sound, video and sensors
        "AVAudioPlayer", "AVAudioEngine", "AVAudioSession", "AVPlayer", "AVSpeechSynthesizer", "CMMotionManager",
        "CLLocationManager",
    ]

    static func message(_ name: String) -> String? {
        all.contains(name) ? "'\(name)' is not supported by Flipbook yet" : nil
    }
}
