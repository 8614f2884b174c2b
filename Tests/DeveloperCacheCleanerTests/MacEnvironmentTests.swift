import DevToolsCore
import DevToolsTestSupport
import DeveloperCacheCleaner
import Foundation
import Testing

/// The Mac path of clean-support, run on any platform against fake `xcrun`, `lsof` and `pgrep` that
/// print what the real tools print (`Fixtures/Tools`, see SOURCES.md there), and against each way a
/// tool can fail: missing, non-zero exit, output not understood, no answer. Every failure is one problem
/// line under its category, and what depended on the tool is kept.
@Suite("The Mac's tools, faked")
struct MacEnvironmentTests {
    /// What `xcrun`, `lsof` or `devicectl` can do wrong, and the problem line each gives for `command`.
    enum Failure: String, CaseIterable, CustomStringConvertible {
        case missing, fails, garbage, hangs

        var description: String { rawValue }

        /// How long the tools may take: a hanging fake is stopped after 2 s, while tools that answer get a
        /// minute, as a starting shell script can take over a second on a loaded CI machine (a 1 s limit
        /// for every test failed there once).
        var timeout: TimeInterval { self == .hangs ? 2 : 60 }

        func answer() -> FakeTools.Answer? {
            switch self {
            case .missing: nil
            case .fails:
                .prints("", stderr: "xcrun: error: unable to find utility \"simctl\", not a developer tool or in PATH\n", status: 72)
            case .garbage: .prints("<html>Service Unavailable</html>\n")
            case .hangs: .hangs
            }
        }

        func problem(_ command: String, tool: String) -> String {
            switch self {
            case .missing: "cannot run \(command): \(tool) was not found on PATH"
            case .fails: "\(command) failed (exit 72: xcrun: error: unable to find utility \"simctl\", not a developer tool or in PATH)"
            case .garbage: "\(command) printed output this version does not understand"
            case .hangs: "cannot run \(command): \(tool) did not answer within 2 s and was stopped"
            }
        }
    }

    static func recorded(_ name: String, home: FixtureHome? = nil) throws -> String {
        let url = Bundle.module.resourceURL!.appendingPathComponent("Fixtures/Tools/\(name)")
        let text = try String(contentsOf: url, encoding: .utf8)
        return home.map { text.replacingOccurrences(of: "__HOME__", with: $0.home.path) } ?? text
    }

    /// `xcrun` answering simctl's two lists and devicectl as a working Mac does, but for `broken`.
    static func xcrun(_ tools: FakeTools, home: FixtureHome, broken: String? = nil, failure: Failure = .fails) throws {
        var answers: [(String, FakeTools.Answer)] = []
        let working: [(String, FakeTools.Answer)] = [
            ("simctl list -j runtimes", .prints(try recorded("simctl-list-runtimes.json"))),
            ("simctl list -j devices", .prints(try recorded("simctl-list-devices.json", home: home))),
            ("devicectl list devices --json-output *", .writesJSONOutput(try recorded("devicectl-list-devices.json"))),
        ]
        for (pattern, answer) in working {
            if pattern == broken {
                if let failing = failure.answer() {
                    // devicectl writes nothing usable when it fails or prints garbage instead of its file.
                    answers.append((pattern, failing))
                }
            } else {
                answers.append((pattern, answer))
            }
        }
        try tools.add("xcrun", answers)
    }

    /// The plan for `categories`, the tools allowed `failure`'s time limit (a minute when none hangs).
    static func plan(
        _ categories: [CleanupCategoryID], _ home: FixtureHome, _ tools: FakeTools, keepLatest: Int = 1, failure: Failure? = nil
    ) throws
        -> CleanupPlan
    {
        var context = home.context(policy: CleanupPolicy(keepLatest: keepLatest, now: FixtureHome.now))
        let timeout = failure?.timeout ?? 60
        MacEnvironment(runner: PathToolRunner(environment: tools.environment), timeout: timeout).describe(&context, for: categories)
        return try home.plan(categories, context)
    }

    // MARK: The runner

