import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How wide the clean-support table may be: `COLUMNS` when set (as `ls` reads it, so a user or a test can
/// choose), else the width of the terminal the output goes to; no limit for a file or a pipe.
enum TerminalColumns {
    static func width(of fileDescriptor: Int32, environment: [String: String] = ProcessInfo.processInfo.environment) -> Int? {
        if let text = environment["COLUMNS"], let columns = Int(text), columns > 0 { return columns }
        guard isatty(fileDescriptor) == 1 else { return nil }
        var size = winsize()
        guard ioctl(fileDescriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
        return Int(size.ws_col)
    }
}
