import DeveloperCacheCleaner
import Foundation
import Testing
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where one category's entries are in the Xcode 26 fixture home, and which of its ordinary entries
/// the policy (`--older-than 0d`, runtime iOS 26.0 installed, another macOS build) removes or leaves.
struct Spot: Sendable, CustomTestStringConvertible {
    let category: CleanupCategoryID
    /// The folder entries are in, relative to home.
    let folder: String
    /// A name a new entry may take in `folder`.
    let entryName: String
    /// An ordinary entry that is removed.
    let removed: String
    let removedIsFolder: Bool
    /// An ordinary entry that is kept or skipped, so it survives.
    let untouched: String?
    /// The property list a folder entry is read by; `nil`: none.
    let plist: String?

    var testDescription: String { category.rawValue }

    static let derivedData = "Library/Developer/Xcode/DerivedData"
    static let hash = String(repeating: "q", count: 28)
    static let udid = "DEADBEEF-0000-4000-8000-00000000000A"

    static let all: [Spot] = [
        Spot(
            category: .derivedData, folder: derivedData, entryName: "Evil-" + hash,
            removed: derivedData + "/Old_Project-herjpbswgoltcobfvxsuzgcvndvu", removedIsFolder: true,
            untouched: derivedData + "/Broken-aaaaaaaaaaaaaaaaaaaaaaaaaaaa", plist: "info.plist"),
        Spot(
            category: .archives, folder: "Library/Developer/Xcode/Archives/2026-03-15", entryName: "Evil.xcarchive",
            removed: "Library/Developer/Xcode/Archives/2026-03-15/MyApp 3-15-26, 10.32.xcarchive", removedIsFolder: true,
            untouched: "Library/Developer/Xcode/Archives/2026-04-02/MyApp 4-2-26, 09.15.xcarchive", plist: "Info.plist"),
        Spot(
            category: .simulators, folder: "Library/Developer/CoreSimulator/Devices", entryName: udid,
            removed: "Library/Developer/CoreSimulator/Devices/1B2C3D4E-5F60-4172-9839-4A5B6C7D8E92", removedIsFolder: true,
            untouched: "Library/Developer/CoreSimulator/Devices/0A1B2C3D-4E5F-4061-8728-394A5B6C7D81", plist: "device.plist"),
        Spot(
            category: .documentationCache, folder: "Library/Developer/Xcode/DocumentationCache/v300", entryName: "25.0",
            removed: "Library/Developer/Xcode/DocumentationCache/v300/26.0", removedIsFolder: true,
            untouched: "Library/Developer/Xcode/DocumentationCache/v305/26.1", plist: nil),
        Spot(
            category: .deviceLogs, folder: "Library/Developer/Xcode/iOS Device Logs", entryName: "iOS Device Logs 25.0.db",
            removed: "Library/Developer/Xcode/iOS Device Logs/iOS Device Logs 26.0.db", removedIsFolder: false,
            untouched: "Library/Developer/Xcode/iOS Device Logs/iOS Device Logs 26.1.db", plist: nil),
        Spot(
            category: .oldDocumentation, folder: "Library/Developer/Shared/Documentation/DocSets", entryName: "Evil.docset",
            removed: "Library/Developer/Shared/Documentation/DocSets/Old.docset", removedIsFolder: true, untouched: nil, plist: nil),
        Spot(
            category: .previews, folder: "Library/Developer/Xcode/UserData/Previews/Simulator Devices", entryName: udid,
            removed: "Library/Developer/Xcode/UserData/Previews/Simulator Devices/4E5F6071-8293-44A5-8B6C-7D8E9FA0B1C5",
            removedIsFolder: true, untouched: nil, plist: "device.plist"),
        Spot(
            category: .testDevices, folder: "Library/Developer/XCTestDevices", entryName: udid,
            removed: "Library/Developer/XCTestDevices/5F607182-93A4-45B6-9C7D-8E9FA0B1C2D6", removedIsFolder: true,
            untouched: nil, plist: "device.plist"),
        Spot(
            category: .packageCaches, folder: "Library/Caches", entryName: "CocoaPods", removed: "Library/Caches/org.swift.swiftpm",
            removedIsFolder: true, untouched: "Library/org.swift.swiftpm", plist: nil),
    ]