    @Test func theRunnerFindsATool_onPathAndCapturesWhatItPrints() throws {
        let tools = try FakeTools()
        try tools.add("xcrun", [("simctl list -j runtimes", .prints("out\n", stderr: "first\nsecond\n", status: 3))])
        let runner = PathToolRunner(environment: tools.environment)
        let output = try runner.run("xcrun", ["simctl", "list", "-j", "runtimes"], timeout: 5).get()
        #expect(output == ToolOutput(status: 3, stdout: Data("out\n".utf8), stderr: Data("first\nsecond\n".utf8)))
        #expect(output.exitDescription == "exit 3: first")
        #expect(tools.calls == ["xcrun simctl list -j runtimes"])
    }

    @Test func aToolNotOnPathIsNotFoundEvenWhenAFileOfItsNameIsThere() throws {
        let tools = try FakeTools()
        try Data("#!/bin/sh\necho hi\n".utf8).write(to: tools.folder.appendingPathComponent("lsof"))  // not executable
        let result = PathToolRunner(environment: tools.environment).run("lsof", [], timeout: 5)
        #expect(result == .failure(.notFound(tool: "lsof")))
        #expect(PathToolRunner(environment: [:]).locate("no-such-tool-devtools") == nil)
    }

    /// An executable still open for writing cannot be run ("text file busy"): CI saw a faked `xcrun`,
    /// written by one test while another thread forked, reported as "could not be started". A tool
    /// released a moment later runs; one never released is a failure to start, after a few tries.
    @Test func aToolBusyForAMomentIsTriedAgain() throws {
        let tools = try FakeTools()
        let script = tools.folder.appendingPathComponent("pgrep").path
        // Close-on-exec: a process another test starts meanwhile must not inherit the writer and keep the
        // script busy after this test lets it go (this test failed so once, with the suite under load).
        let writer = open(script, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        #expect(writer >= 0)
        _ = "#!/bin/sh\necho busy\n".withCString { write(writer, $0, strlen($0)) }
        let release = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            usleep(10_000)
            close(writer)
            release.signal()
        }
        let output = try PathToolRunner(environment: tools.environment).run("pgrep", [], timeout: 5).get()
        release.wait()
        #expect(output.stdout == Data("busy\n".utf8))
        let held = open(script, O_WRONLY | O_CLOEXEC)
        defer { close(held) }
        guard case .failure(.couldNotStart(tool: "pgrep", _)) = PathToolRunner(environment: tools.environment).run("pgrep", [], timeout: 5)
        else {
            Issue.record("a tool held open for writing was run")
            return
        }
    }

    @Test func aToolThatDoesNotAnswerIsStoppedAtTheTimeout() throws {
        let tools = try FakeTools()
        try tools.add("pgrep", [("*", .hangs)])
        let start = Date()
        let result = PathToolRunner(environment: tools.environment).run("pgrep", ["-x", "Xcode"], timeout: 1)
        #expect(result == .failure(.timedOut(tool: "pgrep", seconds: 1)))
        #expect(Date().timeIntervalSince(start) < 10)
    }

    // MARK: simctl

    @Test func simctlsListsDecideTheSimulators() throws {
        let home = try FixtureHome("Xcode16")
        let tools = try FakeTools()
        try Self.xcrun(tools, home: home)
        let plan = try Self.plan([.simulators], home, tools)
        #expect(plan.sections[0].problems == [])
        #expect(plan.item(.simulators, "iPhone 14,")?.reason == "runtime iOS 16.4 is not installed: the device is unavailable")
        #expect(plan.item(.simulators, "iPhone 14,")?.action == .remove)
        // device.plist says shut down; CoreSimulator says it is booting right now.
        #expect(plan.item(.simulators, "iPad Air")?.reason == "Booting according to simctl; never touched")
        #expect(plan.item(.simulators, "dyld cache")?.reason == "dyld cache of installed runtime iOS 18.0")
        #expect(plan.removals.map(\.name) == ["B2C3D4E5-F6A7-4B8C-9DAE-1F2A3B4C5D26"])
        #expect(tools.calls == ["xcrun simctl list -j runtimes", "xcrun simctl list -j devices"])
    }

