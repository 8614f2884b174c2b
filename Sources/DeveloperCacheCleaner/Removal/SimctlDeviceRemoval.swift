import DevToolsCore
import Foundation

/// Deletes one simulator device through `xcrun simctl [--set SET] delete UDID`, so that
/// CoreSimulatorService, which owns the device folders while it runs, forgets the device too.
public struct SimctlDeviceRemoval: Sendable {
    let runner: any ToolRunning
    let timeout: TimeInterval

    public init(runner: any ToolRunning, timeout: TimeInterval = MacEnvironment.defaultTimeout) {
        self.runner = runner
        self.timeout = timeout
    }

    /// The failure, or `nil` when deleted.
    func delete(udid: String, deviceSet: String?, path: String) -> RemovalFailure? {
        let call = ToolCall("xcrun", ["simctl"] + (deviceSet.map { ["--set", $0] } ?? []) + ["delete", udid])
        guard case .failure(let problem) = call.run(with: runner, timeout: timeout) else { return nil }
        return RemovalFailure(path: path, error: problem.description)
    }
}
