/// Substring search over UTF-8 bytes, for hot paths that only ask "does this text contain that
/// marker?". Foundation's `contains`/`range(of:)` (which `import Foundation` anywhere in a module makes
/// the default) go through CFString with locale-aware folding and cost far more on large files.
extension StringProtocol {
    public func containsBytes(_ needle: String) -> Bool {
        let pattern = Array(needle.utf8)
        guard let first = pattern.first else { return true }
        let search: (UnsafeBufferPointer<UInt8>) -> Bool = { haystack in
            guard haystack.count >= pattern.count else { return false }
            var index = 0
            let last = haystack.count - pattern.count
            while index <= last {
                if haystack[index] == first {
                    var matched = 1
                    while matched < pattern.count && haystack[index + matched] == pattern[matched] { matched += 1 }
                    if matched == pattern.count { return true }
                }
                index += 1
            }
            return false
        }
        if let found = utf8.withContiguousStorageIfAvailable(search) { return found }
        return Array(utf8).withUnsafeBufferPointer(search)
    }
}
