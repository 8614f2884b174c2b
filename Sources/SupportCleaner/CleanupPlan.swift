import DevToolsCore
import Foundation

/// Everything found under the roots, with a decision and a size for each entry.
public struct CleanupPlan: Sendable {
    /// The roots as absolute paths, symlinks resolved, each real folder once (as the items' paths are).
    public var roots: [String]
    public var items: [SupportItem]
    /// DeviceSupport folders that are symlinks: not followed, reported with their targets.
    public var links: [LinkedSupportFolder] = []

    public var removals: [SupportItem] { items.filter { $0.action == .remove } }
    public var reclaimableBytes: Int64 { removals.reduce(0) { $0 + $1.bytes } }

    /// Scans the roots, decides, and sizes every version folder. `explicitRoots` says whether the user
    /// named the roots: a missing default root means nothing to clean, a missing named root is an error.
    public static func make(
        roots: [String],
        explicitRoots: Bool,
        policy: CleanupPolicy,
        progress: (@Sendable (Int, Int) -> Void)? = nil
    ) throws -> CleanupPlan {
        let scan = try RootScan(roots, explicit: explicitRoots)
        let scanner = SupportFolderScanner()
        var items: [SupportItem] = []
        for folder in scan.folders {
            items += try scanner.items(in: folder.path, platform: folder.platform)
        }
        items = CleanupPlanner(policy: policy).plan(items.sorted(by: SupportItem.displayOrder))
        let measured = items.indices.filter { items[$0].parsed != nil && !items[$0].isSymlink }
        let sizes = AllocatedSizer().sizes(of: measured.map { items[$0].path }, progress: progress)
        for (index, size) in zip(measured, sizes) { items[index].bytes = size }
        return CleanupPlan(roots: scan.roots, items: items, links: scan.links)
    }
}
