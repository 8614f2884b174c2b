import Foundation

/// Turns user-given paths into absolute ones and absolute ones into what the user should see.
public enum PathResolver {
    /// `path` made absolute against `base` and standardized (no `.`/`..`, no trailing slash).
    public static func absolute(_ path: String, relativeTo base: String) -> String {
        let joined = path.hasPrefix("/") ? path : (base as NSString).appendingPathComponent(path)
        return (joined as NSString).standardizingPath
    }

    /// `path` relative to `base` when inside it, otherwise unchanged.
    public static func display(_ path: String, relativeTo base: String) -> String {
        relative(path, to: base) ?? path
    }

    /// `path` relative to `base`, or `nil` when `path` is not inside `base`.
    public static func relative(_ path: String, to base: String) -> String? {
        let prefix = base.hasSuffix("/") ? base : base + "/"
        if path == base { return "." }
        guard path.hasPrefix(prefix) else { return nil }
        return String(path.dropFirst(prefix.count))
    }

    /// `path` relative to the folder `base`, stepping up with `..` where needed (both absolute).
    public static func relativeWithParents(_ path: String, to base: String) -> String {
        let target = path.split(separator: "/"), from = base.split(separator: "/")
        var common = 0
        while common < min(target.count, from.count), target[common] == from[common] { common += 1 }
        let parts = Array(repeating: "..", count: from.count - common) + target[common...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// The process's working directory.
    public static var currentDirectory: String { FileManager.default.currentDirectoryPath }
}
