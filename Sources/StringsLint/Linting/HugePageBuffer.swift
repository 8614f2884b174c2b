import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Memory to read a large file into, asked to be backed by 2 MB pages (Linux's transparent huge pages,
/// which most systems grant on `madvise`). Read into ordinary memory, a 50 MB file costs 13,000 page
/// faults, each zeroing its 4 KB page: four times the copy itself. In 2 MB pages it costs a few dozen.
/// Where huge pages are not granted the memory is ordinary pages and the read is as before.
enum HugePageBuffer {
    /// The size of a huge page, to which the memory is aligned (the kernel backs only aligned 2 MB).
    static let pageSize = 2 << 20

    /// Memory for `count` bytes and the `Data` deallocator that gives it back, or nil when it cannot
    /// be had that way (not Linux, or no memory mapped): then the caller allocates as usual.
    static func allocate(_ count: Int) -> (base: UnsafeMutableRawPointer, deallocator: Data.Deallocator)? {
        #if os(Linux)
            let length = (count + pageSize - 1) / pageSize * pageSize
            // Room to move the start to a 2 MB boundary, then the parts before and after it unmapped.
            let mapped = length + pageSize
            let raw = mmap(nil, mapped, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
            guard let raw, raw != UnsafeMutableRawPointer(bitPattern: -1) else { return nil }  // MAP_FAILED
            let address = UInt(bitPattern: raw)
            let aligned = (address + UInt(pageSize) - 1) / UInt(pageSize) * UInt(pageSize)
            let head = Int(aligned - address)
            if head > 0 { munmap(raw, head) }
            if mapped - head - length > 0 { munmap(raw + head + length, mapped - head - length) }
            let base = raw + head
            _ = madvise(base, length, MADV_HUGEPAGE)
            return (base, .custom { pointer, _ in munmap(pointer, length) })
        #else
            return nil
        #endif
    }
}
