#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads the name out of a `readdir` entry.
public enum DirectoryEntryName {
    public static func string(_ entry: UnsafeMutablePointer<dirent>) -> String {
        withCName(entry) { String(cString: $0) }
    }

    /// Calls `body` with the entry's NUL-terminated name, without copying it.
    public static func withCName<Result>(_ entry: UnsafeMutablePointer<dirent>, _ body: (UnsafePointer<CChar>) -> Result) -> Result {
        withUnsafePointer(to: &entry.pointee.d_name) {
            $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1, body)
        }
    }

    /// `.` or `..`, checked on the raw bytes.
    public static func isDotOrDotDot(_ entry: UnsafeMutablePointer<dirent>) -> Bool {
        withCName(entry) { name in name[0] == 46 && (name[1] == 0 || (name[1] == 46 && name[2] == 0)) }
    }
}
