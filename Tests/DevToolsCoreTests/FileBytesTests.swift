import Foundation
import DevToolsTestSupport
import Testing
import DevToolsCore

/// Reading whole files for the linter.
@Suite("FileBytes")
struct FileBytesTests {
    @Test("reads a file's exact bytes, an empty file as no bytes, and refuses folders and missing paths")
    func reads() throws {
        let folder = try TemporaryTree.make([:])
        defer { try? FileManager.default.removeItem(at: folder) }
        let bytes = Data((0..<70_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        try bytes.write(to: folder.appendingPathComponent("a.strings"))
        try Data().write(to: folder.appendingPathComponent("empty.strings"))
        #expect(FileBytes.read(folder.appendingPathComponent("a.strings").path) == bytes)
        #expect(FileBytes.read(folder.appendingPathComponent("empty.strings").path) == Data())
        #expect(FileBytes.read(folder.path) == nil)
        #expect(FileBytes.read(folder.appendingPathComponent("missing.strings").path) == nil)
        #expect(FileBytes.readBytes(folder.appendingPathComponent("a.strings").path) == [UInt8](bytes))
        #expect(FileBytes.readBytes(folder.appendingPathComponent("empty.strings").path) == [])
        #expect(FileBytes.readBytes(folder.path) == nil)
        #expect(FileBytes.readBytes(folder.appendingPathComponent("missing.strings").path) == nil)
    }

    @Test("a linter's file: gone since discovery is nothing to read; a folder in its place is a one-line error")
    func sourceFiles() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.strings", "\"a\" = \"b\";")
        try FileManager.default.createDirectory(
            atPath: folder.url.appendingPathComponent("now-a-folder.strings").path, withIntermediateDirectories: true)
        let file = { (name: String) in SourceFile(absolutePath: folder.url.appendingPathComponent(name).path, displayPath: name) }
        #expect(try FileBytes.readSource(file("a.strings")) == Data("\"a\" = \"b\";".utf8))
        #expect(try FileBytes.readSource(file("deleted.strings")) == nil)
        #expect(try FileBytes.readSourceBytes(file("gone/deleted.m")) == nil)
        #expect(throws: ToolError(path: "now-a-folder.strings", "cannot be read (not a regular file)")) {
            try FileBytes.readSource(file("now-a-folder.strings"))
        }
    }
}
