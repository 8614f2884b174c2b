import Foundation
import DeveloperCacheCleaner
import Testing

@Suite("Which folders are kept, which removed, and why")
struct CleanupPlanTests {
    let tree: SupportTree

    init() throws {
        tree = try SupportTree()
    }

    func plan(_ policy: CleanupPolicy = CleanupPolicy()) throws -> [String: CleanupItem] {
        let plan = try CleanupPlan.make(roots: [tree.root.path], explicitRoots: true, policy: policy)
        return Dictionary(uniqueKeysWithValues: plan.items.map { ("\($0.platform?.rawValue ?? "")/\($0.name)", $0) })
    }

    @Test func keepsTheNewestOfEachPlatformAndModel() throws {
        try tree.version("16.4 (20E247)")
        try tree.version("17.9 (21H16)")
        try tree.version("17.10 (21H30)")
        try tree.version("iPhone15,2 17.4 (21E219)")
        try tree.version("iPhone15,2 17.5 (21F79)")
        try tree.version("iPhone14,5 16.0 (20A362)")
        try tree.version("Watch6,1 9.6 (20U73)", platform: "watchOS")
        try tree.version("Watch6,1 10.0 (21R356)", platform: "watchOS")
        let items = try plan()
        #expect(items["iOS/17.10 (21H30)"]?.action == .keep, "17.10 is newer than 17.9")
        #expect(items["iOS/17.10 (21H30)"]?.reason == "the newest in iOS (--keep-latest 1)")
        #expect(items["iOS/17.9 (21H16)"]?.action == .remove)
        #expect(items["iOS/17.9 (21H16)"]?.reason == "older than the newest 1 in iOS")
        #expect(items["iOS/16.4 (20E247)"]?.action == .remove)
        #expect(items["iOS/iPhone15,2 17.5 (21F79)"]?.action == .keep)
        #expect(items["iOS/iPhone15,2 17.4 (21E219)"]?.reason == "older than the newest 1 in iOS iPhone15,2")
        #expect(items["iOS/iPhone14,5 16.0 (20A362)"]?.action == .keep, "a model's only folder is its newest")
        #expect(items["watchOS/Watch6,1 10.0 (21R356)"]?.action == .keep)
        #expect(items["watchOS/Watch6,1 9.6 (20U73)"]?.action == .remove)
    }

    @Test func architectureVariantsOfOneOSGoTogether() throws {
        try tree.version("16.4.1 (20E252)")
        try tree.version("16.4.1 (20E252) arm64e")
        try tree.version("16.4 (20E247)")
        var items = try plan()
        #expect(items["iOS/16.4.1 (20E252)"]?.action == .keep)
        #expect(items["iOS/16.4.1 (20E252) arm64e"]?.action == .keep)
        try tree.version("17.0 (21A329)")
        items = try plan()
        #expect(items["iOS/16.4.1 (20E252)"]?.action == .remove)
        #expect(items["iOS/16.4.1 (20E252) arm64e"]?.action == .remove)
    }

    @Test func keepLatestCountsOSesNotFolders() throws {
        for name in ["15.0 (19A346)", "16.0 (20A362)", "16.0 (20A362) arm64e", "17.0 (21A329)"] { try tree.version(name) }
        let items = try plan(CleanupPolicy(keepLatest: 2))
        #expect(items["iOS/17.0 (21A329)"]?.reason == "newest 1 of 2 in iOS (--keep-latest 2)")
        #expect(items["iOS/16.0 (20A362) arm64e"]?.reason == "newest 2 of 2 in iOS (--keep-latest 2)")
        #expect(items["iOS/15.0 (19A346)"]?.action == .remove)
        let none = try plan(CleanupPolicy(keepLatest: 0))
        #expect(none.values.allSatisfy { $0.action == .remove })
    }

    @Test func copyInProgressIsAlwaysKeptAndNotCountedAsNewest() throws {
        try tree.version("17.4 (21E219)")
        try tree.version("17.5 (21F79)", finished: false)
        let items = try plan()
        #expect(items["iOS/17.5 (21F79)"]?.action == .keep)
        #expect(items["iOS/17.5 (21F79)"]?.reason == "copy in progress (.tmp present, no .finalized); never removed")
        #expect(items["iOS/17.4 (21E219)"]?.action == .keep, "the newest finished folder is still kept")
    }

