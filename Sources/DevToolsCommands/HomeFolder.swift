import Foundation

/// Where clean-support's default locations start.
enum HomeFolder {
    /// `HOME` from the environment when set, as the shell reads it, so a user (or a test) can point a
    /// whole run at another home; Foundation's home directory only when it is not (which need not
    /// follow `HOME` on every platform).
    static func path(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
    }
}
