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
