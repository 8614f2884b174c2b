/// Decides a runtime's dyld cache: built for another macOS build than this one's → remove (the
/// simulator rebuilds it for the running macOS); its runtime not installed → remove; what cannot be
/// told (not macOS) → keep; otherwise keep.
struct DyldCachePolicy: Sendable {
    let policy: CleanupPolicy
    let installedRuntimes: Set<String>?
    let hostBuild: String?
    /// Why the runtimes cannot be told, when simctl was asked and failed.
    var runtimesProblem: String? = nil

    func decide(_ item: CleanupItem, _ name: DyldCacheName?, hostFolder: String) -> (CleanupItem.Action, String) {
        if item.isSymlink { return CategoryDecisions.linkLeftAlone }
        guard let name, OSBuild(Substring(hostFolder)) != nil else {
            return (.skip, "not a simulator dyld cache (<macOS build>/<runtime>.<build>); never touched")
        }
        if let kept = CategoryDecisions.keptByPattern(item, policy) { return kept }
        let runtime = SimulatorDevice.spokenRuntime(name.runtime)
        if let hostBuild, hostFolder != hostBuild {
            return (.remove, "dyld cache built for macOS \(hostFolder); this Mac runs \(hostBuild)")
        }
        guard let installedRuntimes else { return (.keep, SimulatorPolicy.runtimesUnknown(runtimesProblem)) }
        guard installedRuntimes.contains(name.runtime) else {
            return (.remove, "dyld cache of runtime \(runtime) (\(name.runtimeBuild)), which is not installed")
        }
        return (.keep, "dyld cache of installed runtime \(runtime)")
    }
}
