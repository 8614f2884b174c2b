import DevToolsCore
import Foundation

/// Asks `xcrun devicectl list devices --json-output FILE` which devices this Mac knows.
public struct DeviceCtlPairedDevices: Sendable {
    let runner: any ToolRunning
    let timeout: TimeInterval

    public init(runner: any ToolRunning, timeout: TimeInterval = MacEnvironment.defaultTimeout) {
        self.runner = runner
        self.timeout = timeout
    }

    public func pairedDevices() -> Result<[PairedDevice], ToolProblem> {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("devtools-devicectl-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: output) }
        let call = ToolCall("xcrun", ["devicectl", "list", "devices", "--json-output", output.path])
        return call.run(with: runner, timeout: timeout).flatMap { _ in
            guard let data = FileManager.default.contents(atPath: output.path), let devices = DeviceCtlOutput.devices(from: data) else {
                return .failure(call.notUnderstood)
            }
            return .success(devices)
        }
    }
}
