import Foundation

/// The names a lookup can be called by (`NSLocalizedString`, `Text`, `localizedString`, a wrapper's last
/// name), matched against an identifier's bytes before any String is made of it: most identifiers
/// before a `(` are other calls, and a file has thousands of them.
struct CalleeNames {
    /// Names by their length in bytes.
    private var byLength: [[[UInt8]]] = []

    init(_ names: some Sequence<String>) {
        for name in Set(names) {
            let bytes = Array(name.utf8)
            while byLength.count <= bytes.count { byLength.append([]) }
            byLength[bytes.count].append(bytes)
        }
    }

    /// Whether `bytes` spell one of the names.
    func contains(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count < byLength.count, let first = bytes.first else { return false }
        for name in byLength[bytes.count] where name[0] == first {
            if name.withUnsafeBufferPointer({ memcmp($0.baseAddress!, bytes.baseAddress!, bytes.count) == 0 }) { return true }
        }
        return false
    }
}
