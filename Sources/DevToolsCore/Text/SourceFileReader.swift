#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads one source file after another into the same buffer, for a worker thread that lints thousands.
///
/// Each file is opened relative to its folder, which stays open while the next files are in it: the
/// kernel then looks up one name per file instead of every folder of its absolute path (a tenth of a
/// 20,000-file run went into those lookups). The buffer is reused, so a run allocates a few buffers
/// rather than one per file. Failures are those of `FileBytes.readSourceBytes`, with the same errors.
/// Used by one thread at a time.
public final class SourceFileReader {
    /// A buffer grown past this for one large file is given back afterwards.
    private static let keptCapacity = 1 << 20

    private var buffer: UnsafeMutableRawPointer
    private var capacity: Int
    /// The open folder (its path's bytes) and its descriptor; -1 when it could not be opened, and then
    /// its files are opened by their absolute paths.
    private var folder: [UInt8] = []
    private var folderDescriptor: Int32 = -1
    /// The end of the bytes of the current file given back by `discard`, as an address.
    private var discardedEnd = 0

    public init() {
        capacity = 64 << 10
        buffer = .allocate(byteCount: capacity, alignment: 16)
    }

    deinit {
        if folderDescriptor >= 0 { close(folderDescriptor) }
        buffer.deallocate()
    }

    /// The bytes of `file`, valid until the next read; `nil` when it no longer exists (deleted since it
    /// was found) or could not be read during a lint run that records such failures.
    public func read(_ file: SourceFile) throws -> UnsafeBufferPointer<UInt8>? {
        var failure: Int32 = 0
        let count = file.contentPath.withCString { readWhole($0, failure: &failure) }  // another version, if any
        guard let count else {
            try FileBytes.sourceFailed(file, failure)
            return nil
        }
        return UnsafeBufferPointer(start: buffer.assumingMemoryBound(to: UInt8.self), count: count)
    }

    /// Gives the memory of the last read's first `offset` bytes back to the system (whole pages, a
    /// megabyte or more at a time), for a reader that will not read them again: they read as zeros, or
    /// as they were, until the next read. A worker scanning a 50 MB source a window at a time then does
    /// not keep all of it in memory beside the facts it has found.
    public func discard(below offset: Int) {
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let base = Int(bitPattern: buffer)
        let start = max((base + page - 1) / page * page, discardedEnd)
        let end = (base + min(offset, capacity)) / page * page
        guard end - start >= 1 << 20, let pages = UnsafeMutableRawPointer(bitPattern: start) else { return }
        #if os(Linux)
            _ = madvise(pages, end - start, Int32(MADV_DONTNEED))
        #else
            _ = madvise(pages, end - start, MADV_FREE)
        #endif
        discardedEnd = end
    }

    /// The stamp of `file` in place (not of another version): `stat` relative to its open folder, as
    /// `read` opens files, so a run that reads most files' records back looks up one name per file.
    public func stamp(of file: SourceFile) -> FileStamp? {
        file.absolutePath.withCString { path in
            var info = stat()
            let slash = folderSlash(path)
            guard let slash, folderDescriptor >= 0 else { return stat(path, &info) == 0 ? FileStamp(info) : nil }
            return fstatat(folderDescriptor, path + slash, &info, 0) == 0 ? FileStamp(info) : nil
        }
    }

