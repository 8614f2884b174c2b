import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Facts about the terminal the tools talk to.
public enum Terminal {
    public static func isTerminal(_ fileDescriptor: Int32) -> Bool { isatty(fileDescriptor) == 1 }

    public static var stdoutIsTerminal: Bool { isTerminal(STDOUT_FILENO) }
    public static var stderrIsTerminal: Bool { isTerminal(STDERR_FILENO) }
    public static var stdinIsTerminal: Bool { isTerminal(STDIN_FILENO) }

    /// Colour as `choice` says; for `auto`, only on a terminal, never when `NO_COLOR` is set to a
    /// non-empty value (https://no-color.org: an empty one counts as unset), never when `TERM=dumb`.
    public static func shouldUseColor(
        _ choice: ColorChoice = .auto,
        fileDescriptor: Int32 = STDOUT_FILENO,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Bool {
        switch choice {
        case .always: return true
        case .never: return false
        case .auto:
            if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
            if environment["TERM"] == "dumb" { return false }
            return isTerminal(fileDescriptor)
        }
    }

    /// Writes a line (or, with `newline: false`, a fragment such as a progress update) to standard error.
    public static func printError(_ line: String, newline: Bool = true) {
        FileHandle.standardError.write(Data((newline ? line + "\n" : line).utf8))
    }
}
