extension Prelude {
    /// Foundation's `ProcessInfo`, as a preview in Xcode's canvas sees it: the environment
    /// holds `XCODE_RUNNING_FOR_PREVIEWS=1` (apps read it to show sample data in previews), and
    /// nothing else of the machine Flipbook runs on, so that frames do not depend on it. The
    /// system is iOS 17.0, as `UIDevice.current.systemVersion` says; `isOperatingSystemAtLeast`
    /// holds, as `#available` does.
    static let processInfoSource = #"""
        struct OperatingSystemVersion: Hashable {
            var majorVersion: Int
            var minorVersion: Int
            var patchVersion: Int
        }

        final class ProcessInfo {
            enum ThermalState: Hashable { case nominal, fair, serious, critical }

            static let processInfo = ProcessInfo()
            let environment: [String: String] = ["XCODE_RUNNING_FOR_PREVIEWS": "1"]
            let arguments: [String] = []
            let processName = "Preview"
            let processIdentifier: Int32 = 1
            let hostName = "localhost"
            let globallyUniqueString = "00000000-0000-0000-0000-000000000000-1-0"
            let operatingSystemVersionString = "Version 17.0 (Build 21A329)"
            let operatingSystemVersion = OperatingSystemVersion(majorVersion: 17, minorVersion: 0, patchVersion: 0)
            let processorCount = 6
            let activeProcessorCount = 6
            let physicalMemory: UInt64 = 6_442_450_944
            let isLowPowerModeEnabled = false
            let isMacCatalystApp = false
            let isiOSAppOnMac = false
            let thermalState: ThermalState = .nominal
            func isOperatingSystemAtLeast(_ version: OperatingSystemVersion) -> Bool { true }
        }
        """#
}
