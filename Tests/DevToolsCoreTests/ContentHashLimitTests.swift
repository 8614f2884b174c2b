@testable import DevToolsCore
import Foundation
import DevToolsTestSupport
import Testing

@Suite("The content-hash record stays bounded")
struct ContentHashLimitTests {
    @Test("past its record limit the hashes taken longest ago are forgotten, the newest kept")
    func oldestRecordsGo() throws {
        let folder = try TemporaryFolder()
        var hashes = ContentHashes(directory: folder.path, recordLimit: 2)
        for name in ["a", "b", "c"] {
            let url = try folder.write("\(name).txt", name)
            _ = try hashes.hash(of: SourceFile(absolutePath: url.path, displayPath: "\(name).txt"))
            Thread.sleep(forTimeInterval: 0.01)
        }
        hashes.save()
        let reread = ContentHashes(directory: folder.path)
        #expect(reread.records.keys.map { ($0 as NSString).lastPathComponent }.sorted() == ["b.txt", "c.txt"])
    }
}
