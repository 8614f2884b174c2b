import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Builds a chain of folders `d/d/d/…` deeper than any path the system accepts, descriptor-relative
/// (mkdirat/openat), as a hostile tree for discovery tests.
enum NestedFolders {
    static func make(depth: Int, in root: String, fileName: String) throws {
        var fd = open(root, O_RDONLY | O_DIRECTORY)
        guard fd >= 0 else { throw POSIXError(.ENOENT) }
        for _ in 0..<depth {
            guard mkdirat(fd, "d", 0o755) == 0 else { close(fd); throw POSIXError(.EIO) }
            let next = openat(fd, "d", O_RDONLY | O_DIRECTORY)
            close(fd)
            guard next >= 0 else { throw POSIXError(.EIO) }
            fd = next
        }
        let file = openat(fd, fileName, O_WRONLY | O_CREAT, 0o644)
        if file >= 0 { close(file) }
        close(fd)
    }

    /// `rm -rf` copes with trees deeper than PATH_MAX.
    static func remove(_ path: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/rm")
        process.arguments = ["-rf", path]
        try? process.run()
        process.waitUntilExit()
    }
}
