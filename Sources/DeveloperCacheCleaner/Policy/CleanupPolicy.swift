import DevToolsCore
import Foundation

/// What to keep, shared by every category. The default keeps the newest of each group
/// (`--keep-latest 1`) and removes regenerable caches only with `--older-than`.
public struct CleanupPolicy: Sendable {
    /// How many of the newest to keep in each group: OS versions of a device model, archives of an app
    /// version, documentation caches, device-log databases.
    public var keepLatest: Int
    /// Also keep anything used more recently than this.
    public var olderThan: AgeSpecification?
    /// Globs (against an entry's path from its category folder, see `KeepPattern`) that are always kept.
    public var keepPatterns: [String]
    /// Devices paired with this Mac: folders for their model and build are always kept.
    public var pairedDevices: [PairedDevice]
    /// Why the paired devices could not be listed (devicectl failed): then a DeviceSupport folder of a
    /// device model is kept, as it may be a paired device's.
    public var pairedDevicesProblem: String?
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