    static func of(_ category: CleanupCategoryID) -> Spot { all.first { $0.category == category }! }

    /// The entry `entryName` in `folder`, relative to home.
    var entry: String { folder + "/" + entryName }

    /// A property list for an entry named `name` that this category's policy would remove.
    func removablePlist(named name: String, displayName: String = "Evil", home: XcodeHome) throws -> Data {
        let old = Date(timeIntervalSince1970: 1_735_689_600)  // 2025-01-01
        let value: [String: Any]
        switch category {
        case .derivedData:
            value = ["WorkspacePath": home.url("Developer/Gone/Gone.xcodeproj").path, "LastAccessedDate": old]
        case .archives:
            value = [
                "ApplicationProperties": [
                    "CFBundleIdentifier": "com.example.myapp", "CFBundleShortVersionString": "1.2", "CFBundleVersion": "40",
                ],
                "CreationDate": old, "Name": displayName,
            ]
        default:
            let runtime = category == .simulators ? "com.apple.CoreSimulator.SimRuntime.iOS-16-4" : XcodeHome.installedRuntime
            value = ["UDID": name, "name": displayName, "runtime": runtime, "deviceType": "iPhone", "state": 1]
        }
        return try PropertyListSerialization.data(fromPropertyList: value, format: .xml, options: 0)
    }
}

/// What a hostile property list is.
enum HostilePlist: String, CaseIterable, Sendable {
    /// A real one the policy removes: the control, showing the entry is otherwise decided.
    case valid
    case garbage
    /// Over the 1 MiB limit.
    case tooLarge
    /// 100,000 nested arrays in XML: over the limit too.
    case deepXML
    /// 65,000 nested arrays in XML, under the limit: parsed (Foundation stops at depth 512).
    case deepXMLUnderLimit
    /// 100,000 nested arrays in a binary plist (700 kB), under the limit.
    case deepBinary
    /// A symlink to a removable plist outside the home.
    case linkOutside
    /// A FIFO: reading it would block forever.
    case fifo
    case folder

    static func nestedXML(_ depth: Int) -> Data {
        Data(
            ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">" + String(repeating: "<array>", count: depth)
                + String(repeating: "</array>", count: depth) + "</plist>").utf8)
    }

    /// A binary plist of `count` objects, object `i` an array holding object `i + 1` `fan` times (the
    /// last empty). With `fan` 2 it is a tree of 2^count arrays in a few hundred bytes if each reference
    /// is read anew.
    static func binaryChain(_ count: Int, fan: Int = 1) -> Data {
        func bigEndian(_ value: Int, _ size: Int) -> [UInt8] {
            (0..<size).reversed().map { UInt8((value >> (8 * $0)) & 0xff) }
        }
        let refSize = count < 256 ? 1 : count < 65_536 ? 2 : 3
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for index in 0..<count {
            offsets.append(bytes.count)
            if index == count - 1 {
                bytes.append(0xA0)
            } else {
                bytes.append(0xA0 | UInt8(fan))
                for _ in 0..<fan { bytes += bigEndian(index + 1, refSize) }
            }
        }
        let table = bytes.count
        let offsetSize = table < 256 ? 1 : table < 65_536 ? 2 : table < 1 << 24 ? 3 : 4
        for offset in offsets { bytes += bigEndian(offset, offsetSize) }
        bytes += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(refSize)]
        bytes += bigEndian(count, 8) + bigEndian(0, 8) + bigEndian(table, 8)
        return Data(bytes)
    }
}

/// How a planned entry is replaced between planning and deleting.
enum Swap: String, CaseIterable, Sendable {
    /// By a symlink to the folder outside the home.
    case linkOutside
    /// By another folder (or file) of the same name.
    case otherEntry
}

@Suite("Hostile trees: links out, bad plists, swaps, odd names and unreadable folders in every category")
final class HostileTreeTests {
    let home: XcodeHome

    init() throws {
        home = try XcodeHome()
    }

    func item(_ plan: CleanupPlan, _ relative: String) -> CleanupItem? {
        let path = home.url(relative).path
        return plan.items.first { $0.path == path }
    }

