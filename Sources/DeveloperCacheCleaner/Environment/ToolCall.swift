import DevToolsCore
import Foundation

/// One question asked of a tool (`xcrun simctl list -j runtimes`): its answer, or a one-line problem
/// that names the command and what went wrong.
struct ToolCall: Sendable {
    let tool: String
    let arguments: [String]

    init(_ tool: String, _ arguments: [String]) {
        self.tool = tool
        self.arguments = arguments
    }

    /// The command as a user would type it.
    var spoken: String { ([tool] + arguments).joined(separator: " ") }

    /// The tool's output when it exited with one of `accepted`; otherwise why not.
    func run(with runner: any ToolRunning, timeout: TimeInterval, accepting accepted: Set<Int32> = [0]) -> Result<ToolOutput, ToolProblem> {
        switch runner.run(tool, arguments, timeout: timeout) {
        case .failure(let failure): return .failure(ToolProblem("cannot run \(spoken): \(failure)"))
        case .success(let output) where !accepted.contains(output.status):
            return .failure(ToolProblem("\(spoken) failed (\(output.exitDescription))"))
        case .success(let output): return .success(output)
        }
    }

    /// The tool answered, but not in a form this version reads.
    var notUnderstood: ToolProblem { ToolProblem("\(spoken) printed output this version does not understand") }
}
