import DevToolsTestSupport
import Foundation
import Testing
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// "Never delete what the tool did not write": what is already in the trash folder, and what lies in a
/// category's folders without being chosen by its policy, survives a run that deletes.
@Suite("clean-support leaves what it did not choose")
final class CleanSupportTrashAuditTests {
    let home: URL

    static let orphan = "Library/Developer/Xcode/DerivedData/Gone_App-bqogdgryohrfozctwtuhrczqlrfb"
    static let stale = "Library/Developer/Xcode/iOS DeviceSupport/16.4 (20E247)"
    /// Files no category makes, in the folders the categories look in.
    static let foreign = [
        "Library/Developer/Xcode/iOS DeviceSupport/README.txt", "Library/Developer/Xcode/DerivedData/notes.txt",
        "Library/Developer/Xcode/DerivedData/Notes/todo.txt", "Library/Developer/CoreSimulator/Devices/notes.txt",
        "Library/Developer/Xcode/Archives/notes.txt", "Library/Caches/com.example.app/state.db",
        "Library/Developer/Xcode/iOS Device Logs/notes.txt",
    ]

    init() throws {
        var files = [
            Self.orphan + "/info.plist": CleanSupportCategoriesTests.plist(["WorkspacePath": "<string>/nowhere/Gone App.xcodeproj</string>"]
            ),
            Self.orphan + "/Build/a.o": "object",
            Self.stale + "/Symbols/cache": "symbols",
            "Library/Developer/Xcode/iOS DeviceSupport/17.4 (21E219)/Symbols/cache": "symbols",
        ]
        for path in Self.foreign { files[path] = "not the tool's" }
        home = try TemporaryTree.make(files)
        // Older than an hour and than --older-than: nothing is kept for being recent.
        let old = time_t(Date().timeIntervalSince1970 - 40 * 86_400)
        var times = [timespec(tv_sec: old, tv_nsec: 0), timespec(tv_sec: old, tv_nsec: 0)]
        let below = FileManager.default.enumerator(atPath: home.path)
        var paths = [home.path]
        while let relative = below?.nextObject() as? String { paths.append(home.path + "/" + relative) }
        for path in paths.reversed() { utimensat(AT_FDCWD, path, &times, AT_SYMLINK_NOFOLLOW) }
    }

    deinit { try? FileManager.default.removeItem(at: home) }

    func clean(_ arguments: [String]) throws -> ExecutableRunner.Result {
        try ExecutableRunner.run("clean-support", arguments, in: home, environment: ["HOME": home.path])
    }

    func contents(_ relative: String) -> String? { try? String(contentsOf: home.appendingPathComponent(relative), encoding: .utf8) }

    @Test func foreignFilesInTheCategoriesFoldersSurviveARunThatDeletes() throws {
        let result = try clean(["--all", "--include", "archives", "--older-than", "1d", "--keep-latest", "0", "--yes"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(contents(Self.orphan + "/info.plist") == nil, "the run did delete: \(result.stdout)")
        #expect(contents(Self.stale + "/Symbols/cache") == nil)
        for path in Self.foreign { #expect(contents(path) == "not the tool's", "\(path)") }
    }

    @Test func whatIsAlreadyInTheTrashFolderIsNeverReplaced() throws {
        let trash = home.appendingPathComponent("Bin")
        try FileManager.default.createDirectory(at: trash.appendingPathComponent("16.4 (20E247).2"), withIntermediateDirectories: true)
        try Data("someone else's".utf8).write(to: trash.appendingPathComponent("16.4 (20E247)"))
        try Data("someone else's".utf8).write(to: trash.appendingPathComponent("notes.txt"))
        let result = try clean(["--trash-dir", trash.path, "--yes"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(contents("Bin/16.4 (20E247)") == "someone else's", "a file of the same name")
        #expect(try FileManager.default.contentsOfDirectory(atPath: trash.appendingPathComponent("16.4 (20E247).2").path) == [])
        #expect(contents("Bin/notes.txt") == "someone else's")
        #expect(contents("Bin/16.4 (20E247).3/Symbols/cache") == "symbols", "moved beside them, under a free name")
        #expect(contents(Self.stale + "/Symbols/cache") == nil)
        #expect(result.stdout.contains("Moved 1 folder ("), "\(result.stdout)")
        #expect(result.stdout.hasSuffix(") to \(trash.path); the space is freed when that folder is emptied.\n"), "\(result.stdout)")
    }
}
