import DevToolsCore
import Foundation
import DevToolsTestSupport
import Testing

@Suite("The cache has a size cap")
struct CacheEvictionTests {
    @Test("a size cap with oldest-first eviction keeps the cache from growing forever")
    func oldestResultsGoFirst() throws {
        let folder = try TemporaryFolder()
        let other = try folder.write("notes.txt", String(repeating: "n", count: 5000))
        for (index, name) in ["a", "b", "c", "d"].enumerated() {
            let file = try folder.write("\(name).json", String(repeating: "x", count: 1000))
            let time = Date(timeIntervalSince1970: TimeInterval(1_000_000 + index * 60))
            try FileManager.default.setAttributes([.modificationDate: time], ofItemAtPath: file.path)
        }
        CacheEviction(directory: folder.path).trim(to: 2500)
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(left == ["c.json", "d.json", "notes.txt"], "the two oldest results go; other files stay")
        #expect(FileManager.default.fileExists(atPath: other.path))
    }
}
