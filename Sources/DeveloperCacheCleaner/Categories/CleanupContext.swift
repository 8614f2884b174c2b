import Foundation

/// What every category reads from the run: where home is, the policy, the folders the user named, and
/// what this machine knows (installed simulator runtimes, the host's OS build), injectable for tests.
public struct CleanupContext: Sendable {
    /// `$HOME`: every default location is under it.
    public var home: String
    public var policy: CleanupPolicy
    /// `--root` (device-support); empty: `~/Library/Developer/Xcode`.
    public var deviceSupportRoots: [String] = []
    /// The user named `deviceSupportRoots`, so a missing one is an error rather than nothing to clean.
    public var deviceSupportRootsAreExplicit = true
    /// `--derived-data`; empty: the default location (and on macOS Xcode's custom location).
    public var derivedDataRoots: [String] = []
    /// On macOS, Xcode's `IDECustomDerivedDataLocation` when set to an absolute path.
    public var customDerivedData: String?
    /// The simulator runtime identifiers installed on this machine; `nil` when it cannot be told
    /// (no `simctl`): then no device is removed for its runtime.
    public var installedRuntimes: Set<String>?
    /// Why the installed runtimes could not be told when simctl was asked (it failed).
    public var runtimesProblem: String?
    /// What `simctl list devices` says of the default set's devices, by UDID; `nil`: not asked.
    public var listedSimulators: [String: ListedSimulator]?
    /// This Mac's OS build (`sysctl kern.osversion`), for the simulators' dyld caches; `nil` elsewhere.
    public var hostBuild: String?
    /// Files Xcode and its build services hold open (macOS, `lsof`): a DerivedData folder or workspace
    /// among them is open or building and is kept. `nil`: none known.
    public var openFiles: Set<String>?
    /// Why the open files could not be told (lsof failed): then no DerivedData entry is removed.
    public var openFilesProblem: String?
    /// Questions to this machine's tools that got no usable answer, one line each, by the category
    /// that went without it (reported with that category's problems).
    public var toolProblems: [CleanupCategoryID: [String]] = [:]
    /// Moving to the Trash, not deleting: simulator devices, which only `simctl` may remove and which it
    /// cannot undo, are then kept.
    public var movesToTrash = false
    /// Simulator devices are deleted through `simctl` (the Mac's tools are used).
    public var usesSimctl = false

    public init(home: String, policy: CleanupPolicy = CleanupPolicy()) {
        self.home = home
        self.policy = policy
    }

    /// A path under home.
    func underHome(_ relative: String) -> String { (home as NSString).appendingPathComponent(relative) }

    /// `~/Library/Developer/Xcode`.
    var xcodeFolder: String { underHome("Library/Developer/Xcode") }
}
