import Foundation

/// Turns user-given paths into absolute ones and absolute ones into what the user should see.
public enum PathResolver {
    /// `path` made absolute against `base` and standardized (no `.`/`..`, no empty components, no
    /// trailing slash), naming the same file the system would open.
    ///
    /// Links are left as they are, never resolved here: Foundation's `standardizingPath` on Linux
    /// resolves a link whose target is relative (`up -> ..`) against the current folder instead of the
    /// link's own, so `lint-strings proj/Resources/up` linted the current folder's parent. A `..` after a
    /// link is the parent of where the link leads, as the system reads it, so the part up to it is then
    /// resolved by `realpath`.
    public static func absolute(_ path: String, relativeTo base: String) -> String {
        let joined = path.hasPrefix("/") ? path : base + "/" + path
        // Most paths (a run's files below its folder) are already in that form: kept as they are, without
        // splitting them (20,000 sources asked twice each cost a tenth of a `--sources` run).
        if isNormalized(joined) { return joined }
        var parts: [Substring] = []
        for component in joined.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".":
                continue
            case "..":
                if !parts.isEmpty, let real = realFolder(of: "/" + parts.joined(separator: "/")) {
                    parts = real.split(separator: "/")
                }
                _ = parts.popLast()
            default:
                parts.append(component)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// Whether `path` is absolute with no empty, `.` or `..` component and no trailing slash (`/` itself is).
    public static func isNormalized(_ path: String) -> Bool {
        let slash = UInt8(ascii: "/")
        let dot = UInt8(ascii: ".")
        var bytes = path.utf8.makeIterator()
        guard bytes.next() == slash else { return false }
        var length = 0
        var dots = 0
        var count = 1
        while let byte = bytes.next() {
            count += 1
            if byte == slash {
                if length == 0 || dots == length && dots <= 2 { return false }
                length = 0
                dots = 0
            } else {
                length += 1
                if byte == dot { dots += 1 }
            }
        }
        if count == 1 { return true }
        return length > 0 && !(dots == length && dots <= 2)
    }

    /// Where `path` really is when it is a link (for a `..` after it), nil otherwise: then its parent is
    /// the folder its path names.
    private static func realFolder(of path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK, let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// `path` relative to `base` when inside it, otherwise unchanged.
    public static func display(_ path: String, relativeTo base: String) -> String {
        relative(path, to: base) ?? path
    }

    /// `path` relative to `base`, or `nil` when `path` is not inside `base`.
    public static func relative(_ path: String, to base: String) -> String? {
        if let answer = relativeByBytes(path, to: base) { return answer }
        let prefix = base.hasSuffix("/") ? base : base + "/"
        if path == base { return "." }
        guard path.hasPrefix(prefix) else { return nil }
        return String(path.dropFirst(prefix.count))
    }

    /// The same answer, by UTF-8 bytes (this runs once per file of a run), or `nil` when only the
    /// comparison of characters can tell: a non-ASCII byte right after the prefix (it might join the
    /// prefix's last character), or bytes that differ where the strings might still be equivalent.
    private static func relativeByBytes(_ path: String, to base: String) -> String?? {
        path.withUTF8Bytes { pathBytes in
            base.withUTF8Bytes { baseBytes -> String?? in
                guard pathBytes.starts(withBytes: baseBytes) else { return outside(pathBytes, baseBytes) }
                var rest = baseBytes.count
                if rest == pathBytes.count { return "." }  // the base itself
                if baseBytes.last != UInt8(ascii: "/") {
                    guard pathBytes[rest] == UInt8(ascii: "/") else { return outside(pathBytes, baseBytes) }
                    rest += 1
                }
                if rest < pathBytes.count, pathBytes[rest] >= 0x80 { return nil }
                return String(decoding: UnsafeBufferPointer(rebasing: pathBytes[rest...]), as: UTF8.self)
            }
        }
    }

    /// Outside the base (`.some(nil)`) when both are ASCII, where differing bytes are differing
    /// characters; else `nil`, for the comparison of characters to decide.
    private static func outside(_ path: UnsafeBufferPointer<UInt8>, _ base: UnsafeBufferPointer<UInt8>) -> String?? {
        path.isASCII && base.isASCII ? .some(nil) : nil
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
