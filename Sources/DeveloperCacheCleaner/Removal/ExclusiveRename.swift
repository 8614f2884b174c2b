#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `renameat` that never replaces what is already at the target: Linux's `renameat2(RENAME_NOREPLACE)`,
/// macOS's `renameatx_np(RENAME_EXCL)`. A file system that cannot promise it (EINVAL) gets a plain
/// `renameat` after a check that the name is free, which leaves only the moment between the two open.
enum ExclusiveRename {
    /// 0, or -1 with `errno` set (EEXIST when the target is taken).
    static func rename(_ parent: Int32, _ name: String, to folder: Int32, _ target: String) -> Int32 {
        #if os(Linux)
            if let renameat2 = linuxRenameat2 {
                let result = renameat2(parent, name, folder, target, 1)  // RENAME_NOREPLACE
                if result == 0 || (errno != EINVAL && errno != ENOSYS) { return result }
            }
        #elseif canImport(Darwin)
            let result = renameatx_np(parent, name, folder, target, UInt32(RENAME_EXCL))
            if result == 0 || errno != EINVAL { return result }
        #endif
        var info = stat()
        guard fstatat(folder, target, &info, AT_SYMLINK_NOFOLLOW) != 0 else {
            errno = EEXIST
            return -1
        }
        return renameat(parent, name, folder, target)
    }

    #if os(Linux)
        typealias Renameat2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32

        /// glibc 2.28 and later export it, but its header declares it only for `_GNU_SOURCE`.
        static let linuxRenameat2: Renameat2? = {
            guard let symbol = dlsym(nil, "renameat2") else { return nil }
            return unsafeBitCast(symbol, to: Renameat2.self)
        }()
    #endif
}
