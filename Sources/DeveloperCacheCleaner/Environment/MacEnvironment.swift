import DevToolsCore
import Foundation

/// What only a Mac can tell the categories, asked of its tools through one `ToolRunning`: the simulator
/// runtimes installed and the devices CoreSimulator knows (`xcrun simctl list -j`), the devices paired
/// with this Mac (`xcrun devicectl`), the files Xcode holds open (`lsof`); and, from the system itself,
/// this Mac's OS build (`sysctl kern.osversion`) and Xcode's custom DerivedData location.
///
/// A tool that is missing, fails, answers with something else or not at all is a problem line, and
/// what depended on it is kept: no simulator removed for its runtime, no DerivedData folder removed
/// that Xcode might have open, no DeviceSupport folder of a device model that might be paired.
public struct MacEnvironment: Sendable {
    public static let defaultTimeout: TimeInterval = 60

    public let runner: any ToolRunning
    public let timeout: TimeInterval

    public init(runner: any ToolRunning = PathToolRunner(), timeout: TimeInterval = MacEnvironment.defaultTimeout) {
        self.runner = runner
        self.timeout = timeout
    }

    /// Fills in what `categories` read from this Mac, and each question's problem under the category it
    /// concerns.
    public func describe(_ context: inout CleanupContext, for categories: [CleanupCategoryID]) {
        context.usesSimctl = true
        context.hostBuild = Self.hostBuild()
        context.customDerivedData = Self.customDerivedDataLocation()
        if categories.contains(.deviceSupport) {
            switch DeviceCtlPairedDevices(runner: runner, timeout: timeout).pairedDevices() {
            case .success(let devices): context.policy.pairedDevices = devices
            case .failure(let problem):
                context.policy.pairedDevicesProblem = problem.description
                context.toolProblems[.deviceSupport, default: []].append(
                    "\(problem); the folders of a device model are kept, as any may be a paired device's")
            }
        }
        if categories.contains(.simulators) {
            switch simulators() {
            case .success(let (runtimes, devices)):
                context.installedRuntimes = runtimes
                context.listedSimulators = devices
            case .failure(let problem):
                context.runtimesProblem = problem.description
                context.toolProblems[.simulators, default: []].append(
                    "\(problem); no device or dyld cache is removed for its runtime")
            }
        }
        if categories.contains(.derivedData) {
            switch openFiles() {
            case .success(let paths): context.openFiles = paths
            case .failure(let problem):
                context.openFilesProblem = problem.description
                context.toolProblems[.derivedData, default: []].append(
                    "\(problem); no folder is removed, as Xcode may have any open")
            }
        }
    }

    /// The installed runtimes and the default set's devices, both from simctl.
    func simulators() -> Result<(Set<String>, [String: ListedSimulator]), ToolProblem> {
        let runtimesCall = ToolCall("xcrun", ["simctl", "list", "-j", "runtimes"])
        let devicesCall = ToolCall("xcrun", ["simctl", "list", "-j", "devices"])
        return runtimesCall.run(with: runner, timeout: timeout).flatMap { output in
            guard let runtimes = SimctlRuntimeList.installed(from: output.stdout) else { return .failure(runtimesCall.notUnderstood) }
            return devicesCall.run(with: runner, timeout: timeout).flatMap { output in
                guard let devices = SimctlDeviceList.devices(from: output.stdout) else { return .failure(devicesCall.notUnderstood) }
                return .success((runtimes, devices))
            }
        }
    }

    /// The files Xcode and its build services hold open. lsof exits 1 when one of the named commands is
    /// not running, which is no failure.
    func openFiles() -> Result<Set<String>, ToolProblem> {
        let call = ToolCall(
            "lsof", ["-w", "-F", "n", "-c", "Xcode", "-c", "xcodebuild", "-c", "XCBBuildService", "-c", "SWBBuildService"])
        return call.run(with: runner, timeout: timeout, accepting: [0, 1]).flatMap { output in
            guard let paths = OpenFileList.paths(from: String(decoding: output.stdout, as: UTF8.self)) else {
                return .failure(call.notUnderstood)
            }
            return .success(paths)
        }
    }

    /// Whether Xcode or xcodebuild runs.
    public func runningXcodeProcesses() -> Result<[String], ToolProblem> {
        PgrepXcodeActivity(runner: runner, timeout: timeout).runningXcodeProcesses()
    }

    /// Deletes simulator devices through simctl.
    public var simulatorRemoval: SimctlDeviceRemoval { SimctlDeviceRemoval(runner: runner, timeout: timeout) }

    /// This Mac's OS build; `nil` where there is no `kern.osversion` (not macOS).
    static func hostBuild() -> String? {
        #if os(macOS)
            var size = 0
            guard sysctlbyname("kern.osversion", nil, &size, nil, 0) == 0, size > 0 else { return nil }
            var bytes = [CChar](repeating: 0, count: size)
            guard sysctlbyname("kern.osversion", &bytes, &size, nil, 0) == 0 else { return nil }
            return String(cString: bytes)
        #else
            return nil
        #endif
    }

    /// `defaults read com.apple.dt.Xcode IDECustomDerivedDataLocation`, when it is an absolute path (a
    /// project-relative location cannot be found without the project); `nil` outside macOS.
    static func customDerivedDataLocation() -> String? {
        #if os(macOS)
            guard let value = UserDefaults(suiteName: "com.apple.dt.Xcode")?.string(forKey: "IDECustomDerivedDataLocation"),
                value.hasPrefix("/")
            else { return nil }
            return value
        #else
            return nil
        #endif
    }
}
