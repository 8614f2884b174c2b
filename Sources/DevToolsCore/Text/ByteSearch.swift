#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Substring search over UTF-8 bytes, for hot paths that only ask "does this text contain that
/// marker?". Foundation's `contains`/`range(of:)` (which `import Foundation` anywhere in a module makes
/// the default) go through CFString with locale-aware folding and cost far more on large files.
public enum ByteSearch {
    public static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: String) -> Bool {
        var needle = needle
        return needle.withUTF8 { pattern in
            guard !pattern.isEmpty else { return true }
            guard let base = haystack.baseAddress, haystack.count >= pattern.count else { return false }
            let last = haystack.count - pattern.count
            var index = 0
            while index <= last {
                guard let hit = memchr(base + index, Int32(pattern[0]), last - index + 1) else { return false }
                let offset = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                if memcmp(base + offset, pattern.baseAddress!, pattern.count) == 0 { return true }
                index = offset + 1
            }
            return false
        }
    }
}

extension StringProtocol {
    public func containsBytes(_ needle: String) -> Bool {
        if let found = utf8.withContiguousStorageIfAvailable({ ByteSearch.contains($0, needle) }) { return found }
        return Array(utf8).withUnsafeBufferPointer { ByteSearch.contains($0, needle) }
    }
}
