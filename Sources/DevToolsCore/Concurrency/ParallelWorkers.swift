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
        let slots = Slots<Result<Output, any Error>>(count: inputs.count)
        let counter = BatchCounter(count: inputs.count)
        let workers = min(ProcessInfo.processInfo.activeProcessorCount, (inputs.count + batch - 1) / batch)
        DispatchQueue.concurrentPerform(iterations: max(workers, 1)) { _ in
            let worker = makeWorker()
            while let batch = counter.next() {
                for index in batch { slots.fill(index, with: Result { try transform(worker, inputs[index]) }) }
            }
        }
        return try slots.take().map { try $0.get() }
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
/// touch one slot, and no lock is needed), read only after every worker has finished.
private final class Slots<Value>: @unchecked Sendable {
    private let base: UnsafeMutablePointer<Value>
    private let count: Int

    init(count: Int) {
        self.count = count
        base = .allocate(capacity: count)
    }

    func fill(_ index: Int, with value: Value) {
        (base + index).initialize(to: value)
    }

    /// Every value, moved out; the slots are empty afterwards.
    func take() -> [Value] {
        defer { base.deallocate() }
        return Array(unsafeUninitializedCapacity: count) { buffer, initialized in
            if let target = buffer.baseAddress { target.moveInitialize(from: base, count: count) }
            initialized = count
        }
    }
}
