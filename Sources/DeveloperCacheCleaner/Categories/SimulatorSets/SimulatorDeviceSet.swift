/// A folder of simulator devices (`<UDID>/device.plist` each, plus CoreSimulator's `device_set.plist`):
/// the user's devices, Xcode Previews' or the test runner's. Lists and reads them; a policy decides.
struct SimulatorDeviceSet: Sendable {
    let path: String
    let category: CleanupCategoryID
    /// The set's folder as `simctl --set` takes it; `nil`: the default set.
    let simctlSet: String?

    func scan(
        into scan: inout CategoryScan, _ context: CleanupContext,
        decide: (CleanupItem, Result<SimulatorDevice, PropertyListFile.Failure>?) -> (CleanupItem.Action, String)
    ) throws {
        guard let root = CategoryRoot.find(path, for: &scan) else { return }
        for entry in FolderEntries.visibleNames(in: root.path, problems: &scan.problems) {
            guard let (found, status) = EntryStatus.item(entry, in: root.path, root: root.path, category: category) else { continue }
            var item = found
            // CoreSimulator's own bookkeeping beside the devices: not an entry to list.
            if !status.isDirectory, entry.hasSuffix(".plist") { continue }
            var device: Result<SimulatorDevice, PropertyListFile.Failure>?
            if status.isDirectory {
                device = SimulatorDevice.read(folder: item.path)
                if case .success(let read)? = device {
                    item.label = "\(read.name), \(SimulatorDevice.spokenRuntime(read.runtime)) (\(entry))"
                    item.details = [
                        ItemDetail("udid", read.udid), ItemDetail("name", read.name), ItemDetail("runtime", read.runtime),
                        ItemDetail("deviceType", read.deviceType),
                    ]
                    item.removal = .simulator(udid: read.udid, deviceSet: simctlSet)
                } else if case .failure(.missing)? = device {
                    device = nil
                }
            }
            (item.action, item.reason) = decide(item, device)
            if item.action == .remove, context.movesToTrash, context.usesSimctl {
                (item.action, item.reason) = (
                    .keep, "--trash: a simulator device is only deleted through simctl, which cannot undo; run without --trash to delete it"
                )
            }
            scan.items.append(item)
        }
    }
}
