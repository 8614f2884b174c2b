import Foundation
import Testing
import DevToolsCore

/// Reading whole files for the linter.
@Suite("FileBytes")
struct FileBytesTests {
    @Test("reads a file's exact bytes, an empty file as no bytes, and refuses folders and missing paths")
    func reads() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("filebytes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
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
}
