import DevToolsCore
import Foundation

/// Reads and reduces files to facts on every core; results keep the input order.
enum ParallelFacts {
    static func extract(_ files: [SourceFile]) throws -> [FileFacts] {
        let slots = Slots(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let file = files[index]
            guard let language = SourceLanguage(fileExtension: file.fileExtension) else {
                slots.set(index, .success(FileFacts(file: file.displayPath, language: .objectiveC)))
                return
            }
            guard let data = FileBytes.read(file.absolutePath) else {
                slots.set(index, .failure(ToolError(path: file.displayPath, "cannot be read")))
                return
            }
            let source = TokenizedSource(bytes: [UInt8](data), language: language)
            slots.set(index, .success(FactExtractor.facts(of: source, file: file.displayPath)))
        }
        return try slots.values.map { try $0.get() }
    }

    private final class Slots: @unchecked Sendable {
        private let lock = NSLock()
        private var storage: [Result<FileFacts, ToolError>]

        init(count: Int) { storage = Array(repeating: .failure(ToolError("not read")), count: count) }

        func set(_ index: Int, _ value: Result<FileFacts, ToolError>) {
            lock.lock()
            storage[index] = value
            lock.unlock()
        }

        var values: [Result<FileFacts, ToolError>] {
            lock.lock()
            defer { lock.unlock() }
            return storage
        }
    }
}
