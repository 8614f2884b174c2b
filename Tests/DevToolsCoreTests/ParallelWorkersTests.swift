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
}
