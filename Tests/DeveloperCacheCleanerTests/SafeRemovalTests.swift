import Foundation
import DeveloperCacheCleaner
import Testing

@Suite("Deletion removes exactly the plan, inside the root, and nothing else")
struct SafeRemovalTests {
    let tree: SupportTree

    init() throws {
        tree = try SupportTree()
        try tree.version("15.0 (19A346)")
        try tree.version("16.0 (20A362)")
        try tree.version("17.0 (21A329)")
        try tree.version("17.1 (21B74)", finished: false)
        try FileManager.default.createDirectory(at: tree.supportFolder().appendingPathComponent("Notes"), withIntermediateDirectories: true)
    }

    func makePlan(_ policy: CleanupPolicy = CleanupPolicy()) throws -> CleanupPlan {
        try CleanupPlan.make(roots: [tree.root.path], explicitRoots: true, policy: policy)
    }

    @Test func planningChangesNothingNotEvenAccessTimes() throws {
        // Times far in the past, so that any access would move them (relatime updates old atimes).
        for name in ["15.0 (19A346)", "16.0 (20A362)", "17.0 (21A329)"] {
            let folder = tree.supportFolder().appendingPathComponent(name)
            for child in ["Symbols/file0", "Symbols/file1", "Symbols", ".finalized", ""] {
                try tree.setTimes(child.isEmpty ? folder : folder.appendingPathComponent(child), daysAgo: 400)
            }
        }
        let before = try tree.snapshot()
        let plan = try makePlan()
        #expect(plan.removals.count == 2)
        #expect(try tree.snapshot() == before)
    }

    @Test func removesExactlyThePlannedFolders() throws {
        let plan = try makePlan()
        let outcome = CleanupOutcome.execute(plan)
        #expect(outcome.failures.isEmpty)
        #expect(outcome.removedCount == 2)
        #expect(outcome.removedBytes == plan.reclaimableBytes)
        let left = try FileManager.default.contentsOfDirectory(atPath: tree.supportFolder().path).sorted()
        #expect(left == ["17.0 (21A329)", "17.1 (21B74)", "Notes"])
    }

    @Test func aSymlinkInsideAStaleFolderIsRemovedNotFollowed() throws {
        let stale = tree.supportFolder().appendingPathComponent("15.0 (19A346)")
        try FileManager.default.createSymbolicLink(at: stale.appendingPathComponent("escape"), withDestinationURL: tree.outside)
        try FileManager.default.createSymbolicLink(
            at: stale.appendingPathComponent("Symbols/slash"), withDestinationURL: URL(fileURLWithPath: "/"))
        let outcome = CleanupOutcome.execute(try makePlan())
        #expect(outcome.failures.isEmpty)
        #expect(!tree.exists(stale))
        #expect(try String(contentsOf: tree.outside.appendingPathComponent("precious.txt"), encoding: .utf8) == "precious")
        #expect(FileManager.default.fileExists(atPath: "/usr/bin"))
    }

    @Test func aVersionFolderThatIsASymlinkLosesOnlyTheLink() throws {
        let target = tree.outside.appendingPathComponent("14.0 (18A373)")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        try Data("symbols".utf8).write(to: target.appendingPathComponent("kept"))
        let link = tree.supportFolder().appendingPathComponent("14.0 (18A373)")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        let plan = try makePlan()
        let item = try #require(plan.items.first { $0.name == "14.0 (18A373)" })
        #expect(item.isSymlink)
        #expect(item.action == .remove)
        #expect(item.bytes == 0, "a link is never followed to be sized")
        let outcome = CleanupOutcome.execute(plan)
        #expect(outcome.failures.isEmpty)
        #expect(!tree.exists(link))
        #expect(FileManager.default.fileExists(atPath: target.appendingPathComponent("kept").path))
    }

    @Test func aFolderSwappedForASymlinkAfterPlanningIsLeftAndReported() throws {
        let plan = try makePlan()
        let stale = tree.supportFolder().appendingPathComponent("15.0 (19A346)")
        try FileManager.default.removeItem(at: stale)
        try FileManager.default.createSymbolicLink(at: stale, withDestinationURL: tree.outside)
        let outcome = CleanupOutcome.execute(plan)
        #expect(outcome.failures.map(\.path) == [stale.path])
        #expect(outcome.failures.first?.error == "changed since it was planned (another file is there now); not removed")
        #expect(outcome.removedCount == 1)
        #expect(tree.exists(stale), "the swapped-in link is not touched")
        #expect(FileManager.default.fileExists(atPath: tree.outside.appendingPathComponent("precious.txt").path))
    }

    @Test func aRootGivenAsASymlinkIsResolvedOnceAndNothingOutsideIsTouched() throws {
        let linkedRoot = tree.base.appendingPathComponent("LinkedXcode")
        try FileManager.default.createSymbolicLink(at: linkedRoot, withDestinationURL: tree.root)
        let plan = try CleanupPlan.make(roots: [linkedRoot.path], explicitRoots: true, policy: CleanupPolicy())
        #expect(plan.removals.count == 2)
        let outcome = CleanupOutcome.execute(plan)
        #expect(outcome.failures.isEmpty)
        #expect(tree.exists(linkedRoot))
        #expect(FileManager.default.fileExists(atPath: tree.outside.appendingPathComponent("precious.txt").path))
    }

    @Test func aSecondRunFinishesWhatAnInterruptedOneLeft() throws {
        // An interrupted deletion leaves a half-empty folder: the next run plans and removes it.
        let stale = tree.supportFolder().appendingPathComponent("15.0 (19A346)")
        try FileManager.default.removeItem(at: stale.appendingPathComponent("Symbols/file0"))
        try FileManager.default.removeItem(at: stale.appendingPathComponent(".finalized"))
        let outcome = CleanupOutcome.execute(try makePlan())
        #expect(outcome.failures.isEmpty)
        #expect(!tree.exists(stale))
    }
}