    @Test(arguments: Failure.allCases, ["simctl list -j runtimes", "simctl list -j devices"])
    func whenSimctlFailsNoSimulatorIsRemovedAndTheProblemIsSaid(_ failure: Failure, _ list: String) throws {
        let home = try FixtureHome("Xcode16")
        let tools = try FakeTools()
        if failure != .missing { try Self.xcrun(tools, home: home, broken: list, failure: failure) }
        let plan = try Self.plan([.simulators], home, tools, failure: failure)
        let command = failure == .missing ? "xcrun simctl list -j runtimes" : "xcrun " + list
        let problem = failure.problem(command, tool: "xcrun")
        #expect(plan.sections[0].problems == ["\(problem); no device or dyld cache is removed for its runtime"])
        #expect(plan.removals.isEmpty)
        #expect(plan.item(.simulators, "iPhone 14,")?.reason == "cannot tell which runtimes are installed (\(problem))")
    }

    // MARK: devicectl

    @Test func aPairedDevicesOSIsKept() throws {
        let home = try FixtureHome("Xcode16")
        let tools = try FakeTools()
        try Self.xcrun(tools, home: home)
        let plan = try Self.plan([.deviceSupport], home, tools, keepLatest: 0)
        #expect(plan.sections[0].problems == [])
        #expect(plan.item(.deviceSupport, "iPhone16,1")?.reason == "paired device iPhone16,1 runs this build")
        #expect(plan.removals.map(\.name) == ["iPhone15,2 17.5 (21F79)", "iPhone17,1 18.6 (22G86)", "Watch7,2 11.6 (22U80)"])
    }

