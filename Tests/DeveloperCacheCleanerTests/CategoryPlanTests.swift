@testable import DeveloperCacheCleaner
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation
import Testing

/// Every category's policy on the fixture homes of Xcode 15, 16 and 26: each decision a user would
/// see, by the entry they would recognise.
@Suite struct CategoryPlanTests {
    /// Each fixture home, with its current simulator runtime and the macOS build its dyld cache names.
    struct Xcode: Sendable, CustomTestStringConvertible {
        let folder: String
        let runtime: String
        let hostBuild: String
        let deviceType: String
        var testDescription: String { folder }
    }

    static let versions = [
        Xcode(folder: "Xcode15", runtime: "iOS-17-0", hostBuild: "23F79", deviceType: "iPhone 15"),
        Xcode(folder: "Xcode16", runtime: "iOS-18-0", hostBuild: "24A335", deviceType: "iPhone 16"),
        Xcode(folder: "Xcode26", runtime: "iOS-26-0", hostBuild: "25B77", deviceType: "iPhone 17"),
    ]

    static func runtimes(_ xcode: Xcode) -> Set<String> { ["com.apple.CoreSimulator.SimRuntime.\(xcode.runtime)"] }

    @Test(arguments: versions) func derivedDataKeepsLiveProjectsAndRemovesOrphans(_ xcode: Xcode) throws {
        let home = try FixtureHome(xcode.folder)
        let plan = try home.plan([.derivedData], home.context())
        #expect(plan.action(.derivedData, "MyApp-") == .keep)
        #expect(plan.item(.derivedData, "MyApp-")?.reason == "workspace exists, opened 4 days ago")
        #expect(plan.action(.derivedData, "Widget-Kit-") == .keep, "a name with a dash is split at its last one")
        let orphan = try #require(plan.item(.derivedData, "Old_Project-"))
        #expect(orphan.action == .remove)
        #expect(orphan.reason == "workspace \(home.home.path)/Developer/Old Project/Old Project.xcworkspace no longer exists")
        #expect(
            plan.item(.derivedData, "ModuleCache.noindex")?.reason
                == "cache shared by all projects, regenerable; removed only with --older-than")
        #expect(plan.items.filter { $0.name.hasSuffix(".noindex") }.allSatisfy { $0.action == .keep })
        #expect(orphan.bytes > 0, "removals are sized")
    }

    @Test(arguments: versions) func derivedDataOlderThanRemovesWhatWasNotOpenedWithinIt(_ xcode: Xcode) throws {
        let home = try FixtureHome(xcode.folder)
        let plan = try home.plan(
            [.derivedData], home.context(policy: CleanupPolicy(olderThan: AgeSpecification("7d"), now: FixtureHome.now)))
        #expect(plan.action(.derivedData, "MyApp-") == .keep, "opened 4 days ago")
        #expect(
            plan.item(.derivedData, "Widget-Kit-")?.reason == "not opened for 30 days (--older-than 7d); rebuilt on the next build",
            "the later of LastAccessedDate (176 days ago) and the folder's own times (30 days ago)")
        #expect(plan.action(.derivedData, "ModuleCache.noindex") == .remove)
    }

    @Test func derivedDataSkipsWhatItCannotRead() throws {
        let home = try FixtureHome("Xcode26")
        let plan = try home.plan([.derivedData], home.context())
        #expect(plan.item(.derivedData, "Broken-")?.action == .skip)
        #expect(plan.item(.derivedData, "Broken-")?.reason == "info.plist is not a property list; never touched")
        #expect(plan.item(.derivedData, "Notes")?.reason == "not a DerivedData project folder (<Name>-<28 letters>); never touched")
        #expect(plan.item(.derivedData, "CompilationCache.noindex")?.action == .keep)
    }

    @Test func derivedDataChangedWithinTheHourIsKept() throws {
        let home = try FixtureHome("Xcode16")
        try home.age(home.home.appendingPathComponent("Library/Developer/Xcode/DerivedData"), days: 0.01)
        let plan = try home.plan([.derivedData], home.context())
        #expect(plan.item(.derivedData, "Old_Project-")?.reason == "changed 0 hours ago: may be in use; never removed within an hour")
        #expect(plan.removals.isEmpty)
    }

    @Test func derivedDataFromANamedFolder() throws {
        let home = try FixtureHome("Xcode16")
        var context = home.context()
        let moved = home.base.appendingPathComponent("Elsewhere")
        try FileManager.default.moveItem(at: home.home.appendingPathComponent("Library/Developer/Xcode/DerivedData"), to: moved)
        #expect(try home.plan([.derivedData], context).items.isEmpty)
        context.derivedDataRoots = [moved.path]
        let plan = try home.plan([.derivedData], context)
        #expect(plan.action(.derivedData, "Old_Project-") == .remove)
        #expect(plan.roots == [moved.path])
        context.derivedDataRoots = [home.base.appendingPathComponent("Missing").path]
        #expect(throws: (any Error).self) { try home.plan([.derivedData], context) }
    }

    @Test(arguments: versions) func archivesKeepTheNewestOfEachVersion(_ xcode: Xcode) throws {
        let home = try FixtureHome(xcode.folder)
        let plan = try home.plan([.archives], home.context())
        #expect(plan.action(.archives, "4-2-26") == .keep)
        #expect(plan.item(.archives, "4-2-26")?.reason == "the newest archive of com.example.myapp 1.2 (--keep-latest 1)")
        #expect(plan.action(.archives, "01-12-2025") == .keep, "the only archive of 1.1")
        let older = try #require(plan.item(.archives, "3-15-26"))
        #expect(older.action == .remove)
        #expect(older.reason.contains("its dSYMs symbolicate that build's crash reports"))
        #expect(older.label == "MyApp 1.2 (42), com.example.myapp")
        let kept = try home.plan([.archives], home.context(policy: CleanupPolicy(keepLatest: 2, now: FixtureHome.now)))
        #expect(kept.removals.isEmpty)
    }

    @Test(arguments: versions) func simulatorsRemoveOnlyShutDownDevicesOfRuntimesThatAreGone(_ xcode: Xcode) throws {
        let home = try FixtureHome(xcode.folder)
        let plan = try home.plan([.simulators], home.context(runtimes: Self.runtimes(xcode)))
        let booted = try #require(plan.items.first { $0.label.hasPrefix(xcode.deviceType + ",") })
        #expect(booted.action == .keep)
        #expect(booted.reason == "booted; never touched")
        let unavailable = try #require(plan.item(.simulators, "iPhone 14"))
        #expect(unavailable.action == .remove)
        #expect(unavailable.reason == "runtime iOS 16.4 is not installed: the device is unavailable")
        #expect(unavailable.removal == .simulator(udid: unavailable.name, deviceSet: nil), "deleted by its own UDID")
        let spoken = "iOS " + xcode.runtime.dropFirst(4).replacingOccurrences(of: "-", with: ".")
        #expect(plan.item(.simulators, "iPad")?.reason == "runtime \(spoken) is installed")
        #expect(plan.items.contains { $0.reason == "being created; never touched" })
    }

    @Test func simulatorsAreKeptWhenTheRuntimesCannotBeTold() throws {
        let home = try FixtureHome("Xcode16")
        let plan = try home.plan([.simulators], home.context(runtimes: nil))
        #expect(plan.removals.isEmpty)
        #expect(plan.item(.simulators, "iPhone 14")?.reason == "cannot tell which runtimes are installed (needs xcrun simctl, on macOS)")
    }

    @Test func dyldCachesOfAnotherMacOSBuildOrAGoneRuntimeAreRemoved() throws {
        let home = try FixtureHome("Xcode15")
        let current = try home.plan([.simulators], home.context(runtimes: Self.runtimes(Self.versions[0]), hostBuild: "23F79"))
        #expect(current.action(.simulators, "iOS-17-0.21A328") == .keep)
        #expect(current.item(.simulators, "xrOS-1-0")?.reason == "dyld cache of runtime xrOS 1.0 (21N5165g), which is not installed")
        let updated = try home.plan([.simulators], home.context(runtimes: Self.runtimes(Self.versions[0]), hostBuild: "23G80"))
        #expect(updated.item(.simulators, "iOS-17-0.21A328")?.reason == "dyld cache built for macOS 23F79; this Mac runs 23G80")
    }

    @Test(arguments: versions) func regenerableDeviceSetsAreRemovedUnlessRecent(_ xcode: Xcode) throws {
        let home = try FixtureHome(xcode.folder)
        let plan = try home.plan([.previews, .testDevices], home.context())
        #expect(plan.sections.map(\.category) == [.previews, .testDevices])
        #expect(plan.sections.allSatisfy { $0.removals.count == 1 })
        #expect(plan.sections[0].items[0].reason == "regenerable: Xcode Previews creates its devices again when it needs them")
        let recent = try home.plan(
            [.previews], home.context(policy: CleanupPolicy(olderThan: AgeSpecification("60d"), now: FixtureHome.now)))
        #expect(recent.removals.isEmpty)
    }

    @Test(arguments: versions) func documentationAndDeviceLogsKeepTheNewest(_ xcode: Xcode) throws {
        let home = try FixtureHome(xcode.folder)
        let plan = try home.plan([.documentationCache, .deviceLogs], home.context())
        let docs = plan.sections[0].items
        #expect(docs.count == 2)
        #expect(docs.map(\.action) == [.remove, .keep], "\(docs.map(\.reason))")
        let logs = plan.sections[1].items
        #expect(logs.map(\.action) == [.remove, .keep], "\(logs.map(\.reason))")
        #expect(logs[1].reason == "the newest device-log database in iOS Device Logs (--keep-latest 1)")
    }

    @Test func oldDocSetsAreRemoved() throws {
        let home = try FixtureHome("Xcode15")
        let plan = try home.plan([.oldDocumentation], home.context())
        #expect(plan.action(.oldDocumentation, ".docset") == .remove)
        let newer = try FixtureHome("Xcode26")
        #expect(try newer.plan([.oldDocumentation], newer.context()).items.isEmpty)
    }

    @Test func packageCachesOnlyWithOlderThanAndSwiftPMsConfigurationNever() throws {
        let home = try FixtureHome("Xcode16")
        let plan = try home.plan([.packageCaches], home.context())
        #expect(plan.removals.isEmpty)
        #expect(plan.item(.packageCaches, "Library/org.swift.swiftpm")?.action == .skip)
        let old = try home.plan(
            [.packageCaches], home.context(policy: CleanupPolicy(olderThan: AgeSpecification("7d"), now: FixtureHome.now)))
        #expect(old.removals.map(\.name).sorted() == ["CocoaPods", "Downloads", "org.carthage.CarthageKit", "org.swift.swiftpm"])
        #expect(old.item(.packageCaches, "Library/org.swift.swiftpm")?.action == .skip)
        let recent = try home.plan(
            [.packageCaches], home.context(policy: CleanupPolicy(olderThan: AgeSpecification("60d"), now: FixtureHome.now)))
        #expect(recent.removals.isEmpty)
    }

    @Test func keepPatternsReachEveryCategory() throws {
        let home = try FixtureHome("Xcode16")
        let policy = CleanupPolicy(keepPatterns: ["Old_Project-*", "MyApp 3-15-26*"], now: FixtureHome.now)
        let plan = try home.plan([.derivedData, .archives], home.context(policy: policy))
        #expect(plan.item(.derivedData, "Old_Project-")?.reason == "matches --keep 'Old_Project-*'")
        #expect(plan.item(.archives, "3-15-26")?.reason == "matches --keep 'MyApp 3-15-26*'")
    }

    @Test func everyCategoryDeletesItsRemovalsAndNothingElse() throws {
        let home = try FixtureHome("Xcode26")
        let policy = CleanupPolicy(olderThan: AgeSpecification("7d"), now: FixtureHome.now)
        let plan = try home.plan(CleanupCategoryID.allCases, home.context(policy: policy, runtimes: Self.runtimes(Self.versions[2])))
        let outcome = CleanupOutcome.execute(plan)
        #expect(outcome.failedFolders.isEmpty, "\(outcome.failures)")
        #expect(outcome.removedCount == plan.removals.count)
        for item in plan.items {
            var info = stat()
            #expect((lstat(item.path, &info) == 0) == (item.action != .remove), "\(item.path): \(item.action)")
        }
        #expect(try String(contentsOf: home.outside, encoding: .utf8) == "precious")
        #expect(home.exists("Library/org.swift.swiftpm/configuration"))
        #expect(home.exists("Developer/MyApp/MyApp.xcodeproj/project.pbxproj"))
    }
}

