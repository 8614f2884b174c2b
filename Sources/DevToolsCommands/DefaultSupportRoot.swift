import Foundation

/// Where clean-support looks when no `--root` is given.
enum DefaultSupportRoot {
    /// `$HOME/Library/Developer/Xcode`: `HOME` from the environment when set, as the shell reads it, so a
    /// user (or a test) can point a run at another home; Foundation's home directory only when it is not
    /// (which need not follow `HOME` on every platform).
    static func path(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return (home as NSString).appendingPathComponent("Library/Developer/Xcode")
    }
}
