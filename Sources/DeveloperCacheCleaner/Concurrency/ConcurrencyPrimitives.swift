import Foundation

/// The (device, inode) pairs of hard-linked files already counted, shared by parallel traversals.
final class InodeSet: @unchecked Sendable {
    private let lock = NSLock()
    private var members = Set<[UInt64]>()

    /// `true` when the pair was not in the set yet.
    func insert(device: UInt64, inode: UInt64) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return members.insert([device, inode]).inserted
    }
}

/// A thread-safe counter for progress reports.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func increment() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}