    /// The file's length, its bytes in `buffer`; `failure` is the `errno` of the call that failed, or 0
    /// when the path is not a regular file.
    private func readWhole(_ path: UnsafePointer<CChar>, failure: inout Int32) -> Int? {
        if capacity > Self.keptCapacity { resize(to: Self.keptCapacity, keeping: 0) }
        discardedEnd = 0
        let descriptor = open(path)
        guard descriptor >= 0 else { failure = errno; return nil }
        defer { close(descriptor) }
        // The file is read first and looked at only when it fills the buffer: a source that is found to
        // be a regular file (by the walk) and ends before the buffer does needs no `fstat`, a system call
        // of four per file (a 20,000-file run). A folder fails the read (`EISDIR`); a FIFO or device
        // reads short or empty, or fills the buffer and is refused below.
        var filled = systemRead(descriptor, buffer, capacity)
        if filled < 0, errno == EISDIR { failure = 0; return nil }
        if filled < 0, errno != EINTR { failure = errno; return nil }
        if filled >= 0, filled < capacity { return filled }
        filled = max(filled, 0)
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { failure = errno; return nil }
        guard info.st_mode & S_IFMT == S_IFREG else { failure = 0; return nil }
        // One byte more than the file: a read that leaves it unfilled has met the end (see `FileBytes`).
        if capacity < Int(info.st_size) + 1 { resize(to: Int(info.st_size) + 1, keeping: filled) }
        while true {
            if filled == capacity { resize(to: capacity + max(4096, capacity / 2), keeping: filled) }  // it grew since fstat
            let got = systemRead(descriptor, buffer + filled, capacity - filled)
            if got < 0 && errno == EINTR { continue }
            guard got >= 0 else { failure = errno; return nil }
            if got == 0 { break }
            filled += got
            if filled < capacity { break }
        }
        return filled
    }

    /// Opens `path` for reading, relative to its folder's descriptor when it has one. Non-blocking, so
    /// that a FIFO put where a file was found is not waited on at `open`.
    private func open(_ path: UnsafePointer<CChar>) -> Int32 {
        let flags = O_RDONLY | O_CLOEXEC | O_NONBLOCK
        guard let slash = folderSlash(path), folderDescriptor >= 0 else { return systemOpen(path, flags) }
        return openat(folderDescriptor, path + slash, flags)
    }

    /// Makes the folder of `path` the open one, and gives the offset of its name within `path`; `nil`
    /// for a file at the root or without a folder.
    private func folderSlash(_ path: UnsafePointer<CChar>) -> Int? {
        var slash = strlen(path)
        while slash > 0, path[slash - 1] != CChar(UInt8(ascii: "/")) { slash -= 1 }
        guard slash > 1 else { return nil }
        let folderLength = slash - 1
        let sameFolder = folderLength == folder.count && folder.withUnsafeBufferPointer { memcmp($0.baseAddress!, path, folderLength) == 0 }
        if !sameFolder { enter(UnsafeRawBufferPointer(start: path, count: folderLength)) }
        return slash
    }

    /// Makes `path` (a folder's, not NUL-terminated) the open folder.
    private func enter(_ path: UnsafeRawBufferPointer) {
        if folderDescriptor >= 0 { close(folderDescriptor) }
        folder = Array(path)
        folder.append(0)
        #if os(Linux)
            // O_PATH (hidden from Swift behind _GNU_SOURCE): needs no read permission, as a path lookup.
            let flags: Int32 = 0o10000000 | O_DIRECTORY | O_CLOEXEC
        #else
            let flags = O_RDONLY | O_DIRECTORY | O_CLOEXEC
        #endif
        folderDescriptor = folder.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { systemOpen($0.baseAddress!, flags) }
        }
        folder.removeLast()
    }

    /// A buffer of `count` bytes, its first `kept` bytes those of the old one.
    private func resize(to count: Int, keeping kept: Int) {
        let resized = UnsafeMutableRawPointer.allocate(byteCount: count, alignment: 16)
        resized.copyMemory(from: buffer, byteCount: kept)
        buffer.deallocate()
        buffer = resized
        capacity = count
    }
}

/// `open(2)` and `read(2)`, named apart from the reader's own methods.
private func systemOpen(_ path: UnsafePointer<CChar>, _ flags: Int32) -> Int32 {
    #if canImport(Glibc)
        Glibc.open(path, flags)
    #else
        Darwin.open(path, flags)
    #endif
}

private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.read(descriptor, buffer, count)
    #else
        Darwin.read(descriptor, buffer, count)
    #endif
}
