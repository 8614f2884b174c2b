import DevToolsCore
import Foundation

/// Everything found in the selected categories, with a decision and a size for each entry.
public struct CleanupPlan: Sendable {
    /// One per category, in report order.
    public var sections: [CleanupSection]

    public init(sections: [CleanupSection]) {
        self.sections = sections
    }

    /// Every folder looked in, each once, in order.
    public var roots: [String] {
        var seen = Set<String>()
        return sections.flatMap(\.roots).filter { seen.insert($0).inserted }
    }
    public var items: [CleanupItem] { sections.flatMap(\.items) }
    /// DeviceSupport folders that are symlinks: not followed, reported with their targets.
    public var links: [LinkedSupportFolder] { sections.flatMap(\.links) }
    public var removals: [CleanupItem] { items.filter { $0.action == .remove } }
    public var reclaimableBytes: Int64 { sections.reduce(0) { $0 + $1.reclaimableBytes } }

    /// Scans each category, decides, and sizes every entry a policy understood (in parallel across
    /// all of them). A folder that cannot be read is a problem of its category, reported, not fatal; a
    /// folder the user named that does not exist is an error.
    public static func make(
        categories: [CleanupCategoryID], context: CleanupContext, progress: (@Sendable (Int, Int) -> Void)? = nil
    ) throws -> CleanupPlan {
        var sections = try categories.sorted().map { id in
            let scan = try CleanupCategories.category(id).scan(context)
            return CleanupSection(
                category: id, roots: scan.roots, items: scan.items, links: scan.links,
                problems: (context.toolProblems[id] ?? []) + scan.problems)
        }
        var rootIdentities: [String: (FileStatus?, String)] = [:]
        for section in sections.indices {
            for index in sections[section].items.indices {
                let root = sections[section].items[index].root
                if rootIdentities[root] == nil { rootIdentities[root] = (FileStatus(path: root), DescriptorPath.real(root) ?? "") }
                let (status, real) = rootIdentities[root] ?? (nil, "")
                sections[section].items[index].rootDevice = status?.device ?? 0
                sections[section].items[index].rootInode = status?.inode ?? 0
                sections[section].items[index].rootRealPath = real
            }
        }
        let measured = sections.indices.flatMap { section in
            sections[section].items.indices.filter { sections[section].items[$0].isSized }.map { (section, $0) }
        }
        let sizes = AllocatedSizer().measure(measured.map { sections[$0.0].items[$0.1].path }, progress: progress)
        for ((section, index), size) in zip(measured, sizes) {
            sections[section].items[index].bytes = size.bytes
            sections[section].items[index].sizeIsKnown = size.isComplete
        }
        return CleanupPlan(sections: sections)
    }

    /// device-support alone, from the roots given (`explicitRoots`: named by the user, so a missing one
    /// is an error rather than nothing to clean).
    public static func make(
        roots: [String], explicitRoots: Bool, policy: CleanupPolicy, progress: (@Sendable (Int, Int) -> Void)? = nil
    ) throws -> CleanupPlan {
        var context = CleanupContext(home: NSHomeDirectory(), policy: policy)
        context.deviceSupportRoots = roots
        context.deviceSupportRootsAreExplicit = explicitRoots
        return try make(categories: [.deviceSupport], context: context, progress: progress)
    }
}

/// What one category found: its folders, its entries, and folders it could not read.
public struct CleanupSection: Sendable {
    public let category: CleanupCategoryID
    public var roots: [String]
    public var items: [CleanupItem]
    public var links: [LinkedSupportFolder]
    /// What this category had to go without, one line each: folders that could not be read, and tools
    /// that gave no usable answer.
    public var problems: [String]

    public var removals: [CleanupItem] { items.filter { $0.action == .remove } }
    public var reclaimableBytes: Int64 { removals.reduce(0) { $0 + $1.bytes } }
}
