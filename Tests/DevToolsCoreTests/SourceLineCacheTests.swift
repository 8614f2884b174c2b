import DevToolsCore
import DevToolsTestSupport
import Foundation
import Testing

/// The report's source lines: the lines an editor numbers (split by characters), from at most `capacity` files kept
/// read at once (issue 31: keeping every file with a finding held 490 MB on 100 locales).
@Suite("Source lines for reports")
struct SourceLineCacheTests {
    @Test(arguments: [
        "", "x", "x\n", "a\nb\r\nc\rd", "\r\r\n\n\r", "e\u{301}\n\u{301}tail", "👩‍👩‍👧\r\n日本語\r", "\"k\" = \"v\";\r\n\r\n",
    ])
    func linesAreTheLinesOfTheSplitter(text: String) throws {
        let folder = try TemporaryTree.make(["a.strings": text])
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = SourceLineCache(workingDirectory: folder.path)
        let expected = LineSplitterTests.byCharacters(text)
        let read = (0...expected.count + 1).map { cache.line($0, of: "a.strings").map(String.init) }
        #expect(read == [nil] + expected.map(Optional.some) + [nil])
    }

    @Test func utf16FileIsDecodedByItsByteOrderMark() throws {
        var bytes = Data([0xFF, 0xFE])
        bytes.append("\"k\" = \"ü\";\r\n\"x\" = \"y\";".data(using: .utf16LittleEndian)!)
        let folder = try TemporaryTree.make(data: ["a.strings": bytes])
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = SourceLineCache(workingDirectory: folder.path)
        #expect(cache.line(1, of: "a.strings") == "\"k\" = \"ü\";")
        #expect(cache.line(2, of: "a.strings") == "\"x\" = \"y\";")
    }

    @Test func missingFileHasNoLines() {
        let cache = SourceLineCache(workingDirectory: "/nonexistent-\(UUID().uuidString)")
        #expect(cache.line(1, of: "a.strings") == nil)
    }

    /// Only the files asked for last stay read: a file asked for again after `capacity` others is read
    /// again from disk, while one asked for recently is not.
    @Test func keepsOnlyTheFilesReadLast() throws {
        let folder = try TemporaryTree.make(["a": "old a", "b": "b", "c": "c"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = SourceLineCache(workingDirectory: folder.path, capacity: 2)
        for name in ["a", "b", "a", "c"] { _ = cache.line(1, of: name) }
        try Data("new a".utf8).write(to: folder.appendingPathComponent("a"))
        try Data("new b".utf8).write(to: folder.appendingPathComponent("b"))
        #expect(cache.line(1, of: "a") == "old a")  // asked for recently: kept
        #expect(cache.line(1, of: "b") == "new b")  // two other files since: read again
    }
}
