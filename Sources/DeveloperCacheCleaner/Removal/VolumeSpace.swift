#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The free space of the volumes a run removes from, read with `statvfs` before and after: the honest
/// figure beside the estimate, which APFS clones and snapshots (Time Machine's local ones) make
/// smaller, since their blocks stay alive after the files go.
struct VolumeSpace: Sendable {
    /// Free bytes available to this user, by volume (`st_dev` of a folder on it).
    private(set) var freeBytes: [UInt64: Int64] = [:]

    /// Reads each volume once, through one folder on it.
    init(folders: [(device: UInt64, path: String)]) {
        for folder in folders where freeBytes[folder.device] == nil {
            if let free = Self.available(at: folder.path) { freeBytes[folder.device] = free }
        }
    }

    static func available(at path: String) -> Int64? {
        var info = statvfs()
        guard statvfs(path, &info) == 0 else { return nil }
        return Int64(info.f_bavail) * Int64(info.f_frsize)
    }

    /// Bytes gained from `before` to `self`, over the volumes both measured.
    func gained(since before: VolumeSpace) -> Int64 {
        freeBytes.reduce(0) { total, entry in total + (before.freeBytes[entry.key].map { entry.value - $0 } ?? 0) }
    }
}
