import DevToolsCore
import Foundation

/// Reads and reduces files to facts on every core; results keep the input order.
enum ParallelFacts {
    /// With `records`, facts of content seen before are read back instead of worked out, and new ones
    /// are recorded.
    static func extract(_ files: [SourceFile], records: PerFileRecords? = nil) throws -> [FileFacts] {
        try ParallelMap.map(files) { file in
            guard let language = SourceLanguage(fileExtension: file.fileExtension) else {
                return FileFacts(file: file.displayPath, language: .objectiveC)
            }
            if let records, let known = records.read(file, { FactsCoding.decode($0, file: file.displayPath) }) {
                return known
            }
            let stamp = records.flatMap { _ in FileStamp(path: file.contentPath) }  // before the bytes are read
            guard let bytes = try FileBytes.readSourceBytes(file) else {
                return FileFacts(file: file.displayPath, language: language)  // deleted since discovery
            }
            let facts = FactExtractor.facts(of: TokenizedSource(bytes: bytes, language: language), file: file.displayPath)
            records?.add(FactsCoding.encode(facts), for: file, stamp: stamp)
            return facts
        }
    }
}