/// The machine facts macOS gives the categories, read from their tools' output.
@Suite struct MacEnvironmentOutputTests {
    @Test func simctlRuntimesCountOnlyWhenAvailable() {
        let json = """
            {"runtimes": [
              {"identifier": "com.apple.CoreSimulator.SimRuntime.iOS-18-0", "isAvailable": true, "version": "18.0"},
              {"identifier": "com.apple.CoreSimulator.SimRuntime.iOS-16-4", "isAvailable": false,
               "availabilityError": "runtime profile not found"}
            ]}
            """
        #expect(SimctlRuntimeList.installed(from: Data(json.utf8)) == ["com.apple.CoreSimulator.SimRuntime.iOS-18-0"])
        #expect(SimctlRuntimeList.installed(from: Data("not json".utf8)) == nil)
    }

    @Test func lsofOutputGivesTheOpenPaths() {
        let output =
            "p501\nn/Users/me/Library/Developer/Xcode/DerivedData/App-abc/Index.noindex/DataStore/v5/units\np620\nn/Users/me/src/App/App.xcodeproj/project.pbxproj\nnpipe\n"
        #expect(
            OpenFileList.paths(from: output) == [
                "/Users/me/Library/Developer/Xcode/DerivedData/App-abc/Index.noindex/DataStore/v5/units",
                "/Users/me/src/App/App.xcodeproj/project.pbxproj",
            ])
    }

    @Test func aProjectOpenInXcodeIsKept() throws {
        let home = try FixtureHome("Xcode16")
        var context = home.context()
        let orphan = try #require(try home.plan([.derivedData], context).item(.derivedData, "Old_Project-"))
        context.openFiles = [orphan.path + "/Index.noindex/DataStore/v5/units/x"]
        #expect(
            try home.plan([.derivedData], context).item(.derivedData, "Old_Project-")?.reason
                == "open in Xcode or building right now; never touched")
    }
}

