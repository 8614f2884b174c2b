/// Builds an item for one entry of a folder from its `lstat`, before any policy has looked at it.
enum EntryStatus {
    /// `nil` when the entry vanished meanwhile.
    static func item(
        _ name: String, in parent: String, root: String, category: CleanupCategoryID
    ) -> (CleanupItem, FileStatus)? {
        let path = parent + "/" + name
        guard let status = FileStatus(path: path) else { return nil }
        let item = CleanupItem(
            category: category, path: path, parent: parent, root: root, name: name, isSymlink: status.isSymlink,
            isFolder: status.isDirectory,
            device: status.device, inode: status.inode, lastUsed: status.lastUsed, lastModified: status.modified)
        return (item, status)
    }
}
