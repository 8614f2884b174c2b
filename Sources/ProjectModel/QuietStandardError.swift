import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs work with the process's standard error pointed at `/dev/null`: CoreFoundation's property-list
/// parser logs its own line about a malformed file (`CFPropertyListCreateFromXMLData(): Old-style plist
/// parser: missing semicolon…`) before it returns its error, and a lint run reports a bad project file
/// once, as a finding, never as stray text on stderr (a merge conflict left in `project.pbxproj` is
/// the common case). One parse at a time; the few milliseconds it takes are the only time anything
/// written to stderr is lost.
enum QuietStandardError {
    private static let lock = NSLock()

    static func run<T>(_ work: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        let saved = dup(STDERR_FILENO)
        let null = open("/dev/null", O_WRONLY)
        guard saved >= 0, null >= 0 else {
            if saved >= 0 { close(saved) }
            if null >= 0 { close(null) }
            return try work()
        }
        dup2(null, STDERR_FILENO)
        close(null)
        defer {
            dup2(saved, STDERR_FILENO)
            close(saved)
        }
        return try work()
    }
}