    @Test func nonVersionEntriesAreSkipped() throws {
        try tree.version("17.4 (21E219)")
        try FileManager.default.createDirectory(at: tree.supportFolder().appendingPathComponent("Notes"), withIntermediateDirectories: true)
        try Data().write(to: tree.supportFolder().appendingPathComponent(".DS_Store"))
        try Data().write(to: tree.supportFolder().appendingPathComponent("16.0 (20A362)"))  // a file, not a folder
        let items = try plan(CleanupPolicy(keepLatest: 0))
        #expect(items["iOS/.DS_Store"] == nil, "dot-files are not entries")
        for name in ["iOS/Notes", "iOS/16.0 (20A362)"] {
            #expect(items[name]?.action == .skip, "\(name)")
            #expect(items[name]?.reason == "not a DeviceSupport version folder; never removed")
        }
    }

    @Test func olderThanKeepsRecentlyUsedFolders() throws {
        try tree.version("15.0 (19A346)", daysAgo: 200)
        try tree.version("16.0 (20A362)", daysAgo: 10)
        try tree.version("17.0 (21A329)", daysAgo: 1)
        let items = try plan(CleanupPolicy(olderThan: AgeSpecification("90d")))
        #expect(items["iOS/16.0 (20A362)"]?.action == .keep)
        #expect(items["iOS/16.0 (20A362)"]?.reason == "used 10 days ago, within --older-than 90d")
        #expect(items["iOS/15.0 (19A346)"]?.action == .remove)
        #expect(items["iOS/15.0 (19A346)"]?.reason == "older than the newest 1 in iOS and unused for 200 days (--older-than 90d)")
    }

    @Test func ageSpecifications() {
        #expect(AgeSpecification("90d")?.seconds == TimeInterval(90 * 86_400))
        #expect(AgeSpecification("2w")?.seconds == TimeInterval(14 * 86_400))
        #expect(AgeSpecification("3m")?.seconds == TimeInterval(90 * 86_400))
        #expect(AgeSpecification("90") == nil)
        #expect(AgeSpecification("d") == nil)
        #expect(AgeSpecification("-1d") == nil)
        #expect(AgeSpecification("12h")?.seconds == TimeInterval(12 * 3_600))
        #expect(AgeSpecification("1y")?.seconds == TimeInterval(365 * 86_400))
        #expect(AgeSpecification("1x") == nil)
    }

    @Test func keepPatternsAndPairedDevices() throws {
        try tree.version("15.0 (19A346)")
        try tree.version("iPhone15,2 17.4 (21E219)")
        try tree.version("iPhone15,2 17.5 (21F79)")
        try tree.version("17.0 (21A329)")
        let items = try plan(
            CleanupPolicy(
                keepPatterns: ["15.*"],
                pairedDevices: [PairedDevice(model: "iPhone15,2", build: "21E219")]
            ))
        #expect(items["iOS/15.0 (19A346)"]?.reason == "matches --keep '15.*'")
        #expect(items["iOS/iPhone15,2 17.4 (21E219)"]?.reason == "paired device iPhone15,2 runs this build")
    }

    @Test func allocatedSizeCountsHardLinksOnce() throws {
        let folder = try tree.version("16.0 (20A362)", files: 1)
        let file = folder.appendingPathComponent("Symbols/file0")
        let single = try plan()["iOS/16.0 (20A362)"]?.bytes ?? 0
        try FileManager.default.linkItem(at: file, to: folder.appendingPathComponent("Symbols/link"))
        #expect(try plan()["iOS/16.0 (20A362)"]?.bytes == single, "a hard link adds no allocated bytes")
        try Data(repeating: 1, count: 64 * 1024).write(to: folder.appendingPathComponent("Symbols/big"))
        #expect(try plan()["iOS/16.0 (20A362)"]!.bytes >= single + 64 * 1024)
    }

    @Test func rootMayBeASingleDeviceSupportFolder() throws {
        try tree.version("17.0 (21A329)", platform: "tvOS")
        let plan = try CleanupPlan.make(roots: [tree.supportFolder("tvOS").path], explicitRoots: true, policy: CleanupPolicy())
        #expect(plan.items.map(\.name) == ["17.0 (21A329)"])
        #expect(plan.items.first?.platform == .tvOS)
    }

    @Test func missingRoots() throws {
        let missing = tree.base.appendingPathComponent("nope").path
        #expect(try CleanupPlan.make(roots: [missing], explicitRoots: false, policy: CleanupPolicy()).items.isEmpty)
        #expect(throws: (any Error).self) {
            try CleanupPlan.make(roots: [missing], explicitRoots: true, policy: CleanupPolicy())
        }
    }
}