    @Test(arguments: Failure.allCases)
    func whenDevicectlFailsEveryDeviceModelsFolderIsKept(_ failure: Failure) throws {
        let home = try FixtureHome("Xcode16")
        let tools = try FakeTools()
        if failure != .missing { try Self.xcrun(tools, home: home, broken: "devicectl list devices --json-output *", failure: failure) }
        let plan = try Self.plan([.deviceSupport], home, tools, keepLatest: 0, failure: failure)
        // The command names a temporary file of its own, so the line is checked by its parts.
        let problems = plan.sections[0].problems
        #expect(problems.count == 1)
        #expect(
            problems.first?.hasPrefix(
                [.missing, .hangs].contains(failure)
                    ? "cannot run xcrun devicectl list devices --json-output /" : "xcrun devicectl list devices --json-output /") == true)
        let said: [Failure: String] = [
            .missing: ": xcrun was not found on PATH;", .fails: " failed (exit 72: xcrun: error: unable to find utility",
            .garbage: " printed output this version does not understand;", .hangs: ": xcrun did not answer within 2 s and was stopped;",
        ]
        #expect(problems.first?.contains(said[failure]!) == true, "\(problems)")
        #expect(problems.first?.hasSuffix("; the folders of a device model are kept, as any may be a paired device's") == true)
        #expect(plan.removals.isEmpty)
        #expect(plan.item(.deviceSupport, "iPhone15,2")?.reason.hasPrefix("cannot tell whether a paired device runs this build (") == true)
    }

    // MARK: lsof

    @Test func aProjectLsofFindsOpenIsKept() throws {
        let home = try FixtureHome("Xcode16")
        let tools = try FakeTools()
        try tools.add("lsof", [("-w -F n -c Xcode *", .prints(try Self.recorded("lsof-xcode.txt", home: home), status: 1))])
        let plan = try Self.plan([.derivedData], home, tools)
        #expect(plan.sections[0].problems == [])
        #expect(plan.item(.derivedData, "Old_Project-")?.reason == "open in Xcode or building right now; never touched")
    }

    @Test func lsofFindingNoXcodeIsNoProblem() throws {
        let home = try FixtureHome("Xcode16")
        let tools = try FakeTools()
        try tools.add("lsof", [("*", .prints("", status: 1))])
        let plan = try Self.plan([.derivedData], home, tools)
        #expect(plan.sections[0].problems == [])
        #expect(plan.item(.derivedData, "Old_Project-")?.action == .remove)
    }

    @Test(arguments: Failure.allCases)
    func whenLsofFailsNoDerivedDataIsRemoved(_ failure: Failure) throws {
        let home = try FixtureHome("Xcode16")
        let tools = try FakeTools()
        // lsof's own failure: a status above 1, with its message.
        let answer: FakeTools.Answer? =
            failure == .fails ? .prints("", stderr: "lsof: can't stat /dev/fd\n", status: 2) : failure.answer()
        if let answer { try tools.add("lsof", [("*", answer)]) }
        let plan = try Self.plan([.derivedData], home, tools, failure: failure)
        let command = "lsof -w -F n -c Xcode -c xcodebuild -c XCBBuildService -c SWBBuildService"
        let problem = failure == .fails ? "\(command) failed (exit 2: lsof: can't stat /dev/fd)" : failure.problem(command, tool: "lsof")
        #expect(plan.sections[0].problems == ["\(problem); no folder is removed, as Xcode may have any open"])
        #expect(plan.removals.isEmpty)
        #expect(plan.item(.derivedData, "Old_Project-")?.reason == "cannot tell whether Xcode has it open (\(problem))")
    }

    // MARK: pgrep

    @Test func pgrepTellsWhichXcodeRuns() throws {
        let tools = try FakeTools()
        try tools.add("pgrep", [("-x Xcode", .prints("501\n")), ("-x xcodebuild", .prints("", status: 1))])
        let environment = MacEnvironment(runner: PathToolRunner(environment: tools.environment), timeout: 5)
        #expect(try environment.runningXcodeProcesses().get() == ["Xcode"])
        #expect(tools.calls == ["pgrep -x Xcode", "pgrep -x xcodebuild"])
    }

    @Test func whenPgrepFailsTheAnswerIsAProblemNotNo() throws {
        let tools = try FakeTools()
        try tools.add("pgrep", [("*", .prints("", stderr: "pgrep: invalid option\n", status: 2))])
        let environment = MacEnvironment(runner: PathToolRunner(environment: tools.environment), timeout: 5)
        #expect(environment.runningXcodeProcesses() == .failure(ToolProblem("pgrep -x Xcode failed (exit 2: pgrep: invalid option)")))
        let none = MacEnvironment(runner: PathToolRunner(environment: ["PATH": "/nonexistent"]), timeout: 5)
        #expect(none.runningXcodeProcesses() == .failure(ToolProblem("cannot run pgrep -x Xcode: pgrep was not found on PATH")))
    }

    // MARK: simctl delete

    @Test func aSimulatorDeviceIsDeletedThroughSimctlAndItsFailureReported() throws {
        let home = try FixtureHome("Xcode16")
        let tools = try FakeTools()
        try Self.xcrun(tools, home: home)
        let plan = try Self.plan([.simulators], home, tools)
        let device = try #require(plan.removals.first)
        let removal = MacEnvironment(runner: PathToolRunner(environment: tools.environment), timeout: 5).simulatorRemoval
        let failing = try FakeTools()
        try failing.add("xcrun", [("simctl delete *", .prints("", stderr: "Invalid device: \(device.name)\n", status: 148))])
        let failed = CleanupOutcome.execute(
            plan,
            remover: SafeRemover(simulators: MacEnvironment(runner: PathToolRunner(environment: failing.environment)).simulatorRemoval))
        #expect(
            failed.failures == [
                RemovalFailure(
                    path: device.path, error: "xcrun simctl delete \(device.name) failed (exit 148: Invalid device: \(device.name))")
            ])
        #expect(FileManager.default.fileExists(atPath: device.path), "simctl failed: the folder is not removed by hand")

        try tools.add("xcrun", [("simctl delete *", .prints(""))])
        let outcome = CleanupOutcome.execute(plan, remover: SafeRemover(simulators: removal))
        #expect(outcome.failures.isEmpty)
        #expect(tools.calls.last == "xcrun simctl delete \(device.name)")
    }
}
