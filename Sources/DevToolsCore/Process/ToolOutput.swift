import Foundation

/// What a tool that ran printed, and its exit status.
public struct ToolOutput: Sendable, Equatable {
    public let status: Int32
    public let stdout: Data
    public let stderr: Data

    public init(status: Int32, stdout: Data, stderr: Data = Data()) {
        self.status = status
        self.stdout = stdout
        self.stderr = stderr
    }

    /// The first line the tool wrote on stderr, for a one-line problem; `nil` when it wrote nothing.
    public var firstErrorLine: String? {
        String(decoding: stderr, as: UTF8.self).split(whereSeparator: \.isNewline).lazy
            .map { $0.trimmingCharacters(in: .whitespaces) }.first { !$0.isEmpty }
    }

    /// `exit 72: xcrun: error: unable to find utility "simctl"`: the status and the tool's own word.
    public var exitDescription: String {
        "exit \(status)" + (firstErrorLine.map { ": " + $0 } ?? "")
    }
}
