import Foundation

/// Maps over an array with one worker per core, each with state of its own that it reuses from input to
/// input (buffers, open folders), keeping the order of the input. Workers take a few inputs at a time
/// from a shared counter, so a core slowed by other processes simply takes fewer. The first error (by
/// index) is rethrown once all work has finished.
///
/// Inlinable, so that a caller's inputs and outputs are handled as their own types: generic, each
/// output was copied into its slot through value witnesses and the original destroyed (a file's facts
/// retained and released every list they hold), and each input was copied out for the transform.
/// Each input is lent to the transform in place.
public enum ParallelWorkers {
    /// Inputs a worker takes at once: few enough to balance the cores, enough that the counter's lock
    /// is rarely contended (and that a worker reads neighbouring files, often of one folder).
    @usableFromInline static let batch = 8

    @inlinable
    public static func map<Input: Sendable, Output: Sendable, Worker>(
        _ inputs: [Input], worker makeWorker: @Sendable () -> Worker, _ transform: @Sendable (Worker, borrowing Input) throws -> Output
    ) throws -> [Output] {
        let counter = BatchCounter(count: inputs.count)
        let workers = min(ProcessInfo.processInfo.activeProcessorCount, (inputs.count + batch - 1) / batch)
        // The outputs are made in the array's own storage, each where its input is: not moved there
        // afterwards (a project's facts are tens of thousands of values, megabytes to copy on one thread).
        var failure: (any Error)?
        let outputs = [Output](unsafeUninitializedCapacity: inputs.count) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            let slots = WorkerSlots<Output>(base: base, count: inputs.count)
            inputs.withUnsafeBufferPointer { buffer in
                let inputs = LentInputs(buffer: buffer)
                DispatchQueue.concurrentPerform(iterations: max(workers, 1)) { _ in
                    let worker = makeWorker()
                    while let batch = counter.next() {
                        for index in batch {
                            do { slots.fill(index, with: try transform(worker, inputs.buffer[index])) } catch {
                                slots.fail(index, with: error)
                            }
                        }
                    }
                }
            }
            failure = slots.firstError()
            initialized = failure == nil ? inputs.count : 0
        }
        if let failure { throw failure }
        return outputs
    }
}

/// Inputs as parallel work reads them (`ParallelWorkers.map`, `ParallelMap.collect(_:inParts:)`): in
/// place, through the array's buffer (its subscript would hand each one a copy), for as long as the
/// caller holds the array.
@usableFromInline
struct LentInputs<Input>: @unchecked Sendable {
    @usableFromInline let buffer: UnsafeBufferPointer<Input>

    @inlinable init(buffer: UnsafeBufferPointer<Input>) { self.buffer = buffer }
}

/// Hands out `0..<count` in batches, under a lock.
@usableFromInline
final class BatchCounter: @unchecked Sendable {
    @usableFromInline let lock = NSLock()
    @usableFromInline let count: Int
    @usableFromInline var taken = 0

    @inlinable init(count: Int) { self.count = count }

    @inlinable func next() -> Range<Int>? {
        lock.lock()
        defer { lock.unlock() }
        guard taken < count else { return nil }
        let batch = taken..<min(taken + ParallelWorkers.batch, count)
        taken = batch.upperBound
        return batch
    }
}

/// One slot per input in the array being made, each filled exactly once by the worker that took its
/// index (so no two threads touch one slot, and no lock is needed), read only after every worker has
/// finished. An input whose transform threw leaves its slot empty and its error beside it.
@usableFromInline
final class WorkerSlots<Value>: @unchecked Sendable {
    @usableFromInline let base: UnsafeMutablePointer<Value>
    @usableFromInline let count: Int
    @usableFromInline let lock = NSLock()
    @usableFromInline var errors: [(index: Int, error: any Error)] = []

    @inlinable init(base: UnsafeMutablePointer<Value>, count: Int) {
        self.base = base
        self.count = count
    }

    @inlinable func fill(_ index: Int, with value: consuming Value) {
        (base + index).initialize(to: value)
    }

    @inlinable func fail(_ index: Int, with error: any Error) {
        lock.lock()
        errors.append((index, error))
        lock.unlock()
    }

    /// `nil` when every slot is filled; else the first error by index, the values filled let go and
    /// every slot left empty.
    @inlinable func firstError() -> (any Error)? {
        guard let first = errors.min(by: { $0.index < $1.index }) else { return nil }
        let failed = Set(errors.map(\.index))
        for index in 0..<count where !failed.contains(index) { (base + index).deinitialize(count: 1) }
        return first.error
    }
}