    /// The ordinary entries beside the hostile ones are still decided and removed as usual.
    func expectOrdinaryEntriesHandled(_ spot: Spot, _ plan: CleanupPlan, removedBy outcome: CleanupOutcome?) {
        #expect(item(plan, spot.removed)?.action == .remove, "\(spot.removed)")
        if let untouched = spot.untouched { #expect(item(plan, untouched)?.action != .remove, "\(untouched)") }
        guard outcome != nil else { return }
        #expect(!home.exists(spot.removed), "\(spot.removed)")
        if let untouched = spot.untouched { #expect(home.exists(untouched), "\(untouched)") }
    }

    // MARK: 1. Links out of the category

    @Test(arguments: Spot.all)
    func aSymlinkOutWhereAnEntryWouldBeIsListedNeverFollowed(_ spot: Spot) throws {
        if home.exists(spot.entry) { try FileManager.default.removeItem(at: home.url(spot.entry)) }
        try home.link(spot.entry, to: home.outside)
        try home.ageAll()
        let plan = try home.plan(spot.category)
        let link = try #require(item(plan, spot.entry))
        #expect(link.isSymlink)
        #expect(link.action == .skip)
        #expect(link.bytes == 0)
        let outcome = CleanupOutcome.execute(plan)
        #expect(outcome.failures.isEmpty)
        #expect(home.sentinelIsIntact)
        #expect(home.exists(spot.entry), "a skipped link is left")
        expectOrdinaryEntriesHandled(spot, plan, removedBy: outcome)
    }

    @Test(arguments: Spot.all.filter(\.removedIsFolder))
    func symlinksInsideARemovedFolderAreRemovedNotFollowed(_ spot: Spot) throws {
        try home.link(spot.removed + "/escape", to: home.outside)
        try home.link(spot.removed + "/precious.txt", to: home.sentinel)
        try home.link(spot.removed + "/deep/er/slash", to: URL(fileURLWithPath: "/"))
        try home.ageAll()
        let plan = try home.plan(spot.category)
        let outcome = CleanupOutcome.execute(plan)
        #expect(outcome.failures.isEmpty)
        #expect(home.sentinelIsIntact)
        #expect(FileManager.default.fileExists(atPath: "/usr/bin"))
        expectOrdinaryEntriesHandled(spot, plan, removedBy: outcome)
    }

    /// A folder between the root and the entries (an archive day, a documentation cache id, a dyld
    /// cache's macOS build) that is a link to a tree outside holding entries the policy would remove.
    static let linkedMiddleFolders: [(CleanupCategoryID, String, String)] = [
        (.archives, "Library/Developer/Xcode/Archives/2030-01-01", "Old.xcarchive"),
        (.documentationCache, "Library/Developer/Xcode/DocumentationCache/v999", "25.0"),
        (.simulators, "Library/Developer/CoreSimulator/Caches/dyld/99Z99", "com.apple.CoreSimulator.SimRuntime.iOS-16-4.20E247"),
    ]

    @Test(arguments: linkedMiddleFolders)
    func aLinkedFolderBetweenRootAndEntriesIsNotEntered(_ category: CleanupCategoryID, _ middle: String, _ inside: String) throws {
        let tree = home.outside.appendingPathComponent("Tree")
        let entry = tree.appendingPathComponent(inside)
        try FileManager.default.createDirectory(at: entry, withIntermediateDirectories: true)
        try Spot.of(.archives).removablePlist(named: inside, home: home).write(to: entry.appendingPathComponent("Info.plist"))
        try home.link(middle, to: tree)
        try home.ageAll()
        let plan = try home.plan(category)
        #expect(item(plan, middle)?.action == .skip)
        #expect(!plan.items.contains { $0.path.hasPrefix(home.url(middle).path + "/") }, "nothing behind the link is listed")
        let outcome = CleanupOutcome.execute(plan)
        #expect(outcome.failures.isEmpty)
        #expect(FileManager.default.fileExists(atPath: entry.appendingPathComponent("Info.plist").path))
        #expect(home.exists(middle))
        #expect(home.sentinelIsIntact)
        expectOrdinaryEntriesHandled(Spot.of(category), plan, removedBy: outcome)
    }

    @Test func aDeviceLogLinkWithAHigherVersionDoesNotOutrankTheRealNewestDatabase() throws {
        let spot = Spot.of(.deviceLogs)
        let link = spot.folder + "/iOS Device Logs 99.0.db"
        try home.link(link, to: home.sentinel)
        try home.ageAll()
        let plan = try home.plan(.deviceLogs)
        #expect(item(plan, link)?.action == .skip)
        #expect(item(plan, spot.untouched!)?.action == .keep)
        let outcome = CleanupOutcome.execute(plan)
        #expect(home.sentinelIsIntact)
        #expect(home.exists(link))
        #expect(outcome.failures.isEmpty)
    }

    // MARK: 2. Property lists that are not what they say

    static let plistCases: [(Spot, HostilePlist)] = Spot.all.filter { $0.plist != nil }.flatMap { spot in
        HostilePlist.allCases.map { (spot, $0) }
    }

    @Test(arguments: plistCases)
    func aHostilePlistLeavesItsEntrySkipped(_ spot: Spot, _ kind: HostilePlist) throws {
        let plist = home.url(spot.entry + "/" + spot.plist!)
        try home.write(spot.entry + "/payload", "keep me")
        let removable = try spot.removablePlist(named: spot.entryName, home: home)
        switch kind {
        case .valid: try removable.write(to: plist)
        case .garbage: try Data("this is not a plist }{ <dict><key>WorkspacePath".utf8).write(to: plist)
        case .tooLarge:
            try (removable + Data(repeating: 0x20, count: 1 << 20)).write(to: plist)
        case .deepXML: try HostilePlist.nestedXML(100_000).write(to: plist)
        case .deepXMLUnderLimit: try HostilePlist.nestedXML(65_000).write(to: plist)
        case .deepBinary: try HostilePlist.binaryChain(100_000).write(to: plist)
        case .linkOutside:
            let target = home.outside.appendingPathComponent(spot.plist!)
            try removable.write(to: target)
            try FileManager.default.createSymbolicLink(at: plist, withDestinationURL: target)
        case .fifo: #expect(mkfifo(plist.path, 0o644) == 0)
        case .folder: try home.mkdir(spot.entry + "/" + spot.plist!)
        }
        try home.ageAll()
        let plan = try home.plan(spot.category)
        let entry = try #require(item(plan, spot.entry))
        let outcome = CleanupOutcome.execute(plan)
        #expect(home.sentinelIsIntact)
        #expect(outcome.failures.isEmpty)
        expectOrdinaryEntriesHandled(spot, plan, removedBy: outcome)
        if kind == .valid {
            #expect(entry.action == .remove, "the control: a real plist of this shape is removed")
            #expect(!home.exists(spot.entry))
            return
        }
        #expect(entry.action == .skip, "\(entry.reason)")
        #expect(entry.reason.contains(spot.plist!), "\(entry.reason)")
        #expect(home.exists(spot.entry + "/payload"))
        if kind == .linkOutside {
            #expect(try Data(contentsOf: home.outside.appendingPathComponent(spot.plist!)) == removable)
        }
    }

    /// A binary plist whose arrays each hold the next one twice: 200 bytes that expand to 2^40 arrays
    /// when every reference is materialized anew. Run in a child process with a watchdog, so a hang
    /// fails this test instead of the whole run.
    @Test(arguments: Spot.all.filter { $0.plist != nil }.map(\.category))
    func aSharedReferencePlistBombNeitherHangsNorCrashes(_ category: CleanupCategoryID) async {
        await #expect(processExitsWith: .success) { [category] in
            exit(HostileTreeTests.planWithPlistBomb(category))
        }
    }

    /// Exit codes: 0 skipped in time, 2 not skipped, 3 not found, 124 still parsing after 10 seconds.
    static func planWithPlistBomb(_ category: CleanupCategoryID) -> Int32 {
        guard let home = try? XcodeHome() else { return 4 }
        let spot = Spot.of(category)
        guard (try? home.write(spot.entry + "/" + spot.plist!, HostilePlist.binaryChain(40, fan: 2))) != nil,
            (try? home.ageAll()) != nil
        else { return 4 }
        let base = home.base
        DispatchQueue.global().asyncAfter(deadline: .now() + 10) {
            try? FileManager.default.removeItem(at: base)
            _exit(124)
        }
        guard let plan = try? home.plan(category) else { return 5 }
        let path = home.url(spot.entry).path
        guard let entry = plan.items.first(where: { $0.path == path }) else { return 3 }
        return entry.action == .skip ? 0 : 2
    }

    // MARK: 3. Entries swapped between planning and deleting

    static let swapCases: [(Spot, Swap)] = Spot.all.flatMap { spot in Swap.allCases.map { (spot, $0) } }

    @Test(arguments: swapCases)
    func anEntrySwappedAfterPlanningIsLeftAndReported(_ spot: Spot, _ swap: Swap) throws {
        let plan = try home.plan(spot.category)
        let target = home.url(spot.removed)
        #expect(item(plan, spot.removed)?.action == .remove)
        try FileManager.default.moveItem(at: target, to: home.base.appendingPathComponent("Aside"))
        switch swap {
        case .linkOutside:
            try FileManager.default.createSymbolicLink(at: target, withDestinationURL: home.outside)
        case .otherEntry where spot.removedIsFolder:
            try home.write(spot.removed + "/newer.txt", "newer")
        case .otherEntry:
            try home.write(spot.removed, "newer")
        }
        let outcome = CleanupOutcome.execute(plan)
        #expect(outcome.failedFolders.map(\.item.path) == [target.path])
        #expect(home.exists(target), "the swapped-in entry is left")
        #expect(home.sentinelIsIntact)
        if swap == .otherEntry {
            let newer = spot.removedIsFolder ? target.appendingPathComponent("newer.txt") : target
            #expect(try String(contentsOf: newer, encoding: .utf8) == "newer")
        }
        for other in plan.removals where other.path != target.path {
            #expect(!home.exists(URL(fileURLWithPath: other.path)), "\(other.path)")
        }
        #expect(outcome.removedCount == plan.removals.count - 1)
    }

    /// A folder above planned entries (or the category root) replaced by a link to where it was moved.
    static let swappedParents: [(CleanupCategoryID, String)] = [
        (.derivedData, Spot.derivedData),
        (.archives, "Library/Developer/Xcode/Archives/2026-03-15"),
        (.simulators, "Library/Developer/CoreSimulator/Caches/dyld/24A335"),
        (.documentationCache, "Library/Developer/Xcode/DocumentationCache/v300"),
        (.testDevices, "Library/Developer/XCTestDevices"),
        (.packageCaches, "Library/Caches"),
    ]

    @Test(arguments: swappedParents)
    func aParentSwappedForALinkAfterPlanningIsNotEntered(_ category: CleanupCategoryID, _ parent: String) throws {
        let plan = try home.plan(category)
        let parentPath = home.url(parent).path
        let under = plan.removals.filter { $0.path.hasPrefix(parentPath + "/") }
        #expect(!under.isEmpty)
        let moved = home.outside.appendingPathComponent("Moved")
        try FileManager.default.moveItem(at: home.url(parent), to: moved)
        try home.link(parent, to: moved)
        let outcome = CleanupOutcome.execute(plan)
        #expect(home.sentinelIsIntact)
        #expect(Set(outcome.failedFolders.map(\.item.path)) == Set(under.map(\.path)))
        for entry in under {
            #expect(FileManager.default.fileExists(atPath: moved.path + entry.path.dropFirst(parentPath.count)), "\(entry.path)")
        }
        #expect(outcome.removedCount == plan.removals.count - under.count)
    }

    /// A folder above the category's root (`~/Library/Developer`, `~/Library`) replaced by a link to
    /// where it was moved, outside the home: the planned entries are now outside and must be left.
    @Test(arguments: Spot.all)
    func aFolderAboveTheRootSwappedForALinkAfterPlanningIsNotFollowed(_ spot: Spot) throws {
        let plan = try home.plan(spot.category)
        let above = spot.category == .packageCaches ? "Library" : "Library/Developer"
        let abovePath = home.url(above).path
        let moved = home.outside.appendingPathComponent("Moved")
        try FileManager.default.moveItem(at: home.url(above), to: moved)
        try home.link(above, to: moved)
        let outcome = CleanupOutcome.execute(plan)
        #expect(home.sentinelIsIntact)
        for entry in plan.removals {
            #expect(FileManager.default.fileExists(atPath: moved.path + entry.path.dropFirst(abovePath.count)), "\(entry.path)")
        }
        #expect(outcome.removedCount == 0)
    }

    // MARK: 4. Names with newlines

    /// An entry with a newline in its name (or its group's), made so that its category would remove it.
    func makeNewlineEntry(_ spot: Spot) throws -> (relative: String, name: String) {
        switch spot.category {
        case .derivedData:
            let name = "App\nX-" + Spot.hash
            try home.write(spot.folder + "/" + name + "/info.plist", try spot.removablePlist(named: name, home: home))
            return (spot.folder + "/" + name, name)
        case .archives:
            let name = "Evil\nName.xcarchive"
            let plist = try spot.removablePlist(named: name, displayName: "Evil\nName", home: home)
            try home.write(spot.folder + "/" + name + "/Info.plist", plist)
            return (spot.folder + "/" + name, name)
        case .simulators, .previews, .testDevices:
            let name = "DEADBEEF-0000\n-4000-8000-00000000000A"
            try home.write(spot.folder + "/" + name + "/device.plist", try spot.removablePlist(named: name, home: home))
            return (spot.folder + "/" + name, name)
        case .documentationCache:
            let relative = "Library/Developer/Xcode/DocumentationCache/v\n299/25.0"
            try home.write(relative + "/fixture.db", "db")
            return (relative, "25.0")
        case .deviceLogs:
            let name = "iOS Device Logs 25.0\n.db"
            try home.write(spot.folder + "/" + name, "db")
            return (spot.folder + "/" + name, name)
        default:
            let name = "Evil\nName.docset"
            try home.write(spot.folder + "/" + name + "/Contents/Info.plist", "docset")
            return (spot.folder + "/" + name, name)
        }
    }

    @Test(arguments: Spot.all.filter { $0.category != .packageCaches })
    func aNewlineInANameIsDecidedAndRenderedWithoutBreakingTheReports(_ spot: Spot) throws {
        let (relative, name) = try makeNewlineEntry(spot)
        try home.ageAll()
        let plan = try home.plan(spot.category)
        let entry = try #require(item(plan, relative))
        let json = CleanupDocument(plan: plan, outcome: nil).render()
        let document = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let items = document?["items"] as? [[String: Any]] ?? []
        #expect(items.contains { $0["path"] as? String == entry.path && $0["name"] as? String == name })
        let table = CleanupTable(plan: plan, stage: .dryRun, useColor: false).render()
        let shown = entry.label.isEmpty ? entry.name : entry.label
        let tail = shown.split(separator: "\n", omittingEmptySubsequences: false).last!.prefix(4)
        let injected = table.split(separator: "\n").filter { $0.hasPrefix(tail) }
        #expect(shown.contains("\n"), "the hostile name is what the table shows: \(shown)")
        #expect(injected.isEmpty, "\(injected)")
        let outcome = CleanupOutcome.execute(plan)
        #expect(outcome.failures.isEmpty)
        #expect(home.exists(relative) == (entry.action != .remove), "\(entry.action): \(entry.reason)")
        #expect(home.sentinelIsIntact)
        expectOrdinaryEntriesHandled(spot, plan, removedBy: outcome)
        let after = CleanupDocument(plan: plan, outcome: outcome).render()
        #expect((try? JSONSerialization.jsonObject(with: Data(after.utf8))) != nil)
    }

    // MARK: 5. Folders that cannot be read

    /// As root (this test's usual container) mode 000 does not stop reading: then the folder is decided
    /// as usual. As another user, the category reports a problem and goes on.
    @Test(arguments: Spot.all)
    func anUnreadableEntriesFolderIsAProblemOrReadAsRoot(_ spot: Spot) throws {
        let isRoot = getuid() == 0
        try home.ageAll()
        #expect(chmod(home.url(spot.folder).path, 0) == 0)
        let plan = try home.plan(spot.category)
        let problems = plan.sections.flatMap(\.problems)
        if isRoot {
            // Root bypasses permissions: nothing is unreadable, so this checks only the run survives.
            #expect(problems.isEmpty)
            let outcome = CleanupOutcome.execute(plan)
            #expect(outcome.failures.isEmpty)
            expectOrdinaryEntriesHandled(spot, plan, removedBy: outcome)
        } else {
            #expect(!problems.isEmpty, "the unreadable folder is reported")
            _ = CleanupOutcome.execute(plan)
        }
        #expect(home.sentinelIsIntact)
    }

    @Test(arguments: Spot.all.filter(\.removedIsFolder))
    func aMode000FolderPlannedForRemovalIsHandled(_ spot: Spot) throws {
        try home.mkdir(spot.removed + "/locked/inner")
        try home.write(spot.removed + "/locked/inner/file", "x")
        try home.ageAll()
        #expect(chmod(home.url(spot.removed + "/locked").path, 0) == 0)
        #expect(chmod(home.url(spot.removed).path, 0) == 0)
        let plan = try home.plan(spot.category)
        let outcome = CleanupOutcome.execute(plan)
        if getuid() == 0 {
            // Root: sized, decided and removed as usual.
            #expect(outcome.failures.isEmpty)
            expectOrdinaryEntriesHandled(spot, plan, removedBy: outcome)
        } else {
            // Another user: the folder cannot be emptied; reported, the rest goes on.
            #expect(outcome.failedFolders.contains { $0.item.path == home.url(spot.removed).path })
        }
        #expect(home.sentinelIsIntact)
    }

    /// The same, as an unprivileged user: the child process drops root before planning.
    @Test(arguments: Spot.all.map(\.category))
    func asAnotherUserAnUnreadableEntriesFolderIsReportedAndTheRunGoesOn(_ category: CleanupCategoryID) async {
        await #expect(processExitsWith: .success) { [category] in
            exit(HostileTreeTests.planAsNobody(category, locking: Spot.of(category).folder))
        }
    }

