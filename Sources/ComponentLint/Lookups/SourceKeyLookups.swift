import DevToolsCore

/// The lookups in every Swift and Objective-C file under some folders, read on every core (see
/// `LookupScanner`).
public struct SourceKeyLookups: KeyLookupSource {
    public init() {}

    public func usage(in folders: [String], functions: [LookupFunction], workingDirectory: String) throws -> CodeKeyUsage {
        let discovery = FileDiscovery(
            extensions: ComponentLinter.fileExtensions, excludeBase: workingDirectory, workingDirectory: workingDirectory)
        let files = try discovery.files(in: folders)
        let scanned = try ParallelMap.map(files) { file -> CodeKeyUsage in
            guard let language = SourceLanguage(fileExtension: file.fileExtension), let bytes = try FileBytes.readSourceBytes(file) else {
                return CodeKeyUsage()
            }
            return LookupScanner.usage(in: bytes, language: language, file: file.displayPath, functions: functions)
        }
        return scanned.reduce(into: CodeKeyUsage()) { $0.formUnion($1) }
    }
}
