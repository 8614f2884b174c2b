import Foundation

/// Why a tool gave no answer at all.
public enum ToolFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// Nowhere on `PATH`.
    case notFound(tool: String)
    /// Found, but the system would not start it.
    case couldNotStart(tool: String, reason: String)
    /// Still running after the timeout; it was stopped.
    case timedOut(tool: String, seconds: TimeInterval)
    /// Ended by a signal, not by exiting.
    case killed(tool: String, signal: Int32)

    public var description: String {
        switch self {
        case .notFound(let tool): "\(tool) was not found on PATH"
        case .couldNotStart(let tool, let reason): "\(tool) could not be started (\(reason))"
        case .timedOut(let tool, let seconds): "\(tool) did not answer within \(Int(seconds)) s and was stopped"
        case .killed(let tool, let signal): "\(tool) was ended by signal \(signal)"
        }
    }
}
