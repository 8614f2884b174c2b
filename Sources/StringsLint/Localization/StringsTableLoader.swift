import DevToolsCore
import Foundation

/// Reads the `.strings` files of a run into tables, in parallel across cores.
/// (Stand-in for the per-file pass until it lands with the parser; the lead merges the two.)
enum StringsTableLoader {
    static func tables(of files: [SourceFile]) throws -> [SourceFile: StringsTable] {
        let strings = files.filter { $0.fileExtension == "strings" }
        let results = ResultSlots<Result<StringsTable, ToolError>>(count: strings.count)
        DispatchQueue.concurrentPerform(iterations: strings.count) { index in
            let file = strings[index]
            do {
                let data = try Data(contentsOf: file.url)
                results.set(index, .success(StringsFileReader.read(data: data, displayPath: file.displayPath)))
            } catch {
                results.set(index, .failure(ToolError(path: file.displayPath, "cannot read the file: \(error.localizedDescription)")))
            }
        }
        var tables: [SourceFile: StringsTable] = [:]
        for (index, result) in results.values.enumerated() {
            guard let result else { continue }
            tables[strings[index]] = try result.get()
        }
        return tables
    }
}

/// Fixed slots written by concurrent workers, each slot once, behind a lock.
final class ResultSlots<Value: Sendable>: @unchecked Sendable {
    private var slots: [Value?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Value) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    var values: [Value?] {
        lock.lock()
        defer { lock.unlock() }
        return slots
    }
}
