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

    /// Colour only on a terminal, and never when `NO_COLOR` is set (https://no-color.org).
    public static func shouldUseColor(
        fileDescriptor: Int32 = STDOUT_FILENO,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Bool {
        environment["NO_COLOR"] == nil && isTerminal(fileDescriptor)
    }

    /// Writes a line (or, with `newline: false`, a fragment such as a progress update) to standard error.
    public static func printError(_ line: String, newline: Bool = true) {
        FileHandle.standardError.write(Data((newline ? line + "\n" : line).utf8))
    }
}
