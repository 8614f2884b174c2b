#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A string's UTF-8 bytes as one buffer, for paths compared and cut thousands of times a run: the
/// generic algorithms over `String.UTF8View` step byte by byte through an index, memcmp does not.
extension String {
    /// Calls `body` with the string's UTF-8 bytes (in place for native strings, else a copy).
    func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = self
        return copy.withUTF8(body)
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// Whether the first bytes are those of `prefix`.
    func starts(withBytes prefix: UnsafeBufferPointer<UInt8>) -> Bool {
        count >= prefix.count && (prefix.isEmpty || memcmp(baseAddress!, prefix.baseAddress!, prefix.count) == 0)
    }

    /// Byte order, as `memcmp` then length decide.
    func precedes(_ other: UnsafeBufferPointer<UInt8>) -> Bool {
        let shared = Swift.min(count, other.count)
        let order = shared == 0 ? 0 : memcmp(baseAddress!, other.baseAddress!, shared)
        return order != 0 ? order < 0 : count < other.count
    }

    var isASCII: Bool { allSatisfy { $0 < 0x80 } }
}
