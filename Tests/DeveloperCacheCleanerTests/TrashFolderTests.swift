import DeveloperCacheCleaner
import Foundation
import Testing

/// Which trash `--trash` means on each platform, decided the same way everywhere so Linux tests the
/// macOS choice.
@Suite("Trash folders")
struct TrashFolderTests {
    @Test func onAMacTheTrashIsTheFindersElsewhereTheFreedesktopOne() {
        #expect(
            TrashFolder.standard(home: "/Users/me", environment: [:], named: nil, onMac: true)
                == TrashFolder(path: "/Users/me/.Trash", recordsOrigins: false, isFinderTrash: true))
        #expect(
            TrashFolder.standard(home: "/home/me", environment: ["XDG_DATA_HOME": "/data"], named: nil, onMac: false)
                == TrashFolder(path: "/data/Trash/files", recordsOrigins: true))
        #expect(
            TrashFolder.standard(home: "/Users/me", environment: [:], named: "/Volumes/X/Bin/", onMac: true)
                == TrashFolder(path: "/Volumes/X/Bin", recordsOrigins: false), "--trash-dir is a plain folder on every platform")
    }

    #if !os(macOS)
        @Test func onlyMacOSReachesTheFindersTrash() throws {
            let home = try FixtureHome("Xcode16")
            let plan = try home.plan([.derivedData], home.context())
            let orphan = try #require(plan.item(.derivedData, "Old_Project-"))
            let trash = TrashFolder.standard(home: home.home.path, environment: [:], named: nil, onMac: true)
            let outcome = CleanupOutcome.execute(plan, remover: SafeRemover(trash: trash))
            #expect(
                outcome.failures == [
                    RemovalFailure(path: orphan.path, error: "the Finder's Trash exists only on macOS; use --trash-dir DIR")
                ])
            #expect(FileManager.default.fileExists(atPath: orphan.path))
        }
    #endif
}