/// What a DerivedData folder's name says, and whether a workspace is really gone.
@Suite struct DerivedDataNameTests {
    @Test(arguments: [
        ("MyApp-fypnkqjmxhlwgzaiunugensngejd", "MyApp"), ("Widget-Kit-aurxiamsnxysooeyoiuswazauhvx", "Widget-Kit"),
        ("Old_Project-herjpbswgoltcobfvxsuzgcvndvu", "Old Project"),
    ])
    func projectFolders(_ name: String, _ project: String) {
        #expect(DerivedDataFolderName(name) == .project(name: project))
    }

    @Test(arguments: ["Notes", "MyApp-fypnkqjmxhlwgzaiunugensngej", "MyApp-FYPNKQJMXHLWGZAIUNUGENSNGEJD", "-fypnkqjmxhlwgzaiunugensngejd"])
    func notProjectFolders(_ name: String) {
        #expect(DerivedDataFolderName(name) == nil)
    }

    @Test func sharedCaches() {
        #expect(DerivedDataFolderName("ModuleCache.noindex") == .sharedCache)
        #expect(DerivedDataFolderName("CompilationCache.noindex") == .sharedCache)
    }

    @Test func workspacePresence() throws {
        let home = try FixtureHome("Xcode16")
        #expect(WorkspacePresence.check(home.home.path + "/Developer/MyApp/MyApp.xcodeproj") == .exists)
        #expect(WorkspacePresence.check(home.home.path + "/Developer/Old Project/Old Project.xcworkspace") == .gone)
        #expect(WorkspacePresence.check(home.home.path + "/Gone/Deeper/App.xcodeproj") == .gone, "a whole folder removed")
        #expect(
            WorkspacePresence.check("/Volumes/NoSuchDisk-devtools/src/App.xcodeproj")
                == .unknown("its volume /Volumes/NoSuchDisk-devtools is not mounted"))
    }
}

