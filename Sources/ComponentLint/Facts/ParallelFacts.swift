import DevToolsCore

/// Reads and reduces files to facts on every core; results keep the input order.
enum ParallelFacts {
    /// With `records`, facts of a file unchanged since they were recorded are read back instead of
    /// worked out, and new ones are recorded.
    static func extract(_ files: [SourceFile], records: PerFileRecords? = nil) throws -> [FileFacts] {
        try ParallelWorkers.map(files, worker: { FactWorker(records: records) }) { worker, file in try worker.facts(of: file) }
    }
}

/// What one worker thread reuses from file to file: its read buffer, open folder, token buffer and its
/// access to the records.
final class FactWorker {
    private let reader = SourceFileReader()
    private let tokens = TokenBuffer()
    private let records: PerFileRecords.Reader?
    /// Files from this size on give their bytes back as they are scanned (smaller ones are a window or
    /// a few, and their buffer is reused for the next file).
    static let discardingSize = 4 << 20

    init(records: PerFileRecords?) {
        self.records = records?.reader()
    }

    func facts(of file: SourceFile) throws -> FileFacts {
        guard let language = SourceLanguage(fileExtension: file.fileExtension) else {
            return FileFacts(file: file.displayPath, language: .objectiveC)
        }
        // Taken before the bytes are read, so a change while they are read is not recorded as this content
        // (a content id from git's index needs no `stat`).
        let stamp = file.content ?? (records != nil && file.contentPath == file.absolutePath ? reader.stamp(of: file) : nil)
        if let records, let known = records.read(file, stamp: stamp, { FactsCoding.decode($0, file: file.displayPath) }) {
            return known
        }
        guard let bytes = try reader.read(file) else {
            return FileFacts(file: file.displayPath, language: language)  // deleted since discovery
        }
        // A large file's bytes are given back as the windows pass them, unless a record is to be made of
        // them afterwards.
        if records == nil, bytes.count >= Self.discardingSize {
            let reader = reader
            if let facts = FactExtractor.windowedFacts(
                ofBytes: bytes, language: language, file: file.displayPath, tokens: tokens, consumed: { reader.discard(below: $0) })
            {
                return facts
            }
            // A scanner reached past a window: the file is read again, to be scanned whole.
            guard let again = try reader.read(file) else { return FileFacts(file: file.displayPath, language: language) }
            return FactExtractor.wholeFacts(ofBytes: again, language: language, file: file.displayPath, tokens: tokens)
        }
        let facts = FactExtractor.facts(ofBytes: bytes, language: language, file: file.displayPath, tokens: tokens)
        records?.add(FactsCoding.encode(facts), for: file, stamp: stamp, read: bytes)
        return facts
    }
}
