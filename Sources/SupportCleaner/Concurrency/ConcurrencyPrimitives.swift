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

/// One result slot per parallel task, written once each.
final class ResultSlots<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Value]

    init(count: Int, initial: Value) { storage = Array(repeating: initial, count: count) }

    func set(_ index: Int, _ value: Value) {
        lock.lock()
        storage[index] = value
        lock.unlock()
    }

    var values: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return storage
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
