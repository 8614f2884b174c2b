import DevToolsCore

/// "Sizing 12/40 folders…" and "Removing 3/12 folders…" on stderr, only when stderr is a terminal:
/// sizing and deleting gigabytes take long enough that silence would look like a hang.
enum FolderProgress {
    static func reporter(_ verb: String) -> (@Sendable (Int, Int) -> Void)? {
        guard Terminal.stderrIsTerminal else { return nil }
        return { done, total in
            let end = done == total ? "\r\u{1B}[K" : ""
            Terminal.printError("\r\(verb) \(done)/\(total) folders…\(end)", newline: false)
        }
    }
}