    /// The folder holding the category's root cannot be searched: the root cannot be told to exist.
    @Test(arguments: Spot.all.map(\.category))
    func asAnotherUserAnUnsearchableFolderAboveTheRootIsReportedNotTakenAsEmpty(_ category: CleanupCategoryID) async {
        await #expect(processExitsWith: .success) { [category] in
            let above = category == .packageCaches ? "Library" : "Library/Developer"
            exit(HostileTreeTests.planAsNobody(category, locking: above))
        }
    }

    @Test(arguments: Spot.all.filter(\.removedIsFolder).map(\.category))
    func asAnotherUserAnUnreadablePlannedFolderIsReportedAsAFailure(_ category: CleanupCategoryID) async {
        // Categories that decide by name plan it for removal and must report its failure by its reason;
        // the others cannot read its plist and skip it.
        await #expect(processExitsWith: .success) { [category] in
            exit(HostileTreeTests.planAsNobody(category, locking: Spot.of(category).removed))
        }
    }

    /// Plans and deletes as user `nobody` with `locking` (relative to home) at mode 000. Exit codes: 0 as
    /// expected (or not root: nothing to check), 1 cannot drop root, 2 no problem reported for a locked
    /// entries folder, 3 the plan failed, 4 set-up failed, 5 the locked entry is not listed, 6 the
    /// sentinel changed, 7 the locked entry is not reported as a failure, 8 its failure says it changed.
    static func planAsNobody(_ category: CleanupCategoryID, locking relative: String) -> Int32 {
        guard getuid() == 0 else { return 0 }
        guard let home = try? XcodeHome() else { return 4 }
        let spot = Spot.of(category)
        let nobody: uid_t = 65_534
        guard (try? home.walk(home.base, { lchown($0.path, nobody, nobody) })) != nil else { return 4 }
        guard chmod(home.url(relative).path, 0) == 0, setgid(nobody) == 0, setuid(nobody) == 0 else { return 1 }
        guard let plan = try? home.plan(category) else { return 3 }
        let lockedEntry = relative == spot.removed
        let path = home.url(relative).path
        if lockedEntry {
            guard plan.items.contains(where: { $0.path == path }) else { return 5 }
        } else if plan.sections.flatMap(\.problems).isEmpty {
            return 2
        }
        let outcome = CleanupOutcome.execute(plan)
        guard home.sentinelIsIntact else { return 6 }
        if lockedEntry, plan.items.contains(where: { $0.path == path && $0.action == .remove }) {
            guard let failed = outcome.failedFolders.first(where: { $0.item.path == path }) else { return 7 }
            if failed.failures.contains(where: { $0.error.contains("changed") }) { return 8 }
        }
        return 0
    }
}
