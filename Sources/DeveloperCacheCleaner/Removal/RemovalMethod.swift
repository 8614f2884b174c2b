/// How a planned entry is removed.
public enum RemovalMethod: Sendable, Hashable {
    /// Its files, descriptor-relative from the category root (`SafeRemover`).
    case files
    /// A simulator device, by its UDID, through `xcrun simctl [--set SET] delete UDID` when the Mac's tools
    /// are used, so that CoreSimulatorService forgets it too; otherwise (no simctl) its files, as `.files`.
    case simulator(udid: String, deviceSet: String?)
}
