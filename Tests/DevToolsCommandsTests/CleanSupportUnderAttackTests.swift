import Foundation
import DevToolsTestSupport
import Testing

/// clean-support when the world moves under it: two runs at once, and a run interrupted by SIGINT.
@Suite("clean-support under attack")
struct CleanSupportUnderAttackTests {
    let base: URL
    let root: URL
    let outside: URL

    init() throws {
        base = FileManager.default.temporaryDirectory.appendingPathComponent("devtools-attack-\(UUID().uuidString)")
        root = base.appendingPathComponent("Xcode")
        outside = base.appendingPathComponent("Outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: outside.appendingPathComponent("precious"))
        for version in 10...14 {
            for folder in 0..<20 {
                let dir = root.appendingPathComponent("iOS DeviceSupport/\(version).0 (2\(version)A1)/Symbols/F\(folder)")
                try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
                for file in 0..<50 { try Data("x".utf8).write(to: dir.appendingPathComponent("f\(file)")) }
                try FileManager.default.createSymbolicLink(at: dir.appendingPathComponent("out"), withDestinationURL: outside)
            }
        }
    }

    var remaining: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("iOS DeviceSupport").path)) ?? []).sorted()
    }

    func process(_ arguments: [String]) throws -> Process {
        let process = Process()
        process.executableURL = ExecutableRunner.productsDirectory.appendingPathComponent("clean-support")
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return process
    }

    @Test func twoRunsAtOnceRemoveThePlanOnceAndNothingElse() throws {
        defer { try? FileManager.default.removeItem(at: base) }
        let arguments = ["--root", root.path, "--yes", "--format", "json"]
        let first = try process(arguments), second = try process(arguments)
        first.waitUntilExit()
        second.waitUntilExit()
        #expect(first.terminationStatus == 0)
        #expect(second.terminationStatus == 0, "what the other run removed first is not a failure")
        #expect(remaining == ["14.0 (214A1)"])
        #expect(FileManager.default.fileExists(atPath: outside.appendingPathComponent("precious").path))
    }

    @Test func anInterruptedRunLeavesTheRestForTheNext() throws {
        defer { try? FileManager.default.removeItem(at: base) }
        let run = try process(["--root", root.path, "--yes"])
        usleep(30_000)
        kill(run.processIdentifier, SIGINT)
        run.waitUntilExit()
        #expect(FileManager.default.fileExists(atPath: outside.appendingPathComponent("precious").path))
        #expect(remaining.contains("14.0 (214A1)"), "the newest is never touched")
        let again = try ExecutableRunner.run("clean-support", ["--root", root.path, "--yes"])
        #expect(again.status == 0, "\(again.stdout)\(again.stderr)")
        #expect(remaining == ["14.0 (214A1)"])
        #expect(FileManager.default.fileExists(atPath: outside.appendingPathComponent("precious").path))
    }
}
