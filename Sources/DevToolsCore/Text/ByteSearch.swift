#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Substring search over UTF-8 bytes, for hot paths that only ask "does this text contain that
/// marker?". Foundation's `contains`/`range(of:)` (which `import Foundation` anywhere in a module makes
/// the default) go through CFString with locale-aware folding and cost far more on large files.
extension StringProtocol {
    public func containsBytes(_ needle: String) -> Bool {
        var needle = needle
        return needle.withUTF8 { pattern in
            guard !pattern.isEmpty else { return true }
            let search: (UnsafeBufferPointer<UInt8>) -> Bool = { haystack in
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
            if let found = utf8.withContiguousStorageIfAvailable(search) { return found }
            return Array(utf8).withUnsafeBufferPointer(search)
        }
    }
}
