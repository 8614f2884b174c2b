#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation

/// Reads a whole file with one `open`/`fstat`/`read`: a buffer of the file's size, filled in place.
/// (`FileManager.contents(atPath:)` costs more, and on Linux keeps about 4 KB for every empty file.)
public enum FileBytes {
    public static func read(_ path: String) -> Data? {
        readWhole(path, into: Data.self)
    }

    /// The same, straight into an array of bytes (no `Data` in between), for readers that index bytes.
    public static func readBytes(_ path: String) -> [UInt8]? {
        readWhole(path, into: [UInt8].self)
    }

    /// A file a linter was given: its bytes, or `nil` when it no longer exists (deleted since it was
    /// found, as an editor's temporary file or a branch switch can do: there is nothing to lint). Any
    /// other failure is a one-line `ToolError` with the system's reason (`Permission denied`), or, during
    /// a lint run that watches the file's tree, a `nil` recorded in `ReadFailureCollector`.
    public static func readSource(_ file: SourceFile) throws -> Data? {
        try source(file) { readWhole(file.contentPath, into: Data.self, failure: &$0) }
    }

    /// The same, as an array of bytes.
    public static func readSourceBytes(_ file: SourceFile) throws -> [UInt8]? {
        try source(file) { readWhole(file.contentPath, into: [UInt8].self, failure: &$0) }
    }

    private static func source<Buffer>(_ file: SourceFile, _ read: (inout Int32) -> Buffer?) throws -> Buffer? {
        var failure: Int32 = 0
        if let buffer = read(&failure) { return buffer }
        try sourceFailed(file, failure)
        return nil
    }

    /// After a read of `file` failed with `failure` (an `errno`, 0 for "not a regular file"): returns
    /// when the file no longer exists or the failure is recorded, else throws it.
    static func sourceFailed(_ file: SourceFile, _ failure: Int32) throws {
        if failure == ENOENT || failure == ENOTDIR { return }
        let reason = "cannot be read (\(failure == 0 ? "not a regular file" : String(cString: strerror(failure))))"
        if ReadFailureCollector.shared.record(file.absolutePath, reason: reason) { return }
        throw ToolError(path: file.displayPath, reason)
    }

    private static func readWhole<Buffer: FileByteBuffer>(_ path: String, into type: Buffer.Type) -> Buffer? {
        var failure: Int32 = 0
        return readWhole(path, into: type, failure: &failure)
    }

    /// `failure` is the `errno` of the call that failed, or 0 when the path is not a regular file.
    private static func readWhole<Buffer: FileByteBuffer>(_ path: String, into _: Buffer.Type, failure: inout Int32) -> Buffer? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { failure = errno; return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { failure = errno; return nil }
        guard info.st_mode & S_IFMT == S_IFREG else { failure = 0; return nil }
        // One byte more than the file: a read that leaves it unfilled has met the end, which saves the
        // second `read` that would only return 0 (one system call per file on every run).
        var buffer = Buffer(zeroed: Int(info.st_size) + 1)
        var filled = 0
        while true {
            // A file that grew since fstat is read to its end.
            if filled == buffer.count { buffer.resize(to: buffer.count + max(4096, buffer.count / 2)) }
            let got = buffer.withUnsafeMutableBytes { bytes in
                systemRead(descriptor, bytes.baseAddress! + filled, bytes.count - filled)
            }
            if got < 0 && errno == EINTR { continue }
            guard got >= 0 else { failure = errno; return nil }
            if got == 0 { break }
            filled += got
            if filled < buffer.count { break }  // a regular file gives less than asked only at its end
        }
        buffer.resize(to: filled)
        return buffer
    }
}

/// What `FileBytes` can fill in place: `Data` and `[UInt8]`.
protocol FileByteBuffer {
    init(zeroed count: Int)
    var count: Int { get }
    mutating func resize(to count: Int)
    mutating func withUnsafeMutableBytes<Result>(_ body: (UnsafeMutableRawBufferPointer) throws -> Result) rethrows -> Result
}

extension Data: FileByteBuffer {
    init(zeroed count: Int) { self.init(count: count) }
    mutating func resize(to count: Int) { self.count = count }
}

extension Array: FileByteBuffer where Element == UInt8 {
    init(zeroed count: Int) { self.init(repeating: 0, count: count) }

    mutating func resize(to count: Int) {
        if count < self.count { removeLast(self.count - count) } else { append(contentsOf: repeatElement(0, count: count - self.count)) }
    }
}

/// `read(2)`, named apart from `FileBytes.read`.
@inline(__always)
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.read(descriptor, buffer, count)
    #else
        Darwin.read(descriptor, buffer, count)
    #endif
}
