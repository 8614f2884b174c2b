/// What one root holds: its resolved path and identity, the DeviceSupport folders in it, and those of
/// them that are symlinks (reported, never followed).
struct RootListing {
    struct Root {
        let path: String
        let device: UInt64
        let inode: UInt64
    }

    let root: Root
    let folders: [SupportFolder]
    let links: [LinkedSupportFolder]
}
