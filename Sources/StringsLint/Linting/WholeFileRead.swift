import Dispatch
import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a `.strings` file whole, a large one in two halves at once (two `pread`s on two cores) into
/// huge pages (`HugePageBuffer`): copying 50 MB out of the page cache into ordinary memory is otherwise
/// a fifth of linting it. It only ever succeeds the plain way:
/// for anything out of the ordinary (no such file, a read error, a file that changes size while being
/// read) it returns nil, and `FileBytes.readSource` reads the file again with its reporting of failures.
enum WholeFileRead {
    /// Files from this size are read in two halves.
    static let halvesFromSize = 8 << 20

    static func read(_ path: String) -> Data? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        let size = Int(info.st_size)
        // One byte more than the file: when it stays unread, the file ended where fstat said.
        if size >= halvesFromSize, let (base, deallocator) = HugePageBuffer.allocate(size + 1) {
            let data = Data(bytesNoCopy: base, count: size, deallocator: deallocator)
            return fill(base, from: descriptor, size: size) ? data : nil
        }
        var data = Data(count: size + 1)
        let whole = data.withUnsafeMutableBytes { raw -> Bool in
            guard let base = raw.baseAddress else { return false }
            return fill(base, from: descriptor, size: size)
        }
        guard whole else { return nil }
        data.count = size
        return data
    }

    /// Reads the file into `base`, which has room for `size + 1` bytes; whether it was `size` bytes long.
    private static func fill(_ base: UnsafeMutableRawPointer, from descriptor: Int32, size: Int) -> Bool {
        guard size >= halvesFromSize else { return readFully(descriptor, base, count: size + 1, at: 0) == size }
        let halves = HalvesRead(descriptor: descriptor, buffer: base, size: size)
        DispatchQueue.concurrentPerform(iterations: 2) { halves.read($0) }
        return halves.complete && readFully(descriptor, base + size, count: 1, at: size) == 0
    }

    /// Reads up to `count` bytes at `offset`; how many it got, or -1 on an error.
    fileprivate static func readFully(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, count: Int, at offset: Int) -> Int {
        var filled = 0
        while filled < count {
            let got = pread(descriptor, buffer + filled, count - filled, off_t(offset + filled))
            if got < 0 && errno == EINTR { continue }
            guard got >= 0 else { return -1 }
            if got == 0 { break }
            filled += got
        }
        return filled
    }

    /// The two halves of a file read into one buffer, each by one thread into its own part, and
    /// whether each was read whole (each flag written by its thread only).
    private final class HalvesRead: @unchecked Sendable {
        private let descriptor: Int32
        private let buffer: UnsafeMutableRawPointer
        private let size: Int
        private var first = false
        private var second = false

        init(descriptor: Int32, buffer: UnsafeMutableRawPointer, size: Int) {
            (self.descriptor, self.buffer, self.size) = (descriptor, buffer, size)
        }

        func read(_ half: Int) {
            let middle = size / 2
            let (start, count) = half == 0 ? (0, middle) : (middle, size - middle)
            let complete = WholeFileRead.readFully(descriptor, buffer + start, count: count, at: start) == count
            if half == 0 { first = complete } else { second = complete }
        }

        var complete: Bool { first && second }
    }
}
