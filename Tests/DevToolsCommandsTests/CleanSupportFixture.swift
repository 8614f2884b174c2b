import DevToolsCore
import DevToolsTestSupport
import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A DeviceSupport tree in a temporary folder, and `clean-support` run over it as a process; removed
/// when the test is done.
final class CleanSupportFixture {
    let base: URL
    /// `base/Xcode`, holding the `<Platform> DeviceSupport` folders.
    let root: URL

    /// What the JSON document says, as the tests read it.
    struct Document {
        let roots: [String]
        let items: [[String: Any]]
        let removeCount: Int
        let reclaimableBytes: Int64
        let raw: [String: Any]
    }

    init() throws {
        base = try TemporaryTree.make([:])
        root = base.appendingPathComponent("Xcode")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: base) }

    /// A finished version folder holding one 10 kB file.
    @discardableResult
    func version(_ name: String, platform: String = "iOS", in root: URL? = nil) throws -> URL {
        let folder = (root ?? self.root).appendingPathComponent("\(platform) DeviceSupport/\(name)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Symbols"), withIntermediateDirectories: true)
        try Data(repeating: 7, count: 10_000).write(to: folder.appendingPathComponent("Symbols/cache"))
        try Data().write(to: folder.appendingPathComponent(".finalized"))
        return folder
    }

    func exists(_ relative: String) -> Bool {
        var info = stat()
        return lstat(root.appendingPathComponent(relative).path, &info) == 0
    }

    func run(_ arguments: [String], environment: [String: String] = [:]) throws -> ExecutableRunner.Result {
        try ExecutableRunner.run("clean-support", arguments, in: base, environment: environment)
    }

    func runOnTerminal(
        _ arguments: [String], onTerminal: Set<TerminalRunner.Stream>, columns: UInt16 = 80, input: String = "",
        environment: [String: String] = [:]
    ) throws -> TerminalRunner.Result {
        try TerminalRunner.run(
            "clean-support", arguments, in: base, onTerminal: onTerminal, columns: columns, input: input, environment: environment
        )
    }

    func json(_ arguments: [String], environment: [String: String] = [:]) throws -> Document {
        let result = try run(arguments + ["--format", "json"], environment: environment)
        guard result.status == 0,
            let raw = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any],
            let summary = raw["summary"] as? [String: Any]
        else {
            throw FixtureError("clean-support \(arguments) exited \(result.status): \(result.stderr)")
        }
        return Document(
            roots: raw["roots"] as? [String] ?? [],
            items: raw["items"] as? [[String: Any]] ?? [],
            removeCount: summary["removeCount"] as? Int ?? -1,
            reclaimableBytes: (summary["reclaimableBytes"] as? NSNumber)?.int64Value ?? -1,
            raw: raw
        )
    }

    /// Bytes as the text report shows them.
    func formatted(_ bytes: Int64) -> String { ByteCountFormatting.string(bytes) }
}

struct FixtureError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
