import DevToolsCore

/// Reads and reduces files to facts on every core; results keep the input order.
package enum ParallelFacts {
    /// With `records`, facts of a file unchanged since they were recorded are read back instead of
    /// worked out, and new ones are recorded. With `lookups`, each file's facts carry its lookups of
    /// localized strings, found from the same tokens. Facts in `kept` are taken from there. A file
    /// `outlined` marks (by position) whose record answers is read as its outline only (see `FileOutline`).
    package static func extract(
        _ files: [SourceFile], records: PerFileRecords? = nil, lookups: LookupRequest? = nil, kept: KeptFacts? = nil,
        outlined: [Bool]? = nil
    )
        throws -> [FileFacts]
    {
        guard let (positions, found, stamps) = kept?.take(for: files), !found.isEmpty else {
            if let outlined, records != nil, lookups == nil {
                return try ParallelWorkers.map(Array(files.indices), worker: { FactWorker(records: records) }) { worker, index in
                    let file = files[index]
                    return try worker.facts(of: file, stamp: worker.stamp(of: file), reading: outlined[index] ? .outline : .whole)
                }
            }
            return try ParallelWorkers.map(files, worker: { FactWorker(records: records, lookups: lookups) }) { worker, file in
                try worker.facts(of: file, stamp: worker.stamp(of: file))
            }
        }
        // Every file kept, in the same order, and no records to write (the common case): the kept list is
        // the answer, handed over without a copy of each file's facts.
        if records == nil, found.count == files.count, positions.indices.allSatisfy({ positions[$0] == $0 }) { return found }
        // Without records to write, kept facts are simply taken; the workers find the others.
        var facts: [FileFacts] = []
        facts.reserveCapacity(files.count)
        var missing: [Int] = []
        for index in files.indices {
            let position = Int(positions[index])
            if position >= 0, records == nil {
                facts.append(found[position])
            } else {
                facts.append(FileFacts(file: files[index].displayPath, language: .objectiveC))
                missing.append(index)
            }
        }
        let worked = try ParallelWorkers.map(missing, worker: { FactWorker(records: records, lookups: lookups) }) { worker, index in
            let file = files[index]
            let stamp = worker.stamp(of: file)
            let position = Int(positions[index])
            if position >= 0 {
                // Recorded only for the content they were found in.
                if let stamp, stamps[position] == stamp { worker.record(found[position], for: file, stamp: stamp) }
                return found[position]
            }
            return try worker.facts(of: file, stamp: stamp)
        }
        for (index, worked) in zip(missing, worked) { facts[index] = worked }
        return facts
    }

    /// The whole facts of files this run read as outlines (see `extract`'s `outlined`), from the same
    /// records (the files are not counted as seen again) or worked out.
    package static func wholeFacts(ofOutlined files: [SourceFile], records: PerFileRecords) throws -> [FileFacts] {
        try ParallelWorkers.map(files, worker: { FactWorker(records: records) }) { worker, file in
            try worker.facts(of: file, stamp: worker.stamp(of: file), reading: .wholeAgain)
        }
    }

    /// The same, with the stamp each file's facts were found under, for another pass to take (see
    /// `KeptFacts`). Without records there are no stamps (all `nil`).
    static func extractStamped(_ files: [SourceFile], records: PerFileRecords? = nil, lookups: LookupRequest? = nil) throws -> (
        facts: [FileFacts], stamps: [FileStamp?]
    ) {
        guard records != nil else { return (try extract(files, lookups: lookups), Array(repeating: nil, count: files.count)) }
        let found = try ParallelWorkers.map(files, worker: { FactWorker(records: records, lookups: lookups) }) { worker, file in
            let stamp = worker.stamp(of: file)
            return (try worker.facts(of: file, stamp: stamp), stamp)
        }
        return (found.map(\.0), found.map(\.1))
    }
}

/// What one worker thread reuses from file to file: its read buffer, open folder, token buffer and its
/// access to the records.
final class FactWorker {
    private let reader = SourceFileReader()
    private let tokens = TokenBuffer()
    private let records: PerFileRecords.Reader?
    private let lookups: LookupRequest?
    /// Files from this size on give their bytes back as they are scanned (smaller ones are a window or
    /// a few, and their buffer is reused for the next file).
    static let discardingSize = 4 << 20

    init(records: PerFileRecords?, lookups: LookupRequest? = nil) {
        self.records = records?.reader()
        self.lookups = lookups
    }

    /// The stamp records of `file` are filed under: taken before the bytes are read, so a change while
    /// they are read is not recorded as this content (a content id from git's index needs no `stat`).
    func stamp(of file: SourceFile) -> FileStamp? {
        file.content ?? (records != nil && file.contentPath == file.absolutePath ? reader.stamp(of: file) : nil)
    }

    /// Records facts found by another worker, under a `stat` stamp.
    func record(_ facts: FileFacts, for file: SourceFile, stamp: FileStamp) {
        records?.add(FactsCoding.encode(facts), for: file, stamp: stamp)
    }

    /// How much of a file's record is read.
    enum Reading {
        /// The whole facts.
        case whole
        /// The outline (see `FileOutline`), when the record answers; else the whole facts are worked out.
        case outline
        /// The whole facts of a file whose outline this run read already (it is not counted as seen again).
        case wholeAgain
    }

    func facts(of file: SourceFile, stamp: FileStamp?, reading: Reading = .whole) throws -> FileFacts {
        guard let language = SourceLanguage(fileExtension: file.fileExtension) else {
            return FileFacts(file: file.displayPath, language: .objectiveC)
        }
        // A record answers when it has the lookups asked for, if any.
        if let records,
            let known = records.read(
                file, stamp: stamp, again: reading == .wholeAgain,
                {
                    reading == .outline
                        ? FactsCoding.decodeOutline($0, file: file.displayPath) : FactsCoding.decode($0, file: file.displayPath)
                }),
            lookups == nil || known.lookups?.digest == lookups?.digest
        {
            return known
        }
        guard let bytes = try reader.read(file) else {
            return FileFacts(file: file.displayPath, language: language)  // deleted since discovery
        }
        // A large file's bytes are given back as the windows pass them, unless a record is to be made of
        // them afterwards or its lookups are to be found.
        if records == nil, lookups == nil, bytes.count >= Self.discardingSize {
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
        var facts = FactExtractor.facts(ofBytes: bytes, language: language, file: file.displayPath, tokens: tokens)
        if let lookups { facts.lookups = fileLookups(bytes, language: language, file: file, request: lookups) }
        records?.add(FactsCoding.encode(facts), for: file, stamp: stamp, read: bytes)
        return facts
    }

    /// The lookups in the file just scanned: from its tokens, still in the buffer when the file was one
    /// window (every ordinary file), else tokenized again.
    private func fileLookups(_ bytes: UnsafeBufferPointer<UInt8>, language: SourceLanguage, file: SourceFile, request: LookupRequest)
        -> FileLookups
    {
        let isGenerated = request.generated.contains(file.absolutePath)
        func found(_ view: TokenView) -> FileLookups {
            FileLookups(
                usage: LookupScanner.usage(in: view, file: file.displayPath, functions: request.functions, isGenerated: isGenerated),
                digest: request.digest)
        }
        if tokens.first == 0 {
            return found(
                TokenView(bytes: bytes, tokens: UnsafeBufferPointer(start: tokens.storage, count: tokens.count), language: language))
        }
        return TokenizedSource(bytes: Array(bytes), language: language).withView(found)
    }
}
