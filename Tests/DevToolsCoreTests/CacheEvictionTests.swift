import DevToolsCore
import Foundation
import DevToolsTestSupport
import Testing

@Suite("The cache has a size cap, and removes only what it wrote")
struct CacheEvictionTests {
    /// Results named and shaped as the cache writes them.
    func writeResults(_ folder: TemporaryFolder, _ names: [String]) throws {
        for (index, name) in names.enumerated() {
            let file = try folder.write("lint-strings-\(name).json", "[" + String(repeating: "x", count: 999))
            let time = Date(timeIntervalSince1970: TimeInterval(1_000_000 + index * 60))
            try FileManager.default.setAttributes([.modificationDate: time], ofItemAtPath: file.path)
        }
    }

    @Test("a size cap with oldest-first eviction keeps the cache from growing forever")
    func oldestResultsGoFirst() throws {
        let folder = try TemporaryFolder()
        try folder.write("notes.txt", String(repeating: "n", count: 5000))
        try writeResults(folder, ["000000000000000a", "000000000000000b", "000000000000000c", "000000000000000d"])
        CacheEviction(directory: folder.path).trim(to: 2500)
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(left == ["lint-strings-000000000000000c.json", "lint-strings-000000000000000d.json", "notes.txt"])
    }

    @Test("files the cache did not write survive trimming and clearing, whatever their names")
    func foreignFilesSurvive() throws {
        let folder = try TemporaryFolder()
        let foreign = [
            "package.json": "{\"name\": \"app\"}",
            "data.json": "[1, 2, 3]",  // shaped like a result, not named like one
            "lint-strings-0123456789abcdef.json": "{\"mine\": true}",  // named like one, not shaped like one
            "Build.records": "devtools-records-3",
            "notes-0123456789abcdef.records": "plain text",
            "content-hashes-0123456789abcdef.tsv": "a spreadsheet\twith tabs\n",
            "content-hashes.tsv": "# devtools content hashes\n",
        ]
        for (name, text) in foreign { try folder.write(name, text) }
        try writeResults(folder, ["00000000000000aa"])
        CacheEviction(directory: folder.path).trim(to: 0)
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/lint-strings-00000000000000aa.json"))
        try writeResults(folder, ["00000000000000bb"])
        let cleared = CacheEviction(directory: folder.path).clear()
        #expect(cleared.files == 1)
        #expect(cleared.othersLeft == foreign.count)
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(left == foreign.keys.sorted(), "only the cache's own result went")
        for (name, text) in foreign {
            #expect(try String(contentsOfFile: folder.path + "/" + name, encoding: .utf8) == text)
        }
    }
}
