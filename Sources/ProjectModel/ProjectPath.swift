import DevToolsCore
import Foundation

/// Paths as the model keeps them: absolute, with `.` and `..` worked out by their text (no symlink is
/// resolved, so a path stays the one the project names).
enum ProjectPath {
    /// `path` made absolute against the current folder and normalised.
    static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return normalized(path) }
        return join(FileManager.default.currentDirectoryPath, path)
    }

    /// `relative` below `base` (or `relative` itself when it is absolute), normalised.
    static func join(_ base: String, _ relative: String) -> String {
        if relative.hasPrefix("/") { return normalized(relative) }
        if relative.isEmpty { return normalized(base) }
        return normalized(base + "/" + relative)
    }

    /// `path` without empty, `.` and `..` components (`..` at the top stays at the top).
    static func normalized(_ path: String) -> String {
        // Most paths are already (a project's folders list thousands): `PathResolver`'s test says so.
        PathResolver.isNormalized(path) ? path : normalizedByParts(path)
    }

    /// `normalized`, the long way: component by component.
    static func normalizedByParts(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." {
                if !parts.isEmpty { parts.removeLast() }
                continue
            }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// The folder holding `path`.
    static func parent(_ path: String) -> String {
        let normalized = normalized(path)
        guard let slash = normalized.lastIndex(of: "/"), slash != normalized.startIndex else { return "/" }
        return String(normalized[..<slash])
    }

    /// The last component of `path`.
    static func name(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
