import DevToolsCore
import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A folder a category looks in, resolved once: a root given as (or reached through) a symlink is
/// followed to its target, as a user who moved `DerivedData` to another disk expects; nothing below it
/// ever is.
struct CategoryRoot: Sendable, Hashable {
    /// Absolute, symlinks resolved.
    let path: String
    let device: UInt64
    let inode: UInt64

    /// The root, or `nil` when it does not exist (nothing to clean there). A path that exists but is
    /// not a folder, or that cannot be reached (a folder above it not searchable), is an error: "nothing
    /// found" would be a lie.
    static func resolve(_ path: String) throws -> CategoryRoot? {
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        var info = stat()
        guard lstat(resolved, &info) == 0 else {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw ToolError(path: path, "cannot be reached (\(String(cString: strerror(errno))))")
        }
        let status = FileStatus(info)
        guard status.isDirectory else { throw ToolError(path: path, "not a folder") }
        return CategoryRoot(path: resolved, device: status.device, inode: status.inode)
    }

    /// The root at `path`; `nil` when missing, or when it cannot be reached or is no folder, which is
    /// added to `problems` (the run goes on).
    static func reach(_ path: String, problems: inout [String]) -> CategoryRoot? {
        do {
            return try resolve(path)
        } catch {
            problems.append("\(error)")
            return nil
        }
    }

    /// The root at `path` for a category's scan, as `reach`, and recorded in `scan.roots` (as given when
    /// not reached, so the report can say where nothing was found).
    static func find(_ path: String, for scan: inout CategoryScan) -> CategoryRoot? {
        let root = reach(path, problems: &scan.problems)
        scan.roots.append(root?.path ?? shown(path))
        return root
    }

    /// `path` standardized, for saying where nothing was found.
    static func shown(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }
}