/// Lines of the simulator and versioned-cache policies the fixture homes do not reach.
@Suite struct SimulatorAndLogEdgeTests {
    @Test func underTrashOnMacOSSimulatorDevicesAreKept() throws {
        let home = try FixtureHome("Xcode16")
        var context = home.context(runtimes: ["com.apple.CoreSimulator.SimRuntime.iOS-18-0"])
        context.movesToTrash = true
        context.usesSimctl = true
        let plan = try home.plan([.simulators, .previews], context)
        #expect(plan.item(.simulators, "iPhone 14")?.action == .keep)
        #expect(
            plan.item(.simulators, "iPhone 14")?.reason
                == "--trash: a simulator device is only deleted through simctl, which cannot undo; run without --trash to delete it")
        #expect(plan.sections[1].removals.isEmpty)
    }

    @Test func aDeviceWhosePlistNamesAnotherIsSkipped() throws {
        let home = try FixtureHome("Xcode16")
        let devices = home.home.appendingPathComponent("Library/Developer/CoreSimulator/Devices")
        let first = try #require(
            try FileManager.default.contentsOfDirectory(atPath: devices.path).sorted().first { !$0.hasSuffix(".plist") })
        try FileManager.default.moveItem(
            at: devices.appendingPathComponent(first), to: devices.appendingPathComponent("11111111-2222-3333-4444-555555555555"))
        let plan = try home.plan([.simulators], home.context(runtimes: []))
        #expect(plan.item(.simulators, "11111111-")?.reason == "device.plist names another device (\(first)); never touched")
    }

    @Test func sqliteFilesGoWithTheirDatabase() throws {
        let home = try FixtureHome("Xcode16")
        let logs = home.home.appendingPathComponent("Library/Developer/Xcode/iOS Device Logs")
        for name in ["iOS Device Logs 18.0.db-wal", "iOS Device Logs 18.1.db-shm", "notes.txt"] {
            try Data("x".utf8).write(to: logs.appendingPathComponent(name))
        }
        try home.age(logs, days: 30)
        let plan = try home.plan([.deviceLogs], home.context())
        #expect(plan.action(.deviceLogs, "18.0.db-wal") == .remove)
        #expect(plan.action(.deviceLogs, "18.1.db-shm") == .keep)
        #expect(plan.item(.deviceLogs, "notes.txt")?.reason == "no version in its name; never touched")
    }

    @Test func documentationCacheVersionsMayCarryAV() {
        #expect(DocumentationCacheVersion.parse("v26.0") == OSVersion("26.0"))
        #expect(DocumentationCacheVersion.parse("16.2") == OSVersion("16.2"))
        #expect(DocumentationCacheVersion.parse("latest") == nil)
    }
}

/// Reading a folder is not using it: only a write within the hour keeps a DerivedData folder as busy.
@Suite struct BusyWindowTests {
    @Test func aReaderMovingTheAccessTimeDoesNotMakeAProjectBusy() throws {
        let home = try FixtureHome("Xcode16")
        let orphan = try #require(try home.plan([.derivedData], home.context()).item(.derivedData, "Old_Project-"))
        // As `du` or a backup does on Linux: the access time moves to now, the modification time stays.
        let now = time_t(FixtureHome.now.timeIntervalSince1970)
        var times = [timespec(tv_sec: now, tv_nsec: 0), timespec(tv_sec: now - 30 * 86_400, tv_nsec: 0)]
        #expect(utimensat(AT_FDCWD, orphan.path, &times, 0) == 0)
        let plan = try home.plan([.derivedData], home.context())
        #expect(plan.item(.derivedData, "Old_Project-")?.action == .remove, "\(plan.item(.derivedData, "Old_Project-")?.reason ?? "")")
    }
}
