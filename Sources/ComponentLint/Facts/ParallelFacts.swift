import DevToolsCore
import Foundation

/// Reads and reduces files to facts on every core; results keep the input order.
enum ParallelFacts {
    static func extract(_ files: [SourceFile]) throws -> [FileFacts] {
        try ParallelMap.map(files) { file in
            guard let language = SourceLanguage(fileExtension: file.fileExtension) else {
                return FileFacts(file: file.displayPath, language: .objectiveC)
            }
            guard let bytes = try FileBytes.readSourceBytes(file) else {
                return FileFacts(file: file.displayPath, language: language)  // deleted since discovery
            }
            return FactExtractor.facts(of: TokenizedSource(bytes: bytes, language: language), file: file.displayPath)
        }
    }
}
