import Foundation

/// Maps over an array with one worker per core, each with state of its own that it reuses from input to
/// input (buffers, open folders), keeping the order of the input. Workers take a few inputs at a time
/// from a shared counter, so a core slowed by other processes simply takes fewer. The first error (by
/// index) is rethrown once all work has finished.
public enum ParallelWorkers {
    /// Inputs a worker takes at once: few enough to balance the cores, enough that the counter's lock
    /// is rarely contended (and that a worker reads neighbouring files, often of one folder).
    static let batch = 8

    public static func map<Input: Sendable, Output: Sendable, Worker>(
        _ inputs: [Input], worker makeWorker: @Sendable () -> Worker, _ transform: @Sendable (Worker, Input) throws -> Output
    ) throws -> [Output] {
        let slots = Slots<Output>(count: inputs.count)
        let counter = BatchCounter(count: inputs.count)
        let workers = min(ProcessInfo.processInfo.activeProcessorCount, (inputs.count + batch - 1) / batch)
        DispatchQueue.concurrentPerform(iterations: max(workers, 1)) { _ in
            let worker = makeWorker()
            while let batch = counter.next() {
                for index in batch {
                    do { slots.fill(index, with: try transform(worker, inputs[index])) } catch { slots.fail(index, with: error) }
                }
            }
        }
        // The outputs are moved into the array, not copied out of a wrapper (a project's facts are
        // tens of thousands of values holding references: a copy each retains and releases them all).
        return try slots.take()
    }
}

/// Hands out `0..<count` in batches, under a lock.
private final class BatchCounter: @unchecked Sendable {
    private let lock = NSLock()
    private let count: Int
    private var taken = 0

    init(count: Int) { self.count = count }

    func next() -> Range<Int>? {
        lock.lock()
        defer { lock.unlock() }
        guard taken < count else { return nil }
        let batch = taken..<min(taken + ParallelWorkers.batch, count)
        taken = batch.upperBound
        return batch
    }
}

/// One slot per input, each filled exactly once by the worker that took its index (so no two threads
/// touch one slot, and no lock is needed), read only after every worker has finished. An input whose
/// transform threw leaves its slot empty and its error beside it.
private final class Slots<Value>: @unchecked Sendable {
    private let base: UnsafeMutablePointer<Value>
    private let count: Int
    private let lock = NSLock()
    private var errors: [(index: Int, error: any Error)] = []

    init(count: Int) {
        self.count = count
        base = .allocate(capacity: count)
    }

    func fill(_ index: Int, with value: Value) {
        (base + index).initialize(to: value)
    }

    func fail(_ index: Int, with error: any Error) {
        lock.lock()
        errors.append((index, error))
        lock.unlock()
    }

    /// Every value, moved out, or the first error by index (the values filled are then let go); the
    /// slots are empty afterwards.
    func take() throws -> [Value] {
        defer { base.deallocate() }
        if let first = errors.min(by: { $0.index < $1.index }) {
            let failed = Set(errors.map(\.index))
            for index in 0..<count where !failed.contains(index) { (base + index).deinitialize(count: 1) }
            throw first.error
        }
        return Array(unsafeUninitializedCapacity: count) { buffer, initialized in
            if let target = buffer.baseAddress { target.moveInitialize(from: base, count: count) }
            initialized = count
        }
    }
}
