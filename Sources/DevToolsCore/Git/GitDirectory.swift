import Foundation

/// Where a work tree's repository lives: its `.git` folder, or the folder a `.git` file points to (a
/// linked worktree or a submodule: `gitdir: PATH`).
enum GitDirectory {
    static func find(workTree: String) -> String? {
        let dotGit = (workTree as NSString).appendingPathComponent(".git")
        guard let identity = FileIdentity(path: dotGit, followingLinks: true) else { return nil }
        if identity.isDirectory { return dotGit }
        guard identity.isRegularFile, let bytes = FileBytes.readBytes(dotGit),
            let text = String(bytes: bytes, encoding: .utf8), text.hasPrefix("gitdir:")
        else { return nil }
        let target = text.dropFirst("gitdir:".count).trimmingCharacters(in: .whitespacesAndNewlines)
        return target.isEmpty ? nil : PathResolver.absolute(target, relativeTo: workTree)
    }
}
