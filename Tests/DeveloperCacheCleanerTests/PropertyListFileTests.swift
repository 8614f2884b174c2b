@testable import DeveloperCacheCleaner
import DevToolsTestSupport
import Foundation
import Testing

/// The categories' plists are read defensively: a binary plist like Xcode's is read; one that is too
/// large, that expands through shared references, or that is a link is refused with its reason.
@Suite final class PropertyListFileTests {
    let folder = try! TemporaryTree.make([:])

    deinit { try? FileManager.default.removeItem(at: folder) }

    func write(_ bytes: [UInt8], _ name: String = "info.plist") throws -> String {
        let path = folder.appendingPathComponent(name).path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// A binary plist of `depth` arrays, each holding the next `width` times, the last a string.
    static func sharedReferences(depth: Int, width: Int) -> [UInt8] {
        var body = Array("bplist00".utf8)
        var offsets: [Int] = []
        for level in 0..<depth {
            offsets.append(body.count)
            if level < depth - 1 {
                body.append(0xA0 | UInt8(width))
                for _ in 0..<width { body += withUnsafeBytes(of: UInt32(level + 1).bigEndian, Array.init) }
            } else {
                body += [0x5F, 0x10, 0xFF] + Array(repeating: UInt8(ascii: "x"), count: 255)
            }
        }
        let table = body.count
        for offset in offsets { body += withUnsafeBytes(of: UInt32(offset).bigEndian, Array.init) }
        body += [0, 0, 0, 0, 0, 0, 4, 4]
        for value in [UInt64(depth), 0, UInt64(table)] { body += withUnsafeBytes(of: value.bigEndian, Array.init) }
        return body
    }

    @Test func aBinaryPlistLikeXcodesIsRead() throws {
        let data = try PropertyListSerialization.data(
            fromPropertyList: ["WorkspacePath": "/Users/me/App.xcodeproj", "LastAccessedDate": Date(timeIntervalSince1970: 1e9)],
            format: .binary, options: 0)
        let path = try write(Array(data))
        guard case .success(let plist) = PropertyListFile.dictionary(at: path) else {
            Issue.record("not read")
            return
        }
        #expect(plist["WorkspacePath"] as? String == "/Users/me/App.xcodeproj")
        #expect(BinaryPropertyListShape.expandedCount(Array(data), limit: 100) == 5)
    }

    @Test func sharedReferencesThatExpandBeyondTheLimitAreRefused() throws {
        let bomb = Self.sharedReferences(depth: 30, width: 14)
        #expect(bomb.count < 3_000, "a few kilobytes")
        let path = try write(bomb)
        guard case .failure(let failure) = PropertyListFile.dictionary(at: path) else {
            Issue.record("a plist bomb was parsed")
            return
        }
        #expect("\(failure)" == "expands to more than 100000 objects through shared references (a plist bomb)")
        #expect(BinaryPropertyListShape.expandedCount(Self.sharedReferences(depth: 3, width: 2), limit: 100) == 7)
    }

    @Test func tooLargeNotAPlistAndLinksAreRefused() throws {
        let large = try write(Array(repeating: 32, count: PropertyListFile.limit + 1))
        #expect(Self.reason(large) == "is \(PropertyListFile.limit + 1) bytes, too large for what it should hold")
        #expect(Self.reason(try write(Array("not a plist".utf8))) == "is not a property list")
        let link = folder.appendingPathComponent("link.plist")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: large)
        #expect(Self.reason(link.path)?.hasPrefix("cannot be read (") == true, "a link is not followed")
        #expect(Self.reason(folder.appendingPathComponent("missing.plist").path) == "is missing")
    }

    static func reason(_ path: String) -> String? {
        if case .failure(let failure) = PropertyListFile.dictionary(at: path) { return "\(failure)" }
        return nil
    }
}
