import Foundation

/// The files of git's index (`.git/index`): what the next commit holds, each with the id of its content.
///
/// A pre-commit hook lints the commit, and the index is its file list: reading it costs a few
/// milliseconds where walking a 20,000-file work tree and `stat`-ing every file costs tens, and each
/// entry's object id names its content exactly, so per-file records are found by content, not by a
/// `stat` (see `FileStamp.content`). Only what a hook's commit can be made of is read: versions 2–4 with
/// SHA-1 ids. A split or sparse index, skip-worktree or intent-to-add entries, or unmerged paths make
/// `read` return `nil`, and the caller walks the tree as usual.
public struct GitIndex: Sendable {
    public struct Entry: Sendable {
        /// Relative to the top of the work tree, `/`-separated.
        public let path: String
        public let kind: Kind
        /// The object id of the staged content (SHA-1), as a stamp (see `FileStamp.content`).
        public let content: FileStamp
    }

    public enum Kind: Sendable {
        case file
        case symlink
        /// A submodule: its files are another repository's.
        case submodule
    }

    /// The top of the work tree, absolute.
    public let workTree: String
    /// In the index's order (by path bytes).
    public let entries: [Entry]

    /// The absolute path of `entry`.
    public func path(of entry: Entry) -> String {
        workTree == "/" ? "/" + entry.path : workTree + "/" + entry.path
    }

    /// The index in effect for the repository whose work tree's top is `workTree`: `$GIT_INDEX_FILE`
    /// when set (git sets it for hooks of `commit -a` and `commit PATH`), else the repository's own.
    public static func read(workTree: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> GitIndex? {
        let path: String
        if let file = environment["GIT_INDEX_FILE"], !file.isEmpty {
            path = PathResolver.absolute(file, relativeTo: workTree)
        } else if let directory = GitDirectory.find(workTree: workTree) {
            path = (directory as NSString).appendingPathComponent("index")
        } else {
            return nil
        }
        guard let bytes = FileBytes.readBytes(path) else { return nil }
        return parse(bytes, workTree: workTree)
    }

    /// The top of the git work tree that holds `folder` (absolute): the nearest folder with a `.git`.
    public static func workTree(containing folder: String) -> String? {
        var current = folder
        while true {
            if FileIdentity(path: (current as NSString).appendingPathComponent(".git"), followingLinks: true) != nil { return current }
            let parent = (current as NSString).deletingLastPathComponent
            if parent == current || parent.isEmpty { return nil }
            current = parent
        }
    }

    /// The entries of an index file's bytes; `nil` for a layout this reader does not take (see the type).
    public static func parse(_ bytes: [UInt8], workTree: String) -> GitIndex? {
        bytes.withUnsafeBufferPointer { buffer in
            var reader = GitIndexReader(buffer)
            guard let entries = reader.entries() else { return nil }
            return GitIndex(workTree: PathResolver.absolute(workTree, relativeTo: "/"), entries: entries)
        }
    }
}
