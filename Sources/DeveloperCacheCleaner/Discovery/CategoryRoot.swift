import DevToolsCore
import Foundation

/// A folder a category looks in, resolved once: a root given as (or reached through) a symlink is
/// followed to its target, as a user who moved `DerivedData` to another disk expects; nothing below it
/// ever is.
struct CategoryRoot: Sendable, Hashable {
    /// Absolute, symlinks resolved.
    let path: String
    let device: UInt64
    let inode: UInt64

    /// The root, or `nil` when it does not exist (nothing to clean there). A path that exists but is
    /// not a folder is an error.
    static func resolve(_ path: String) throws -> CategoryRoot? {
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        guard let status = FileStatus(path: resolved) else { return nil }
        guard status.isDirectory else { throw ToolError(path: path, "not a folder") }
        return CategoryRoot(path: resolved, device: status.device, inode: status.inode)
    }

    /// The root at `path` for a category's scan: recorded in `scan.roots` (as given when missing, so the
    /// report can say where nothing was found); `nil` when missing.
    static func find(_ path: String, for scan: inout CategoryScan) throws -> CategoryRoot? {
        guard let root = try resolve(path) else {
            scan.roots.append(shown(path))
            return nil
        }
        scan.roots.append(root.path)
        return root
    }

    /// `path` standardized, for saying where nothing was found.
    static func shown(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }
}
