/// `simulators`: `~/Library/Developer/CoreSimulator/Devices/<UDID>` (devices) and
/// `~/Library/Developer/CoreSimulator/Caches/dyld/<macOS build>/<runtime>.<build>` (their runtimes'
/// dyld caches). Xcode Previews' devices are the `previews` category.
struct SimulatorsCategory: CleanupCategory {
    var id: CleanupCategoryID { .simulators }
    var locations: String { "~/Library/Developer/CoreSimulator/Devices/<UDID>, …/CoreSimulator/Caches/dyld/<build>/<runtime>" }
    var policySummary: String {
        "remove devices whose runtime is not installed (by UDID, through simctl on macOS; booted or busy ones never), and dyld caches of gone runtimes or older macOS builds"
    }

    func scan(_ context: CleanupContext) throws -> CategoryScan {
        var scan = CategoryScan()
        let devices = SimulatorDeviceSet(
            path: context.underHome("Library/Developer/CoreSimulator/Devices"), category: .simulators, simctlSet: nil)
        try devices.scan(into: &scan, context) { item, device in
            SimulatorPolicy(
                policy: context.policy, installedRuntimes: context.installedRuntimes, runtimesProblem: context.runtimesProblem,
                listed: context.listedSimulators
            ).decide(item, device)
        }
        let dyldPath = context.underHome("Library/Developer/CoreSimulator/Caches/dyld")
        guard let root = CategoryRoot.find(dyldPath, for: &scan) else { return scan }
        let decider = DyldCachePolicy(
            policy: context.policy, installedRuntimes: context.installedRuntimes, hostBuild: context.hostBuild,
            runtimesProblem: context.runtimesProblem)
        for host in FolderEntries.visibleNames(in: root.path, problems: &scan.problems) {
            guard let (found, status) = EntryStatus.item(host, in: root.path, root: root.path, category: .simulators) else { continue }
            var folder = found
            guard status.isDirectory else {
                (folder.action, folder.reason) = (.skip, "not a simulator dyld cache folder; never touched")
                scan.items.append(folder)
                continue
            }
            for entry in FolderEntries.visibleNames(in: folder.path, problems: &scan.problems) {
                guard let (found, status) = EntryStatus.item(entry, in: folder.path, root: root.path, category: .simulators) else {
                    continue
                }
                var item = found
                let name = status.isDirectory ? DyldCacheName(entry) : nil
                item.label = "dyld cache \(host)/\(entry)"
                (item.action, item.reason) = decider.decide(item, name, hostFolder: host)
                scan.items.append(item)
            }
        }
        return scan
    }
}
