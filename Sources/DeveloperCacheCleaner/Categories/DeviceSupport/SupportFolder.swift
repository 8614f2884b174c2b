/// One `<Platform> DeviceSupport` folder found under a root, with its identity on disk: two roots that
/// reach the same folder (a trailing slash, a symlink, a parent and a child) reach the same device and
/// inode, and the folder is then planned, sized and counted once.
public struct SupportFolder: Sendable, Hashable {
    /// Absolute path, symlinks in the root resolved.
    public let path: String
    public let platform: DeviceSupportPlatform
    let device: UInt64
    let inode: UInt64
}
