#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation

/// Replaces a user's file in one step: the new bytes go to a temporary file in the same folder, are
/// flushed to disk, take the old file's permissions, and are renamed over it. A crash or a full disk
/// leaves either the old file or the new one, never half of one; a file that cannot be written (read-only
/// folder or file) is a `ToolError` and stays untouched.
public enum AtomicFileWriter {
    ///
    /// A link is kept: the file it leads to is replaced (renaming over the link would turn it into a
    /// copy and leave the real file as it was). The file keeps its owner and group where the system lets it.
    public static func replace(_ given: String, with bytes: Data, shownAs display: String) throws {
        var path = given
        if let real = realpath(given, nil) {
            path = String(cString: real)
            free(real)
        }
        var info = stat()
        guard stat(path, &info) == 0 else { throw failure(display, errno) }
        // The mode bits, not only `access`: a file its owner made read-only stays so even for root.
        guard info.st_mode & S_IWUSR != 0, access(path, W_OK) == 0 else { throw failure(display, EACCES) }
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        var template = Array((folder + "/." + name + ".devtools-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw failure(display, errno) }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var closed = false
        defer {
            if !closed { close(descriptor) }
        }
        do {
            try bytes.withUnsafeBytes { raw in
                var written = 0
                while written < raw.count {
                    let count = write(descriptor, raw.baseAddress! + written, raw.count - written)
                    if count < 0 && errno == EINTR { continue }
                    guard count > 0 else { throw failure(display, errno) }
                    written += count
                }
            }
            if info.st_uid != geteuid() || info.st_gid != getegid() { _ = fchown(descriptor, info.st_uid, info.st_gid) }
            guard fchmod(descriptor, info.st_mode & 0o7777) == 0, fsync(descriptor) == 0 else { throw failure(display, errno) }
            closed = true
            guard close(descriptor) == 0, rename(temporary, path) == 0 else { throw failure(display, errno) }
        } catch {
            unlink(temporary)
            throw error
        }
    }

    private static func failure(_ display: String, _ code: Int32) -> ToolError {
        ToolError(path: display, "cannot write the fixed file (\(String(cString: strerror(code)))); it was left as it was")
    }
}
