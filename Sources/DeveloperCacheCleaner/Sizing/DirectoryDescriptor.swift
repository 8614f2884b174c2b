#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Opens folders for reading without following symlinks, and without touching their access time where
/// the system allows it (`O_NOATIME` is Linux-only and refused for files one does not own).
enum DirectoryDescriptor {
    static let flags = O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC
    #if os(Linux)
        /// `O_NOATIME` from <fcntl.h>, hidden behind `_GNU_SOURCE` in Glibc's Swift module (same value on
        /// x86_64 and arm64).
        static let noAccessTime: Int32 = 0o1000000
    #endif

    static func open(_ path: String) -> Int32 {
        open(path, relativeTo: AT_FDCWD)
    }

    static func open(_ name: UnsafePointer<CChar>, relativeTo parent: Int32) -> Int32 {
        #if os(Linux)
            let fd = openat(parent, name, flags | noAccessTime)
            if fd >= 0 || errno != EPERM { return fd }
        #endif
        return openat(parent, name, flags)
    }

    static func open(_ name: String, relativeTo parent: Int32) -> Int32 {
        name.withCString { open($0, relativeTo: parent) }
    }
}
