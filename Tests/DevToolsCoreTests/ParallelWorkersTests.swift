import Foundation
import Testing
import DevToolsCore

/// Mapping over many inputs with one reusable worker per core.
@Suite("ParallelWorkers")
struct ParallelWorkersTests {
    private final class Counter {
        var made = 0
    }

    @Test("keeps the input order and reuses each worker for many inputs")
    func order() throws {
        let inputs = Array(0..<1_000)
        let results = try ParallelWorkers.map(inputs, worker: { Counter() }) { counter, input in
            counter.made += 1
            return (input * 2, counter.made)
        }
        #expect(results.map(\.0) == inputs.map { $0 * 2 })
        #expect(results.contains { $0.1 > 1 }, "a worker serves more than one input")
        #expect(try ParallelWorkers.map([Int](), worker: { Counter() }) { _, input in input }.isEmpty)
    }

    private struct Failure: Error, Equatable {
        let input: Int
    }

    @Test("rethrows the failure of the first failing input, after all inputs ran")
    func firstError() {
        #expect(throws: Failure(input: 30)) {
            try ParallelWorkers.map(Array(0..<100), worker: { Counter() }) { _, input in
                if input % 30 == 0, input > 0 { throw Failure(input: input) }
                return input
            }
        }
    }

    private final class Tracked: @unchecked Sendable {
        static let lock = NSLock()
        nonisolated(unsafe) static var alive = 0
        init() { Self.lock.withLock { Self.alive += 1 } }
        deinit { Self.lock.withLock { Self.alive -= 1 } }
    }

    @Test("lets go of the outputs made before a failure, and hands the others over without a copy")
    func failedOutputsAreReleased() throws {
        #expect(throws: Failure(input: 50)) {
            try ParallelWorkers.map(Array(0..<200), worker: { Counter() }) { _, input in
                if input == 50 || input == 150 { throw Failure(input: input) }
                return Tracked()
            }
        }
        #expect(Tracked.lock.withLock { Tracked.alive } == 0)
        var outputs: [Tracked]? = try ParallelWorkers.map(Array(0..<200), worker: { Counter() }) { _, _ in Tracked() }
        #expect(outputs?.count == 200 && Tracked.lock.withLock { Tracked.alive } == 200)
        #expect(outputs.map { Set($0.map(ObjectIdentifier.init)).count } == 200)
        outputs = nil
        #expect(Tracked.lock.withLock { Tracked.alive } == 0)
    }
}
