import Foundation

/// Runs a command-line tool (`xcrun`, `pgrep`, `lsof`) and says what it printed and how it ended: the one
/// way clean-support asks the machine anything it cannot read from files, so tests put fake tools first
/// on `PATH` and every caller's failures (tool missing, non-zero exit, output not understood, no answer
/// in time) are exercised on any platform.
public protocol ToolRunning: Sendable {
    /// `tool` looked up on the runner's `PATH`, run with `arguments`, stopped after `timeout` seconds.
    func run(_ tool: String, _ arguments: [String], timeout: TimeInterval) -> Result<ToolOutput, ToolFailure>
}
