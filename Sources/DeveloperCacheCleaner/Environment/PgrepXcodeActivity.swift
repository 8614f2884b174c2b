import DevToolsCore
import Foundation

/// Whether Xcode or xcodebuild is running, asked of `pgrep -x NAME` (exit 0: running, 1: not): deleting
/// DeviceSupport folders under a running Xcode can break a debugging session or a symbol copy in progress.
public struct PgrepXcodeActivity: Sendable {
    let runner: any ToolRunning
    let timeout: TimeInterval

    public init(runner: any ToolRunning, timeout: TimeInterval = MacEnvironment.defaultTimeout) {
        self.runner = runner
        self.timeout = timeout
    }

    /// The names running, or why it cannot be told (pgrep missing, failing, or not answering).
    public func runningXcodeProcesses() -> Result<[String], ToolProblem> {
        var running: [String] = []
        for name in ["Xcode", "xcodebuild"] {
            switch ToolCall("pgrep", ["-x", name]).run(with: runner, timeout: timeout, accepting: [0, 1]) {
            case .failure(let problem): return .failure(problem)
            case .success(let output): if output.status == 0 { running.append(name) }
            }
        }
        return .success(running)
    }
}
