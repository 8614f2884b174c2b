/// `device-support`: `~/Library/Developer/Xcode/<Platform> DeviceSupport/<version>`, one folder of debug
/// symbols per device OS build (`DeviceSupportPolicy` decides).
struct DeviceSupportCategory: CleanupCategory {
    var id: CleanupCategoryID { .deviceSupport }
    var locations: String { "~/Library/Developer/Xcode/<Platform> DeviceSupport/<version> (or --root)" }
    var policySummary: String {
        "keep the newest --keep-latest finished OS of each platform and device model, paired devices' OS, copies in progress; remove the rest"
    }

    func scan(_ context: CleanupContext) throws -> CategoryScan {
        let given = context.deviceSupportRoots.isEmpty ? [context.xcodeFolder] : context.deviceSupportRoots
        let scan = try RootScan(given, explicit: !context.deviceSupportRoots.isEmpty && context.deviceSupportRootsAreExplicit)
        let scanner = SupportFolderScanner()
        var items: [CleanupItem] = []
        for folder in scan.folders {
            items += try scanner.items(in: folder.path, platform: folder.platform)
        }
        items = DeviceSupportPolicy(policy: context.policy).plan(items.sorted(by: CleanupItem.displayOrder))
        return CategoryScan(roots: scan.roots, items: items, links: scan.links)
    }
}
