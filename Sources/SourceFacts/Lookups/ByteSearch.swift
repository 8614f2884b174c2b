import Foundation

extension UnsafeBufferPointer where Element == UInt8 {
    /// Whether these bytes hold `needle` anywhere: its first byte found with `memchr`, then the rest
    /// compared (a String's `contains` goes through Foundation, for every scanned file).
    func contains(bytes needle: [UInt8]) -> Bool {
        guard let base = baseAddress, let first = needle.first else { return false }
        var at = 0
        while at + needle.count <= count {
            guard let found = memchr(base + at, Int32(first), count - needle.count + 1 - at) else { return false }
            let offset = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            if memcmp(base + offset, needle, needle.count) == 0 { return true }
            at = offset + 1
        }
        return false
    }
}
