#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A `stat` result's times, named the same on every platform (Linux `st_mtim`, Darwin `st_mtimespec`).
extension stat {
    public var accessTime: timespec {
        #if os(macOS)
            st_atimespec
        #else
            st_atim
        #endif
    }

    public var modificationTime: timespec {
        #if os(macOS)
            st_mtimespec
        #else
            st_mtim
        #endif
    }

    public var statusChangeTime: timespec {
        #if os(macOS)
            st_ctimespec
        #else
            st_ctim
        #endif
    }
}

extension timespec {
    /// Nanoseconds since 1970.
    public var nanoseconds: Int64 { Int64(tv_sec) * 1_000_000_000 + Int64(tv_nsec) }
}
