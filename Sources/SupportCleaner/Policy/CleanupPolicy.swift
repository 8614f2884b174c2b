import DevToolsCore
import Foundation

/// What to keep. The default keeps the newest finished folder of every platform and device model.
public struct CleanupPolicy: Sendable {
    /// How many of the newest finished OS versions to keep in each group.
    public var keepLatest: Int
    /// Also keep anything used more recently than this.
    public var olderThan: AgeSpecification?
    /// Globs (against the folder name, or `<Platform> DeviceSupport/<name>`) that are always kept.
    public var keepPatterns: [String]
    /// Devices paired with this Mac: folders for their model and build are always kept.
    public var pairedDevices: [PairedDevice]
    /// "Now", injectable for tests.
    public var now: Date

    public init(
        keepLatest: Int = 1,
        olderThan: AgeSpecification? = nil,
        keepPatterns: [String] = [],
        pairedDevices: [PairedDevice] = [],
        now: Date = Date()
    ) {
        self.keepLatest = keepLatest
        self.olderThan = olderThan
        self.keepPatterns = keepPatterns
        self.pairedDevices = pairedDevices
        self.now = now
    }
}
