import Foundation

/// The `.devtools.yml` that applies to each file: the nearest one in the file's folder or above it, as
/// SwiftLint's nested configurations work, so a subproject's own config governs the files below it
/// wherever the run starts. Each folder is looked up once per run.
public struct NestedConfigurations {
    let loader: ConfigurationLoader
    let workingDirectory: String
    /// Used where no config file is found above a file.
    let fallback: Configuration
    /// Every configuration met so far, the fallback first: `position(for:)` answers with a position in it.
    public private(set) var found: [Configuration]
    private var byFolder: [String: Int] = [:]
    private var byFile: [String: Int] = [:]
    private var lastFolder: (folder: String, position: Int)?
    /// In a run that reports on named files only (`ReportScope`), the files read for their context
    /// follow their configs too, but a config that cannot be read and governs no named file (it is in
    /// another subfolder of the project) is passed over, as if absent: it is not this run's business,
    /// and its error would stop a hook over files it has nothing to do with.
    public var reported: ReportScope?

    public init(loader: ConfigurationLoader, workingDirectory: String, fallback: Configuration) {
        self.loader = loader
        self.workingDirectory = workingDirectory
        self.fallback = fallback
        found = [fallback]
        if let path = fallback.filePath { byFile[path] = 0 }
    }

    /// The configuration for a file (absolute path). Throws the config file's one-line error.
    public mutating func configuration(for file: String) throws -> Configuration {
        found[try position(for: file)]
    }

    /// The position in `found` of the configuration for a file (absolute path): a run over tens of
    /// thousands of files keeps a number per file, not a copy of its configuration.
    public mutating func position(for file: String) throws -> Int {
        // By bytes: this runs once per file of a run, and NSString's path methods cost more. Files come
        // folder by folder, so the previous file's folder is tried first.
        if let last = lastFolder, Self.isFile(file, directlyIn: last.folder) { return last.position }
        guard let slash = file.utf8.lastIndex(of: UInt8(ascii: "/")) else { return 0 }
        let folder = slash == file.startIndex ? "/" : String(file[..<slash])
        let position = try position(forFolder: folder)
        lastFolder = (folder, position)
        return position
    }

    /// Whether `file` is `folder` + `/` + a name without a slash, by bytes.
    private static func isFile(_ file: String, directlyIn folder: String) -> Bool {
        file.withUTF8Bytes { file in
            folder.withUTF8Bytes { folder in
                guard file.count > folder.count + 1, folder.count > 1, file.starts(withBytes: folder),
                    file[folder.count] == UInt8(ascii: "/")
                else { return false }
                return !file[(folder.count + 1)...].contains(UInt8(ascii: "/"))
            }
        }
    }

    private mutating func position(forFolder folder: String) throws -> Int {
        if let known = byFolder[folder] { return known }
        let candidate = (folder as NSString).appendingPathComponent(ConfigurationLoader.fileName)
        let position: Int
        if FileManager.default.fileExists(atPath: candidate) {
            if let loaded = byFile[candidate] {
                position = loaded
            } else {
                do {
                    found.append(
                        try loader.load(file: candidate, displayPath: PathResolver.display(candidate, relativeTo: workingDirectory)))
                    position = found.count - 1
                } catch _ where !governsReported(folder) {
                    let parent = (folder as NSString).deletingLastPathComponent
                    position = parent == folder || parent.isEmpty ? 0 : try self.position(forFolder: parent)
                }
                byFile[candidate] = position
            }
        } else {
            let parent = (folder as NSString).deletingLastPathComponent
            position = parent == folder || parent.isEmpty ? 0 : try self.position(forFolder: parent)
        }
        byFolder[folder] = position
        return position
    }

    /// Whether a config in `folder` applies to a reported path: one lies within it, or it lies within
    /// one (a named folder); true when the whole run is reported.
    private func governsReported(_ folder: String) -> Bool {
        guard let reported else { return true }
        return reported.paths.contains { ReportScope.path($0, isWithin: folder) || ReportScope.path(folder, isWithin: $0) }
    }
}
