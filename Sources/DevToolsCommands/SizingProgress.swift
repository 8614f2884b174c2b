import DevToolsCore

/// "Sizing 12/40 folders…" on stderr, only when stderr is a terminal.
enum SizingProgress {
    static func reporter() -> (@Sendable (Int, Int) -> Void)? {
        guard Terminal.stderrIsTerminal else { return nil }
        return { done, total in
            let end = done == total ? "\r\u{1B}[K" : ""
            Terminal.printError("\rSizing \(done)/\(total) folders…\(end)", newline: false)
        }
    }
}
