import DevToolsCore
import Foundation

/// Reads and reduces files to facts on every core; results keep the input order.
enum ParallelFacts {
    static func extract(_ files: [SourceFile]) throws -> [FileFacts] {
        try concurrentMap(files) { file -> Result<FileFacts, ToolError> in
            guard let language = SourceLanguage(fileExtension: file.fileExtension) else {
                return .success(FileFacts(file: file.displayPath, language: .objectiveC))
            }
            guard let bytes = FileBytes.readBytes(file.absolutePath) else {
                return .failure(ToolError(path: file.displayPath, "cannot be read"))
            }
            let source = TokenizedSource(bytes: bytes, language: language)
            return .success(FactExtractor.facts(of: source, file: file.displayPath))
        }.map { try $0.get() }
    }

    /// `transform` applied to every element on all cores, results in input order.
    static func concurrentMap<Element: Sendable, Result: Sendable>(
        _ elements: [Element], _ transform: @Sendable (Element) -> Result
    ) -> [Result] {
        let slots = GenericSlots<Result>(count: elements.count)
        DispatchQueue.concurrentPerform(iterations: elements.count) { index in
            slots.set(index, transform(elements[index]))
        }
        return slots.values.map { $0! }
    }

    private final class GenericSlots<Value: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var storage: [Value?]

        init(count: Int) { storage = Array(repeating: nil, count: count) }

        func set(_ index: Int, _ value: Value) {
            lock.lock()
            storage[index] = value
            lock.unlock()
        }

        var values: [Value?] {
            lock.lock()
            defer { lock.unlock() }
            return storage
        }
    }
}
