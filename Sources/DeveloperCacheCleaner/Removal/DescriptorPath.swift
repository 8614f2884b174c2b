import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a folder really is: `realpath` for a path, and for an open descriptor the path the system
/// knows it by (Linux `/proc/self/fd`, macOS `F_GETPATH`), which no link swapped in since can fake.
enum DescriptorPath {
    static func real(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    static func of(_ fd: Int32) -> String? {
        #if os(Linux)
            return try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(fd)")
        #elseif os(macOS)
            var buffer = [CChar](repeating: 0, count: Int(MAXPATHLEN))
            guard fcntl(fd, F_GETPATH, &buffer) == 0 else { return nil }
            return String(cString: buffer)
        #else
            return nil
        #endif
    }
}
