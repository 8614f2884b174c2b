import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a project file defensively: only a regular file (a FIFO or a device would block the run or
/// never end), at most `limit` bytes (64 MiB; the largest real `project.pbxproj` files are a few MB).
enum ProjectFileReader {
    static let limit = 64 << 20

    static func data(at path: String, limit: Int = limit) -> Result<Data, ProjectModelProblem> {
        func problem(_ message: String) -> Result<Data, ProjectModelProblem> {
            .failure(ProjectModelProblem(file: path, message: message))
        }
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else {
            return problem(errno == ENOENT ? "does not exist" : "cannot be read (\(String(cString: strerror(errno))))")
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return problem("cannot be read (\(String(cString: strerror(errno))))") }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            return problem((info.st_mode & S_IFMT) == S_IFDIR ? "is a folder, not a file" : "is not a regular file")
        }
        guard Int(info.st_size) <= limit else {
            return problem("is \(info.st_size) bytes, more than the \(limit >> 20) MiB a project file can be")
        }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var done = 0
        while done < bytes.count {
            let count = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + done, $0.count - done) }
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            guard count > 0 else {
                return problem(count == 0 ? "changed while it was read" : "cannot be read (\(String(cString: strerror(errno))))")
            }
            done += count
        }
        return .success(Data(bytes))
    }

    /// The kind of what is at `path`, following a symlink: nil when nothing is there.
    static func isFolder(_ path: String) -> Bool? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return (info.st_mode & S_IFMT) == S_IFDIR
    }
}
