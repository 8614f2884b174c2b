import Foundation
import DevToolsTestSupport
import Testing
import DevToolsCore

/// Reading many source files one after another into one buffer, each relative to its open folder.
@Suite("SourceFileReader")
struct SourceFileReaderTests {
    @Test("files of several folders, in any order, read as FileBytes reads them; a vanished file is nil")
    func readsLikeFileBytes() throws {
        let folder = try TemporaryFolder()
        let large = String(repeating: "x", count: 200_000)  // more than the buffer holds at first
        let texts = ["A/a.m": "a", "A/b.m": large, "B/c.m": "", "A/d.m": "d", "e.m": "e\n", "B/Deep/f.m": "ff"]
        for (path, text) in texts { try folder.write(path, text) }
        let reader = SourceFileReader()
        for path in ["A/a.m", "A/b.m", "B/c.m", "A/d.m", "e.m", "B/Deep/f.m", "A/a.m", "A/missing.m", "Gone/g.m", "A/d.m"] {
            let file = SourceFile(absolutePath: folder.url.appendingPathComponent(path).path, displayPath: path)
            let read = try reader.read(file).map { Array($0) }
            #expect(read == FileBytes.readBytes(file.absolutePath), "\(path)")
            #expect(read.map { String(decoding: $0, as: UTF8.self) } == texts[path], "\(path)")
        }
    }

    @Test("a folder in a file's place is the same one-line error as FileBytes gives")
    func notARegularFile() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(
            atPath: folder.url.appendingPathComponent("now-a-folder.m").path, withIntermediateDirectories: true)
        let file = SourceFile(absolutePath: folder.url.appendingPathComponent("now-a-folder.m").path, displayPath: "now-a-folder.m")
        #expect(throws: ToolError(path: "now-a-folder.m", "cannot be read (not a regular file)")) { try SourceFileReader().read(file) }
    }

    /// A file is read before it is looked at (no `fstat` for one that ends within the buffer), so a FIFO
    /// put in a file's place must neither block the read nor fill memory: opened without waiting, it
    /// reads as empty. Files exactly as large as the buffer, and one byte either side, are read whole.
    @Test("a FIFO in a file's place is read at once, as empty; files at the buffer's size are read whole")
    func fifoAndBufferEdges() throws {
        let folder = try TemporaryFolder()
        let fifo = folder.url.appendingPathComponent("pipe.m").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let reader = SourceFileReader()
        #expect(try reader.read(SourceFile(absolutePath: fifo, displayPath: "pipe.m")).map(\.count) == 0)
        for size in [(64 << 10) - 1, 64 << 10, (64 << 10) + 1, 1 << 20] {
            let text = String(repeating: "a", count: size)
            try folder.write("edge.m", text)
            let file = SourceFile(absolutePath: folder.url.appendingPathComponent("edge.m").path, displayPath: "edge.m")
            #expect(try reader.read(file).map { Array($0) } == Array(text.utf8), "\(size) bytes")
        }
    }
}
