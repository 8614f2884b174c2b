import Foundation

/// Maps over an array on every core, keeping the order of the input. The first error (by index) is
/// rethrown once all work has finished.
public enum ParallelMap {
    public static func map<Input: Sendable, Output: Sendable>(
        _ inputs: [Input], _ transform: @Sendable (Input) throws -> Output
    ) throws -> [Output] {
        let results = ResultSlots<Output>(count: inputs.count)
        DispatchQueue.concurrentPerform(iterations: inputs.count) { index in
            results.store(Result { try transform(inputs[index]) }, at: index)
        }
        return try results.values()
    }

    /// The same for a transform that cannot fail.
    public static func collect<Input: Sendable, Output: Sendable>(
        _ inputs: [Input], _ transform: @Sendable (Input) -> Output
    ) -> [Output] {
        let results = ResultSlots<Output>(count: inputs.count)
        DispatchQueue.concurrentPerform(iterations: inputs.count) { index in
            results.store(.success(transform(inputs[index])), at: index)
        }
        return (try? results.values()) ?? []  // every slot holds a success
    }

    /// The same for many small transforms (a finding's words, its message): the inputs are cut into
    /// `parts` runs mapped side by side, since one task an input would cost more than its work.
    public static func collect<Input: Sendable, Output: Sendable>(
        _ inputs: [Input], inParts parts: Int, _ transform: @Sendable (Input) -> Output
    ) -> [Output] {
        guard parts > 1, inputs.count > 1 else { return inputs.map(transform) }
        let size = (inputs.count + parts - 1) / parts
        // Each run writes its outputs in place, so they are not copied again into one array.
        return inputs.withUnsafeBufferPointer { inputs in
            let lent = LentInputs(buffer: inputs)  // read in place, not copied out for each transform
            return Array(unsafeUninitializedCapacity: inputs.count) { buffer, initialized in
                let outputs = OutputBase(pointer: buffer.baseAddress!)
                DispatchQueue.concurrentPerform(iterations: (inputs.count + size - 1) / size) { run in
                    for index in run * size..<min(run * size + size, lent.buffer.count) {
                        (outputs.pointer + index).initialize(to: transform(lent.buffer[index]))
                    }
                }
                initialized = inputs.count
            }
        }
    }
}

/// Where the runs of `collect(_:inParts:)` write: each its own range of the array being made.
private struct OutputBase<Output>: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<Output>
}

/// One slot per input, filled from many threads. Each slot is written once, under the lock.
private final class ResultSlots<Output: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Result<Output, any Error>?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func store(_ result: Result<Output, any Error>, at index: Int) {
        lock.lock()
        slots[index] = result
        lock.unlock()
    }

    func values() throws -> [Output] {
        lock.lock()
        defer { lock.unlock() }
        return try slots.map { try $0!.get() }
    }
}
