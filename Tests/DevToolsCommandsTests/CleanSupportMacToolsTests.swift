import DevToolsTestSupport
import Foundation
import Testing

/// `clean-support --host-tools mac` run on any platform against fake `xcrun` and `pgrep` first on
/// `PATH` (the only folder on it): the Mac path as a user meets it, with its tools failing.
@Suite("clean-support with the Mac's tools, faked")
final class CleanSupportMacToolsTests {
    let home: URL
    let tools: FakeTools

    static let udid = "B2C3D4E5-F6A7-4B8C-9DAE-1F2A3B4C5D26"
    static let device = "Library/Developer/CoreSimulator/Devices/\(udid)"
    static let stale = "Library/Developer/Xcode/iOS DeviceSupport/16.4 (20E247)"

    init() throws {
        home = try TemporaryTree.make([
            Self.device + "/device.plist": CleanSupportCategoriesTests.plist([
                "UDID": "<string>\(Self.udid)</string>", "name": "<string>iPhone 14</string>",
                "runtime": "<string>com.apple.CoreSimulator.SimRuntime.iOS-16-4</string>", "state": "<integer>1</integer>",
            ]),
            Self.device + "/data/x": "data",
            Self.stale + "/Symbols/x": "symbols",
            "Library/Developer/Xcode/iOS DeviceSupport/17.4 (21E219)/Symbols/x": "symbols",
        ])
        tools = try FakeTools()
        try tools.add("xcrun", [("devicectl list devices --json-output *", .writesJSONOutput(#"{"result": {"devices": []}}"#))])
    }

    deinit { try? FileManager.default.removeItem(at: home) }

    func clean(_ arguments: [String]) throws -> ExecutableRunner.Result {
        try ExecutableRunner.run(
            "clean-support", ["--host-tools", "mac"] + arguments, in: home, environment: ["HOME": home.path, "PATH": tools.path])
    }

    func exists(_ relative: String) -> Bool { FileManager.default.fileExists(atPath: home.appendingPathComponent(relative).path) }

    @Test func whenSimctlFailsTheSimulatorsAreKeptAndTheRunSaysWhy() throws {
        try tools.add(
            "xcrun",
            [
                ("devicectl list devices --json-output *", .writesJSONOutput(#"{"result": {"devices": []}}"#)),
                ("simctl list -j runtimes", .prints("", stderr: "CoreSimulatorService connection became invalid.\n", status: 1)),
            ])
        try tools.add("pgrep", [("*", .prints("", status: 1))])
        let result = try clean(["--include", "simulators", "--keep-latest", "5", "--yes"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr
                == "warning: simulators: xcrun simctl list -j runtimes failed (exit 1: CoreSimulatorService connection became invalid.); no device or dyld cache is removed for its runtime\n"
        )
        #expect(
            result.stdout.contains("cannot tell which runtimes are installed (xcrun simctl list -j runtimes failed"), "\(result.stdout)")
        #expect(exists(Self.device + "/data/x"))
    }

    @Test func whileXcodeRunsNothingIsDeletedWithoutForce() throws {
        try tools.add("pgrep", [("-x Xcode", .prints("501\n")), ("-x xcodebuild", .prints("", status: 1))])
        let refused = try clean(["--yes"])
        #expect(refused.status == 2)
        #expect(refused.stderr == "error: Xcode is running; quit it first, or add --force\n")
        #expect(exists(Self.stale))
        let forced = try clean(["--yes", "--force"])
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(!exists(Self.stale))
    }

    @Test func whenPgrepCannotTellNothingIsDeletedWithoutForce() throws {
        let result = try clean(["--yes"])
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "error: cannot tell whether Xcode is running: cannot run pgrep -x Xcode: pgrep was not found on PATH; quit Xcode and add --force\n"
        )
        #expect(exists(Self.stale))
    }

    @Test func whenDevicectlIsMissingTheDeviceModelsFoldersAreKeptAndTheRestGoesOn() throws {
        try FileManager.default.removeItem(at: tools.folder.appendingPathComponent("xcrun"))
        let result = try clean(["--dry-run", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr.hasPrefix("warning: device-support: cannot run xcrun devicectl list devices --json-output /"), "\(result.stderr)")
        #expect(
            result.stderr.hasSuffix(
                ": xcrun was not found on PATH; the folders of a device model are kept, as any may be a paired device's\n"))
        // These folders name no device model: pairing cannot concern them, so the policy decides as usual.
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect((json["summary"] as? [String: Any])?["removeCount"] as? Int == 1)
    }
}
