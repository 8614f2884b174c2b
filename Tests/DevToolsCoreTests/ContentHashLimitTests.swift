@testable import DevToolsCore
import Foundation
import DevToolsTestSupport
import Testing

@Suite("The content-hash record stays bounded")
struct ContentHashLimitTests {
    @Test("past its record limit the hashes taken longest ago are forgotten, the newest kept")
    func oldestRecordsGo() throws {
        let folder = try TemporaryFolder()
        var hashes = ContentHashes(directory: folder.path, project: "p", recordLimit: 2)
        for name in ["a", "b", "c"] {
            let url = try folder.write("\(name).txt", name)
            _ = try hashes.hash(of: SourceFile(absolutePath: url.path, displayPath: "\(name).txt"))
            Thread.sleep(forTimeInterval: 0.01)
        }
        hashes.save()
        let reread = ContentHashes(directory: folder.path, project: "p")
        #expect(reread.records.keys.map { ($0 as NSString).lastPathComponent }.sorted() == ["b.txt", "c.txt"])
    }

    @Test("a run keeps the records of its own files only, and none of another version's")
    func onlyTheRunsFilesAreKept() throws {
        let folder = try TemporaryFolder()
        var first = ContentHashes(directory: folder.path, project: "p")
        for name in ["a", "b"] {
            let url = try folder.write("\(name).txt", name)
            _ = try first.hash(of: SourceFile(absolutePath: url.path, displayPath: "\(name).txt"))
        }
        first.save()
        var second = ContentHashes(directory: folder.path, project: "p")
        let b = folder.url.appendingPathComponent("b.txt").path
        let exported = try folder.write("export/a.txt", "other a")
        _ = try second.hash(of: SourceFile(absolutePath: b, displayPath: "b.txt"))
        let a = folder.url.appendingPathComponent("a.txt").path
        #expect(
            try second.hash(of: SourceFile(absolutePath: a, displayPath: "a.txt", contentPath: exported.path))
                != (try second.hash(of: SourceFile(absolutePath: a, displayPath: "a.txt"))))
        second.save()
        let reread = ContentHashes(directory: folder.path, project: "p")
        #expect(reread.records.keys.map { ($0 as NSString).lastPathComponent }.sorted() == ["a.txt", "b.txt"])
        #expect(ContentHashes(directory: folder.path, project: "other").records.isEmpty)
    }
}
