/// The categories clean-support knows, by the id users name them with (`--include derived-data`).
///
/// `device-support` alone is the default, so a run without options means what it always meant;
/// `archives` is never in `--all`: an archive's dSYMs are what symbolicates a shipped build's crashes.
public enum CleanupCategoryID: String, CaseIterable, Sendable, Codable, Comparable {
    case deviceSupport = "device-support"
    case derivedData = "derived-data"
    case archives
    case simulators
    case documentationCache = "documentation-cache"
    case deviceLogs = "device-logs"
    case oldDocumentation = "old-documentation"
    case previews
    case testDevices = "test-devices"
    case packageCaches = "package-caches"

    public static let defaultSelection: [CleanupCategoryID] = [.deviceSupport]
    /// `--all`: everything but `archives`, which must always be named.
    public static let all: [CleanupCategoryID] = allCases.filter { $0 != .archives }

    /// The heading of the category's section in the text report.
    public var title: String {
        switch self {
        case .deviceSupport: "DeviceSupport"
        case .derivedData: "DerivedData"
        case .archives: "Archives"
        case .simulators: "Simulators"
        case .documentationCache: "Documentation cache"
        case .deviceLogs: "Device logs"
        case .oldDocumentation: "Old documentation"
        case .previews: "Previews simulators"
        case .testDevices: "Test devices"
        case .packageCaches: "Package caches"
        }
    }

    /// Report order: the order of `allCases`.
    public static func < (lhs: CleanupCategoryID, rhs: CleanupCategoryID) -> Bool {
        let order = allCases
        return order.firstIndex(of: lhs)! < order.firstIndex(of: rhs)!
    }
}
