/// A `<Platform> DeviceSupport` folder that is a symlink, typically to an external disk. It is never
/// followed from its root, but it is reported with its target so the user can clean it on purpose with
/// `--root TARGET`, instead of being told that there is nothing to clean.
public struct LinkedSupportFolder: Sendable, Hashable, Encodable {
    /// Absolute path of the link.
    public let path: String
    /// Absolute path the link points to (relative targets resolved against the link's folder).
    public let target: String
    /// Whether the target exists and is a folder.
    public let targetExists: Bool
}
