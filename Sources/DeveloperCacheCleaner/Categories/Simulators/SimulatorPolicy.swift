/// Decides simulator devices, as plain code over `device.plist` and the installed runtimes (on macOS
/// from `simctl`), so every line is tested on fixture trees. First match wins: unreadable `device.plist`
/// or a UDID that is not the folder's → skip; not shut down (booted, booting, being created, shutting
/// down) → keep, never touched; `--keep` → keep; simctl lists it as not shut down, or as available → keep;
/// the runtimes installed cannot be told → keep; its runtime is not installed (the device is
/// unavailable) → remove; otherwise keep.
///
/// Each device is removed by its own UDID: never a blanket `simctl delete unavailable`, which also
/// removes devices that another installed Xcode still runs.
struct SimulatorPolicy: Sendable {
    let policy: CleanupPolicy
    let installedRuntimes: Set<String>?
    /// Why the runtimes cannot be told, when simctl was asked and failed.
    var runtimesProblem: String? = nil
    /// What simctl says of the default set's devices right now; `nil`: not asked.
    var listed: [String: ListedSimulator]? = nil

    func decide(_ item: CleanupItem, _ read: Result<SimulatorDevice, PropertyListFile.Failure>?) -> (CleanupItem.Action, String) {
        let device: SimulatorDevice
        switch SimulatorDevice.shutDown(item, read) {
        case .success(let shutDown): device = shutDown
        case .failure(let untouched): return (untouched.action, untouched.reason)
        }
        if let kept = CategoryDecisions.keptByPattern(item, policy) { return kept }
        let runtime = SimulatorDevice.spokenRuntime(device.runtime)
        if let live = listed?[device.udid] {
            guard live.isShutDown else { return (.keep, "\(live.state) according to simctl; never touched") }
            if live.isAvailable { return (.keep, "simctl lists it as available") }
        }
        guard let installedRuntimes else { return (.keep, Self.runtimesUnknown(runtimesProblem)) }
        guard installedRuntimes.contains(device.runtime) else {
            return (.remove, "runtime \(runtime) is not installed: the device is unavailable")
        }
        return (.keep, "runtime \(runtime) is installed")
    }

    /// Why nothing is removed for its runtime.
    static func runtimesUnknown(_ problem: String?) -> String {
        "cannot tell which runtimes are installed (" + (problem ?? "needs xcrun simctl, on macOS") + ")"
    }
}
