/// The screens of the devices a `PreviewProvider` names with `.previewDevice(_:)`, in points,
/// portrait: Xcode shows the preview on that device, so its canvas is that screen.
enum PreviewDevices {
    static func screen(named name: String) -> (width: Double, height: Double)? {
        screens[name.trimmingCharacters(in: .whitespaces).lowercased()]
    }

    private static let screens: [String: (width: Double, height: Double)] = {
        var table: [String: (width: Double, height: Double)] = [:]
        func add(_ width: Double, _ height: Double, _ names: [String]) {
            for name in names { table[name.lowercased()] = (width, height) }
        }
        add(320, 568, ["iPhone SE", "iPhone SE (1st generation)", "iPod touch (7th generation)"])
        add(
            375, 667,
            ["iPhone SE (2nd generation)", "iPhone SE (3rd generation)", "iPhone 8", "iPhone 7", "iPhone 6s", "iPhone 6"])
        add(414, 736, ["iPhone 8 Plus", "iPhone 7 Plus", "iPhone 6s Plus", "iPhone 6 Plus"])
        add(375, 812, ["iPhone X", "iPhone Xs", "iPhone 11 Pro", "iPhone 12 mini", "iPhone 13 mini"])
        add(414, 896, ["iPhone Xs Max", "iPhone XR", "iPhone 11", "iPhone 11 Pro Max"])
        add(390, 844, ["iPhone 12", "iPhone 12 Pro", "iPhone 13", "iPhone 13 Pro", "iPhone 14", "iPhone 16e"])
        add(428, 926, ["iPhone 12 Pro Max", "iPhone 13 Pro Max", "iPhone 14 Plus"])
        add(393, 852, ["iPhone 14 Pro", "iPhone 15", "iPhone 15 Pro", "iPhone 16"])
        add(430, 932, ["iPhone 14 Pro Max", "iPhone 15 Plus", "iPhone 15 Pro Max", "iPhone 16 Plus"])
        add(402, 874, ["iPhone 16 Pro"])
        add(440, 956, ["iPhone 16 Pro Max"])
        add(744, 1133, ["iPad mini (6th generation)", "iPad mini (A17 Pro)"])
        add(820, 1180, ["iPad Air (4th generation)", "iPad Air (5th generation)", "iPad (10th generation)"])
        add(834, 1194, ["iPad Pro (11-inch)", "iPad Pro (11-inch) (4th generation)", "iPad Pro (11-inch) (3rd generation)"])
        add(1024, 1366, ["iPad Pro (12.9-inch)", "iPad Pro (12.9-inch) (6th generation)", "iPad Pro (12.9-inch) (5th generation)"])
        return table
    }()
}
