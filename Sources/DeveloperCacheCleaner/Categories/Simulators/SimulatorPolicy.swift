/// Decides simulator devices, as plain code over `device.plist` and the installed runtimes (on macOS
/// from `simctl`), so every line is tested on fixture trees. First match wins: unreadable `device.plist`
/// or a UDID that is not the folder's → skip; not shut down (booted, booting, being created, shutting
/// down) → keep, never touched; `--keep` → keep; the runtimes installed cannot be told → keep; its
/// runtime is not installed (the device is unavailable) → remove; otherwise keep.
///
/// Each device is removed by its own UDID: never a blanket `simctl delete unavailable`, which also
/// removes devices that another installed Xcode still runs.
struct SimulatorPolicy: Sendable {
    let policy: CleanupPolicy
    let installedRuntimes: Set<String>?

    func decide(_ item: CleanupItem, _ device: Result<SimulatorDevice, PropertyListFile.Failure>?) -> (CleanupItem.Action, String) {
        if item.isSymlink { return (.skip, "a symlink; never followed or removed") }
        guard let device else { return (.skip, "not a simulator device folder; never touched") }
        guard case .success(let device) = device else {
            if case .failure(let failure) = device { return (.skip, "device.plist \(failure); never touched") }
            return (.skip, "never touched")
        }
        guard device.udid == item.name else { return (.skip, "device.plist names another device (\(device.udid)); never touched") }
        guard let state = device.state else { return (.skip, "device state not understood; never touched") }
        guard state == .shutdown else { return (.keep, "\(state.spoken); never touched") }
        if let kept = CategoryDecisions.keptByPattern(item, policy) { return kept }
        let runtime = SimulatorDevice.spokenRuntime(device.runtime)
        guard let installedRuntimes else {
            return (.keep, "cannot tell which runtimes are installed (needs xcrun simctl, on macOS)")
        }
        guard installedRuntimes.contains(device.runtime) else {
            return (.remove, "runtime \(runtime) is not installed: the device is unavailable")
        }
        return (.keep, "runtime \(runtime) is installed")
    }
}
