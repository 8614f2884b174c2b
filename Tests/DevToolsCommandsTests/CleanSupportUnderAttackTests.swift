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
        base = try TemporaryTree.make([:])
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

    /// Starts clean-support as a shell does, able to receive SIGINT. Tests run on worker threads that
    /// block SIGINT, and `Process` hands the calling thread's signal mask on to the child: started from
    /// here unchanged, the run would hold the signal pending and finish as if never interrupted.
    func processTakingSIGINT(_ arguments: [String]) throws -> Process {
        var interrupt = sigset_t(), previous = sigset_t()
        sigemptyset(&interrupt)
        sigaddset(&interrupt, SIGINT)
        pthread_sigmask(SIG_UNBLOCK, &interrupt, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        return try process(arguments)
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

    /// The old version folders' `Symbols` folders (each holds 20 folders until the run removes them).
    var oldSymbols: [URL] {
        (10...13).map { root.appendingPathComponent("iOS DeviceSupport/\($0).0 (2\($0)A1)/Symbols") }
    }

    /// Whether deleting has visibly begun: one of the old versions has lost a folder (or all of them).
    var removalHasBegun: Bool {
        oldSymbols.contains { ((try? FileManager.default.contentsOfDirectory(atPath: $0.path))?.count ?? 0) < 20 }
    }

    @Test func anInterruptedRunLeavesTheRestForTheNext() throws {
        defer { try? FileManager.default.removeItem(at: base) }
        let run = try processTakingSIGINT(["--root", root.path, "--yes"])
        // Interrupt once deleting has begun: the four old versions take a while longer to go.
        let deadline = Date().addingTimeInterval(60)
        while run.isRunning, !removalHasBegun, Date() < deadline { usleep(500) }
        if run.isRunning { kill(run.processIdentifier, SIGINT) }
        run.waitUntilExit()
        #expect(run.terminationReason == .uncaughtSignal, "the run ended on its own (status \(run.terminationStatus)), not on SIGINT")
        #expect(run.terminationStatus == SIGINT)
        #expect(remaining.count > 1, "the interrupted run left no old version to finish: \(remaining)")
        #expect(FileManager.default.fileExists(atPath: outside.appendingPathComponent("precious").path))
        #expect(remaining.contains("14.0 (214A1)"), "the newest is never touched")
        let again = try ExecutableRunner.run("clean-support", ["--root", root.path, "--yes"])
        #expect(again.status == 0, "\(again.stdout)\(again.stderr)")
        #expect(remaining == ["14.0 (214A1)"])
        #expect(FileManager.default.fileExists(atPath: outside.appendingPathComponent("precious").path))
    }
}
