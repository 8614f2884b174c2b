import ArgumentParser
import DeveloperCacheCleaner

/// Whether clean-support asks the Mac's tools (`xcrun simctl`, `xcrun devicectl`, `lsof`, `pgrep`, found
/// on `PATH`) or nothing: by default the Mac's tools on macOS and none elsewhere. The hidden
/// `--host-tools mac` lets tests on Linux run the Mac path against fake tools put first on `PATH`.
enum HostTools: String, ExpressibleByArgument, CaseIterable {
    case mac
    case none

    static var platformDefault: HostTools { TrashFolder.platformIsMac ? .mac : .none }

    /// The Mac's tools, or `nil` for none.
    var environment: MacEnvironment? { self == .mac ? MacEnvironment() : nil }
}
