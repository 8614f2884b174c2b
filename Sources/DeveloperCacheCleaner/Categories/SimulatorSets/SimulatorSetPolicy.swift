/// Decides a device of a regenerable set (Xcode Previews', the test runner's): not shut down → keep,
/// never touched; `--keep` or used within `--older-than` → keep; otherwise remove, since Xcode creates
/// these devices again when it needs them.
struct SimulatorSetPolicy: Sendable {
    let policy: CleanupPolicy
    let owner: String

    func decide(_ item: CleanupItem, _ read: Result<SimulatorDevice, PropertyListFile.Failure>?) -> (CleanupItem.Action, String) {
        if case .failure(let untouched) = SimulatorDevice.shutDown(item, read) { return (untouched.action, untouched.reason) }
        if let kept = CategoryDecisions.keptByPattern(item, policy) ?? CategoryDecisions.keptAsRecent(item.lastUsed, policy) {
            return kept
        }
        return (.remove, "regenerable: \(owner) creates its devices again when it needs them")
    }
}
