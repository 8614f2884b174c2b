import DevToolsCore

/// Reads and reduces files to facts on every core; results keep the input order.
enum ParallelFacts {
    /// With `records`, facts of a file unchanged since they were recorded are read back instead of
    /// worked out, and new ones are recorded.
    static func extract(_ files: [SourceFile], records: PerFileRecords? = nil) throws -> [FileFacts] {
        try ParallelWorkers.map(files, worker: { FactWorker() }) { worker, file in try worker.facts(of: file, records: records) }
    }
}

/// What one worker thread reuses from file to file: its read buffer, open folder and token buffer.
final class FactWorker {
    private let reader = SourceFileReader()
    private let tokens = TokenBuffer()

    func facts(of file: SourceFile, records: PerFileRecords?) throws -> FileFacts {
        guard let language = SourceLanguage(fileExtension: file.fileExtension) else {
            return FileFacts(file: file.displayPath, language: .objectiveC)
        }
        if let records, let known = records.read(file, { FactsCoding.decode($0, file: file.displayPath) }) {
            return known
        }
        let stamp = records.flatMap { _ in FileStamp(path: file.contentPath) }  // before the bytes are read
        guard let bytes = try reader.read(file) else {
            return FileFacts(file: file.displayPath, language: language)  // deleted since discovery
        }
        let facts = FactExtractor.facts(ofBytes: bytes, language: language, file: file.displayPath, tokens: tokens)
        records?.add(FactsCoding.encode(facts), for: file, stamp: stamp)
        return facts
    }
}
