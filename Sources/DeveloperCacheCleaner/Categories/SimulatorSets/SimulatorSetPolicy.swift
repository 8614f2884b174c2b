/// Decides a device of a regenerable set (Xcode Previews', the test runner's): not shut down → keep,
/// never touched; `--keep` or used within `--older-than` → keep; otherwise remove, since Xcode creates
/// these devices again when it needs them.
struct SimulatorSetPolicy: Sendable {
    let policy: CleanupPolicy
    let owner: String

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
        if let kept = CategoryDecisions.keptByPattern(item, policy) ?? CategoryDecisions.keptAsRecent(item.lastUsed, policy) {
            return kept
        }
        return (.remove, "regenerable: \(owner) creates its devices again when it needs them")
    }
}
