/// Why a question to a tool got no usable answer, as one line naming the command: `xcrun simctl list -j
/// runtimes failed (exit 72: xcrun: error: unable to find utility "simctl")`.
public struct ToolProblem: Error, Sendable, Equatable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
