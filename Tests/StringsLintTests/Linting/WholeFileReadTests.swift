import Foundation
import Testing
@testable import StringsLint

/// A `.strings` file is read whole, a large one in two halves at once; anything odd is left to
/// `FileBytes`, which reports it.
@Suite("Whole-file reads")
struct WholeFileReadTests {
    @Test("small and large files come back byte for byte; a missing file or a folder is left to FileBytes")
    func reads() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("whole-file-read-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let small = Data("\"a\" = \"A\";\n".utf8)
        var large = Data(count: WholeFileRead.halvesFromSize + 12_345)
        large.withUnsafeMutableBytes { bytes in
            for index in bytes.indices { bytes[index] = UInt8(truncatingIfNeeded: index &* 31 &+ index >> 9) }
        }
        for (name, data) in [("small.strings", small), ("large.strings", large), ("empty.strings", Data())] {
            let url = folder.appendingPathComponent(name)
            try data.write(to: url)
            #expect(WholeFileRead.read(url.path) == data, "\(name)")
        }
        #expect(WholeFileRead.read(folder.appendingPathComponent("missing.strings").path) == nil)
        #expect(WholeFileRead.read(folder.path) == nil)
    }
}
