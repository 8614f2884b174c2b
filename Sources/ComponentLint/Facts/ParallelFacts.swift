import DevToolsCore

/// Reads and reduces files to facts on every core; results keep the input order.
enum ParallelFacts {
    static func extract(_ files: [SourceFile]) throws -> [FileFacts] {
        try ParallelWorkers.map(files, worker: { FactWorker() }) { worker, file in try worker.facts(of: file) }
    }
}

/// What one worker thread reuses from file to file: its read buffer, open folder and token buffer.
final class FactWorker {
    private let reader = SourceFileReader()
    private let tokens = TokenBuffer()

    func facts(of file: SourceFile) throws -> FileFacts {
        guard let language = SourceLanguage(fileExtension: file.fileExtension) else {
            return FileFacts(file: file.displayPath, language: .objectiveC)
        }
        guard let bytes = try reader.read(file) else {
            return FileFacts(file: file.displayPath, language: language)  // deleted since discovery
        }
        return FactExtractor.facts(ofBytes: bytes, language: language, file: file.displayPath, tokens: tokens)
    }
}
